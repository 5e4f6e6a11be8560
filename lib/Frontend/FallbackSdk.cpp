//===- FallbackSdk.cpp - CUDA headers generated from the tables -----------===//
///
/// \file
/// The tables know names and kinds, not signatures, so each kind gets the
/// loosest declaration that still parses where users write it:
///
/// - function: takes anything (an ellipsis, so that a user's function of
///   the same name wins; in a namespace, a variadic template that also
///   takes explicit template arguments) and returns `__cu2hip::any`, a
///   value that converts to every scalar and stand-in type, can be called,
///   indexed and compared, and takes the other operand's type in
///   arithmetic; or the type the row `returns`; a C API function
///   (`curandGenerate`) returns its family's status type, so that overloads
///   such as `check(curandStatus_t)` resolve;
/// - type: a struct built from anything and convertible like `any`, with
///   the table's member rows as fields, a class template where the row says
///   `template`; CUDA's vector types (`float4`) get their real fields, and
///   `make_float4` returns one; `X_t` (or `XStruct`) beside `X` is a typedef
///   of it, as in CUDA;
/// - enum: an int constant with a value of its own, so `switch` cases differ;
/// - macro: the type or function row with the same HIP name (`cublasSgemm`
///   is `cublasSgemm_v2`), empty for calling-convention macros, undefined
///   for compiler-defined and opt-out switches (`__CUDA_ARCH__`,
///   `CUDA_NO_HALF`), otherwise a value;
/// - namespace: a namespace; in one whose row covers its members only the
///   rows with `template` and nested namespaces are declared, other names
///   are resolved from Clang's errors (FactsDiagnosticConsumer);
/// - header: a file including the declarations.
///
//===----------------------------------------------------------------------===//
#include "FallbackSdk.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <memory>
#include <mutex>
#include <set>

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The CUDA language support no table row describes, which the declarations
/// header starts with: FallbackSdkPrelude.cuh, compiled in as a string
/// (cu2hip_embed_text in lib/Frontend/EmbedText.cmake).
constexpr StringRef Prelude =
#include "cu2hip/Frontend/FallbackSdkPrelude.inc"
    ;

/// Names the prelude or Clang's built-in variables header declare.
bool declaredByPrelude(StringRef Name) {
  return llvm::is_contained({"dim3", "uint3", "threadIdx", "blockIdx",
                             "blockDim", "gridDim", "warpSize"},
                            Name);
}

/// `float4` -> `float`, 4 (also `double4_32a`); nullopt for other names.
std::optional<std::pair<StringRef, unsigned>> vectorType(StringRef Name) {
  Name.consume_back("_16a") || Name.consume_back("_32a");
  if (Name.empty() || !llvm::isDigit(Name.back()))
    return std::nullopt;
  unsigned Width = Name.back() - '0';
  if (Width < 1 || Width > 4)
    return std::nullopt;
  static constexpr std::pair<StringRef, StringRef> Scalars[] = {
      {"char", "signed char"},
      {"uchar", "unsigned char"},
      {"short", "short"},
      {"ushort", "unsigned short"},
      {"int", "int"},
      {"uint", "unsigned"},
      {"long", "long"},
      {"ulong", "unsigned long"},
      {"longlong", "long long"},
      {"ulonglong", "unsigned long long"},
      {"float", "float"},
      {"double", "double"}};
  for (auto [Prefix, Scalar] : Scalars)
    if (Name.drop_back() == Prefix)
      return std::make_pair(Scalar, Width);
  return std::nullopt;
}

/// One C++ scope of the declarations: a namespace or a struct. Children are
/// kept sorted so that the text does not depend on the row order.
struct Scope {
  const MappingRow *Row = nullptr; ///< its own row, if any
  bool IsRecord = false;
  /// Declared as `typedef Alias <name>;`.
  std::string Alias;
  /// Inside a scope whose row covers its members.
  bool Covered = false;
  std::map<std::string, std::unique_ptr<Scope>, std::less<>> Children;
  std::map<std::string, const MappingRow *, std::less<>> Decls;

  Scope &child(StringRef Name) {
    auto It = Children.find(Name);
    if (It == Children.end())
      It = Children.emplace(Name.str(), std::make_unique<Scope>()).first;
    return *It->second;
  }
};

/// `cudnnConvolutionFwdAlgoPerf_t` -> `cudnnConvolutionFwdAlgoPerf`: the
/// name of a struct or enum without CUDA's typedef and tag suffixes.
StringRef typeStem(StringRef Name) {
  for (StringRef Suffix : {"_t", "Struct", "_st"})
    if (Name.consume_back(Suffix))
      break;
  return Name;
}

/// `type, value...` -> `class T0 = void, auto... V1`.
std::string templateParams(StringRef Kinds) {
  llvm::SmallVector<StringRef, 4> Items;
  Kinds.split(Items, ",");
  std::string Out;
  for (size_t I = 0; I < Items.size(); ++I) {
    StringRef Item = Items[I].trim();
    bool Pack = Item.consume_back("...");
    bool Type = Item == "type";
    Out += (I ? ", " : "") + std::string(Type ? "class" : "auto") +
           (Pack ? "... " : " ") + (Type ? "T" : "V") + std::to_string(I) +
           (Pack   ? ""
            : Type ? " = void"
                   : " = 0");
  }
  return Out;
}

class Generator {
public:
  explicit Generator(const MappingTable &Table) : Table(Table) {}

  FallbackSdk run() {
    for (const MappingRow &Row : Table.rows())
      if (Table.lookup(Row.Cuda) == &Row) // a rule file's row wins
        place(Row);
    markCovered(Global, /*InCovered=*/false);
    mergeTypedefs(Global);
    findStatusTypes();

    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << "// cu2hip: stand-in CUDA declarations generated from the mapping "
          "tables (--no-cuda-sdk).\n"
       << Prelude << "\n";
    emitScopeBody(OS, Global, "");
    emitOverloads(OS);
    OS << "\n";
    emitMacros(OS);

    FallbackSdk Sdk;
    Sdk.Files.emplace_back(FallbackSdk::Declarations.str(), std::move(Text));
    for (StringRef Header : Headers)
      Sdk.Files.emplace_back(Header.str(),
                             ("// cu2hip: stand-in for <" + Header +
                              "> generated from the mapping tables.\n"
                              "#pragma once\n#include <" +
                              FallbackSdk::Declarations + ">\n")
                                 .str());
    llvm::sort(Sdk.Files);
    return Sdk;
  }

private:
  void place(const MappingRow &Row) {
    if (Row.Kind == NameKind::Header) {
      Headers.insert(Row.Cuda);
      return;
    }
    if (Row.Kind == NameKind::Macro) {
      Macros.push_back(&Row);
      return;
    }
    if (Row.Kind == NameKind::Function &&
        overloadedName(Row.Cuda) != Row.Cuda) {
      Overloads.push_back(&Row);
      return;
    }
    llvm::SmallVector<StringRef, 4> Parts;
    Row.Cuda.split(Parts, "::");
    // A user's rule row that is no C++ name would break every parse.
    if (declaredByPrelude(Row.Cuda) || !llvm::all_of(Parts, isIdentifier))
      return;
    Scope *S = &Global;
    for (StringRef Part : llvm::ArrayRef(Parts).drop_back())
      S = &S->child(Part);
    // `cudaDeviceProp::name`: the owner of a member is a struct.
    if (Row.Kind == NameKind::Member)
      S->IsRecord = true;
    StringRef Leaf = Parts.back();
    if (Row.Kind == NameKind::Namespace || Row.Kind == NameKind::Type) {
      Scope &Own = S->child(Leaf);
      Own.Row = &Row;
      if (Row.Kind == NameKind::Type)
        Own.IsRecord = true;
      return;
    }
    S->Decls[Leaf.str()] = &Row;
  }

  static void markCovered(Scope &S, bool InCovered) {
    for (auto &[Name, Child] : S.Children) {
      Child->Covered = InCovered;
      markCovered(*Child,
                  InCovered || (Child->Row && Child->Row->CoversMembers));
    }
  }

  /// `typedef struct X {...} X_t;`: type rows of one scope with the same
  /// stem are one struct. The one with members (or without the `_t`) is the
  /// struct, the others typedefs of it.
  static void mergeTypedefs(Scope &S) {
    std::map<StringRef, std::vector<StringRef>> Groups;
    for (auto &[Name, Child] : S.Children) {
      mergeTypedefs(*Child);
      if (Child->IsRecord && Child->Row && Child->Row->Template.empty() &&
          !vectorType(Name))
        Groups[typeStem(Name)].emplace_back(Name);
    }
    for (auto &[Key, Names] : Groups) {
      if (Names.size() < 2)
        continue;
      auto Weight = [&](StringRef Name) {
        const Scope &C = *S.Children.find(Name)->second;
        return std::make_pair(C.Decls.empty() && C.Children.empty(),
                              Name.ends_with("_t"));
      };
      StringRef Struct =
          *llvm::min_element(Names, [&](StringRef A, StringRef B) {
            return Weight(A) < Weight(B);
          });
      Scope &Target = *S.Children.find(Struct)->second;
      for (StringRef Name : Names) {
        if (Name == Struct)
          continue;
        Scope &Alias = *S.Children.find(Name)->second;
        Alias.Alias = Struct.str();
        Alias.IsRecord = false;
        for (auto &[Decl, Row] : Alias.Decls)
          Target.Decls.try_emplace(Decl, Row);
        Alias.Decls.clear();
      }
    }
  }

  /// A C API family's status type: `cudaError_t`, `CUresult`,
  /// `cublasStatus_t`, `cufftResult_t`... (the shortest, typedef preferred).
  void findStatusTypes() {
    auto Rank = [](StringRef Name) -> std::optional<int> {
      std::string Lower = Name.lower();
      StringRef L = Lower;
      int Typedef = L.ends_with("_t") ? 0 : 1;
      L.consume_back("_t");
      if (L.ends_with("error") || L.ends_with("status") ||
          L.ends_with("result"))
        return Typedef;
      return std::nullopt;
    };
    std::map<StringRef, std::tuple<int, size_t, StringRef>> Best;
    for (const auto &[Name, Child] : Global.Children) {
      if (!Child->Row || Child->Row->Kind != NameKind::Type ||
          !Child->Row->Template.empty())
        continue;
      if (std::optional<int> R = Rank(Name)) {
        auto Candidate = std::make_tuple(*R, Name.size(), StringRef(Name));
        auto [It, New] = Best.try_emplace(Child->Row->Family, Candidate);
        if (!New && Candidate < It->second)
          It->second = Candidate;
      }
    }
    for (const auto &[Family, Choice] : Best)
      StatusTypes[Family] = std::get<2>(Choice);
  }

  /// Inside a covered scope, only namespaces and templates are declared
  /// (and the scopes leading to them).
  static bool declaredInCovered(const Scope &S) {
    if (S.Row && !S.Row->Template.empty())
      return true;
    if (S.IsRecord || !S.Alias.empty())
      return false;
    for (const auto &[Name, Child] : S.Children)
      if (declaredInCovered(*Child))
        return true;
    return S.Row && S.Row->Kind == NameKind::Namespace;
  }

  /// Types first (functions return them), then nested namespaces, then the
  /// other declarations.
  void emitScopeBody(llvm::raw_ostream &OS, const Scope &S, StringRef Indent) {
    bool CoversMembers = S.Covered || (S.Row && S.Row->CoversMembers);
    auto Emitted = [&](const Scope &Child) {
      return !CoversMembers || declaredInCovered(Child);
    };
    for (const auto &[Name, Child] : S.Children)
      if (Child->IsRecord && Emitted(*Child))
        emitRecord(OS, Name, *Child, Indent);
    for (const auto &[Name, Child] : S.Children)
      if (!Child->Alias.empty() && Emitted(*Child))
        OS << Indent << "typedef " << Child->Alias << " " << Name << ";\n";
    for (const auto &[Name, Child] : S.Children) {
      if (Child->IsRecord || !Child->Alias.empty() || !Emitted(*Child))
        continue;
      OS << Indent << "namespace " << Name << " {\n";
      emitScopeBody(OS, *Child, Indent);
      OS << Indent << "} // namespace " << Name << "\n";
    }
    if (CoversMembers)
      return;
    StringRef Static = S.IsRecord ? "static " : "";
    for (const auto &[Name, Row] : S.Decls) {
      switch (Row->Kind) {
      case NameKind::Function:
        emitFunction(OS, Name, *Row, Static, Indent, S);
        break;
      case NameKind::Enum:
        OS << Indent << Static << "constexpr int " << Name << " = "
           << ++EnumValues << ";\n";
        break;
      case NameKind::Member:
        OS << Indent << "::__cu2hip::any " << Name << ";\n";
        break;
      case NameKind::Type:
      case NameKind::Namespace:
      case NameKind::Header:
      case NameKind::Macro:
        llvm_unreachable("placed as scopes or emitted elsewhere");
      }
    }
  }

  void emitRecord(llvm::raw_ostream &OS, StringRef Name, const Scope &S,
                  StringRef Indent) {
    if (S.Row && !S.Row->Template.empty())
      OS << Indent << "template <" << templateParams(S.Row->Template) << ">\n";
    OS << Indent << "struct " << Name << " : ::__cu2hip::object {\n";
    std::string Inner = (Indent + "  ").str();
    OS << Inner << "using object::object;\n";
    if (auto Vector = vectorType(Name)) {
      OS << Inner << Vector->first << " ";
      for (unsigned I = 0; I < Vector->second; ++I)
        OS << (I ? ", " : "") << "xyzw"[I];
      OS << ";\n";
    }
    emitScopeBody(OS, S, Inner);
    OS << Indent << "};\n";
  }

  void emitFunction(llvm::raw_ostream &OS, StringRef Name,
                    const MappingRow &Row, StringRef Static, StringRef Indent,
                    const Scope &Parent) {
    std::string Result = "::__cu2hip::any";
    bool InGlobal = &Parent == &Global;
    // `cooperative_groups::this_grid()` returns a grid_group: members called
    // on it are keyed by their struct.
    const MappingRow *Type =
        Row.Returns.empty() ? nullptr : Table.lookup(Row.Returns);
    if (Type && Type->Kind == NameKind::Type)
      Result = "::" + Type->Cuda.str() + (Type->Template.empty() ? "" : "<>");
    // `make_float4` returns a float4, whose fields are real.
    else if (StringRef Made = Name;
             InGlobal && Made.consume_front("make_") && vectorType(Made))
      Result = Made.str();
    // `curandGenerate`: a C API function returns its family's status.
    else if (auto It = StatusTypes.find(Row.Family);
             InGlobal && It != StatusTypes.end() && isCApiName(Name))
      Result = It->second.str();
    // Clang checks dynamic parallelism's launch entry points by name: the
    // parameter buffer is a pointer, the launch returns a status.
    if (InGlobal && Name == "cudaGetParameterBuffer")
      Result = "void *";
    else if (InGlobal && Name == "cudaLaunchDevice")
      Result = "int";
    // The parentheses keep a function-like macro of the same name (a C
    // library's) from expanding.
    if (InGlobal) {
      // An ellipsis ranks below every conversion, so a user's function of
      // the same name (`llmax(a, b, c)`) wins wherever it is viable, as it
      // would against CUDA's fixed signatures; and `(void)cublasCreate` or
      // `&cudaMalloc` name one function. (Frontend.cpp passes
      // -Wno-non-pod-varargs: any argument is fine here.)
      OS << Indent << Static << "__CU2HIP_HD " << Result << " (" << Name
         << ")(...);\n";
      return;
    }
    auto Declare = [&](StringRef Params) {
      OS << Indent << "template <" << Params << "class... A> " << Static
         << "__CU2HIP_HD " << Result << " (" << Name << ")(A &&...);\n";
    };
    Declare("");
    // C++ APIs take explicit template arguments: tiled_partition<32>(g).
    if (!InGlobal) {
      Declare("auto V, ");
      Declare("class T, ");
      Declare("class T, auto V, ");
    }
  }

  /// `atomicAdd(__half *, __half)`: declared with its parameter types beside
  /// the ellipsis form, so the parse resolves a call to the row's overload
  /// (a better match than `...`) as the real headers would. Only global
  /// functions whose parameter types are scalars or stand-in types declared
  /// above, so that a rule file's row cannot break the parse; and a stand-in
  /// is built from anything, so one passed by value could take every call
  /// (`__hmax(__nv_bfloat16, __nv_bfloat16)` the __half one): such a row
  /// also needs a pointer to a stand-in, which only that type converts to.
  void emitOverloads(llvm::raw_ostream &OS) {
    for (const MappingRow *Row : Overloads) {
      StringRef Name = overloadedName(Row->Cuda);
      StringRef Params =
          Row->Cuda.drop_front(Name.size()).drop_front().drop_back();
      bool Declarable = isIdentifier(Name), ByValue = false, Pinned = false;
      for (StringRef Param : llvm::split(Params, ',')) {
        std::optional<bool> StandIn = parameterType(Param);
        Declarable &= StandIn.has_value();
        if (StandIn.value_or(false))
          (Param.contains('*') ? Pinned : ByValue) = true;
      }
      if (Declarable && (Pinned || !ByValue))
        OS << "__CU2HIP_HD ::__cu2hip::any (" << Name << ")(" << Params
           << ");\n";
    }
  }

  /// Whether parameter type \p Param (`__half *`, `unsigned int`) names a
  /// stand-in type (true) or only scalars (false); nullopt for anything
  /// else.
  std::optional<bool> parameterType(StringRef Param) const {
    llvm::SmallVector<StringRef, 4> Words;
    Param.split(Words, " ", -1, /*KeepEmpty=*/false);
    std::optional<bool> Kind;
    for (StringRef Word : Words) {
      Word = Word.trim("*&");
      if (Word.empty() || Word == "const" || Word == "volatile")
        continue;
      auto Child = Global.Children.find(Word);
      if (Child != Global.Children.end() &&
          (Child->second->IsRecord || !Child->second->Alias.empty()))
        Kind = true;
      else if (llvm::is_contained({"int", "unsigned", "long", "short", "char",
                                   "float", "double", "bool"},
                                  Word))
        Kind = Kind.value_or(false);
      else
        return std::nullopt;
    }
    return Kind;
  }

  /// `cudaMalloc`, `cuInit`, `ncclAllReduce`: a lowercase prefix, then an
  /// uppercase letter (not `curand_uniform`, `__shfl_sync`).
  static bool isCApiName(StringRef Name) {
    size_t Prefix = 0;
    while (Prefix < Name.size() && llvm::isLower(Name[Prefix]))
      ++Prefix;
    return Prefix > 0 && Prefix < Name.size() && llvm::isUpper(Name[Prefix]);
  }

  void emitMacros(llvm::raw_ostream &OS) {
    // A macro that renames a function or type (`#define cublasSgemm
    // cublasSgemm_v2`) has that row's HIP name.
    llvm::StringMap<StringRef> ByHipName;
    for (const MappingRow &Row : Table.rows())
      if (!Row.Hip.empty() && Table.lookup(Row.Cuda) == &Row &&
          (Row.Kind == NameKind::Function || Row.Kind == NameKind::Type ||
           Row.Kind == NameKind::Enum))
        ByHipName.try_emplace(Row.Hip, Row.Cuda);
    llvm::sort(Macros, [](const MappingRow *A, const MappingRow *B) {
      return A->Cuda < B->Cuda;
    });
    for (const MappingRow *Row : Macros) {
      StringRef Name = Row->Cuda;
      if (declaredByPrelude(Name) || !isIdentifier(Name))
        continue;
      // Defined by the compiler (`__CUDA_ARCH__`, `__NVCC__`) or by users
      // to opt out (`CUDA_NO_HALF`), never by the headers.
      if ((Name.starts_with("__") && Name.ends_with("__")) ||
          Name.contains("_NO_"))
        continue;
      std::string Body = "__cu2hip_value";
      if (auto It = ByHipName.find(Row->Hip); It != ByHipName.end())
        Body = It->second.str();
      else if (Name.ends_with("API") || Name.ends_with("_CB") ||
               Name.ends_with("_H_"))
        Body = ""; // calling conventions, exports, include guards
      OS << "#ifndef " << Name << "\n#define " << Name
         << (Body.empty() ? "" : " ") << Body << "\n#endif\n";
    }
  }

  static bool isIdentifier(StringRef Name) {
    return !Name.empty() && !llvm::isDigit(Name[0]) &&
           llvm::all_of(Name,
                        [](char C) { return llvm::isAlnum(C) || C == '_'; });
  }

  const MappingTable &Table;
  Scope Global;
  std::vector<const MappingRow *> Macros;
  std::vector<const MappingRow *> Overloads;
  std::set<StringRef> Headers;
  std::map<StringRef, StringRef> StatusTypes; ///< family -> type
  int EnumValues = 0;
};

} // namespace

uint64_t cu2hip::tableFingerprint(const MappingTable &Table) {
  // It reads every row: once per state of a table (MappingTable::generation).
  static std::mutex Lock;
  static llvm::DenseMap<uint64_t, uint64_t> Known;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, New] = Known.try_emplace(Table.generation(), 0);
  if (New) {
    llvm::hash_code Hash = llvm::hash_value(Table.rowCount());
    for (const MappingRow &Row : Table.rows())
      Hash = llvm::hash_combine(Hash, Row.Cuda, Row.Kind, Row.Hip, Row.Family,
                                Row.Template, Row.Returns, Row.CoversMembers);
    It->second = Hash;
  }
  return It->second;
}

std::string FallbackSdk::includeDir() { return (Root + "/include").str(); }

FallbackSdk cu2hip::generateFallbackSdk(const MappingTable &Table) {
  return Generator(Table).run();
}

const FallbackSdk &cu2hip::fallbackSdk(const MappingTable &Table) {
  // Process-wide, so that every parse and PCH of a run, on any thread, reads
  // one copy: the headers are a function of the rows the fingerprint hashes,
  // never changed once made, and handed out by reference, so never dropped.
  // One entry per set of rows: a run loads one table.
  static std::mutex Lock;
  static llvm::DenseMap<uint64_t, std::unique_ptr<FallbackSdk>> Cache;
  uint64_t Key = tableFingerprint(Table);
  std::lock_guard<std::mutex> Guard(Lock);
  std::unique_ptr<FallbackSdk> &Entry = Cache[Key];
  if (!Entry)
    Entry = std::make_unique<FallbackSdk>(generateFallbackSdk(Table));
  return *Entry;
}
