//===- CoverageReport.cpp - How much of CUDA the tables classify ----------===//
#include "cu2hip/Coverage/CoverageReport.h"
#include "CudaDeclarations.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace cu2hip;
using namespace cu2hip::coverage;
using llvm::StringRef;

namespace {

/// A family with its headers found in the toolkit.
struct FoundFamily : CoverageFamily {
  std::vector<std::string> Files; ///< relative to <cuda>/include/<Root>
};

/// The regular files in \p Dir / \p Sub whose names pass \p Match, as
/// `Sub/name`, sorted.
std::vector<std::string>
listHeaders(StringRef Dir, StringRef Sub,
            llvm::function_ref<bool(StringRef)> Match) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, Sub);
  std::vector<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Path, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef Name = llvm::sys::path::filename(It->path());
    if (It->type() != llvm::sys::fs::file_type::regular_file || !Match(Name))
      continue;
    Out.push_back(Sub.empty() ? Name.str() : (Sub + "/" + Name).str());
  }
  llvm::sort(Out);
  return Out;
}

llvm::GlobPattern compileGlob(StringRef Glob) {
  // The loader let through path characters and `*` only.
  return llvm::cantFail(llvm::GlobPattern::create(Glob));
}

/// \p Decl's headers: its plain paths as they are, then each glob's
/// matches in the toolkit, less those listed already or matching `except`.
FoundFamily findHeaders(StringRef Include, const CoverageFamily &Decl) {
  FoundFamily Out{Decl, {}};
  llvm::SmallString<256> Dir(Include);
  llvm::sys::path::append(Dir, Decl.Root);
  std::vector<llvm::GlobPattern> Except;
  for (StringRef G : Decl.Except)
    Except.push_back(compileGlob(G));
  auto Add = [&](std::string H) {
    if (!llvm::is_contained(Out.Files, H) &&
        llvm::none_of(Except,
                      [&](const llvm::GlobPattern &P) { return P.match(H); }))
      Out.Files.push_back(std::move(H));
  };
  for (StringRef H : Decl.Headers) {
    if (!H.contains('*')) {
      Add(H.str());
      continue;
    }
    StringRef Sub, Name = H;
    if (H.contains('/'))
      std::tie(Sub, Name) = H.rsplit('/');
    llvm::GlobPattern Glob = compileGlob(Name);
    for (std::string &Found : listHeaders(
             Dir, Sub, [&](StringRef File) { return Glob.match(File); }))
      Add(std::move(Found));
  }
  return Out;
}

/// The families the tables declare, in their order, headers found.
std::vector<FoundFamily> families(StringRef Include,
                                  llvm::ArrayRef<CoverageFamily> Declared) {
  std::vector<FoundFamily> Out;
  for (const CoverageFamily &Decl : Declared)
    Out.push_back(findHeaders(Include, Decl));
  llvm::stable_sort(Out, [](const FoundFamily &A, const FoundFamily &B) {
    return A.Order < B.Order;
  });
  return Out;
}

/// The toolkit's public headers whose declarations no family counts yet
/// (only the header itself may have a row): the denominator's known gap.
std::vector<std::string>
uncountedHeaders(StringRef Include, llvm::ArrayRef<FoundFamily> Families) {
  std::set<std::string> Counted;
  for (const FoundFamily &F : Families)
    if (!F.CountsHeaders)
      Counted.insert(F.Files.begin(), F.Files.end());
  std::vector<std::string> Out;
  for (StringRef Sub : {"", "crt", "nvtx3"})
    for (StringRef Ext : {".h", ".hpp"})
      for (std::string &H : listHeaders(
               Include, Sub, [&](StringRef N) { return N.ends_with(Ext); }))
        if (!Counted.count(H))
          Out.push_back(std::move(H));
  llvm::sort(Out);
  return Out;
}

/// Helpers the CUDA headers define for their own use that no naming rule
/// below recognises.
constexpr StringRef HeaderHelperNames[] = {"CUDART_DEVICE",
                                           "EXCLUDE_FROM_RTC",
                                           "IF_DEVICE_OR_CUDACC",
                                           "NV_INT_OR_BOOL",
                                           "NV_MATH_BEGIN_NAMESPACE_STD",
                                           "NV_MATH_END_NAMESPACE_STD",
                                           "NV_MATH_NOEXCEPT",
                                           "NV_MATH_NOEXCEPT_OR_THROW",
                                           "__dv",
                                           "__local_warpSize",
                                           "__nv_isurf_trait",
                                           "__nv_itex_trait"};

/// Names of the implementation rather than the API: reserved names, CUDA's
/// internal prefixes and compiler builtins. At global scope, names with two
/// leading underscores and a lowercase letter are CUDA's documented device
/// API (`__sinf`, `__shfl_sync`, `__half`, `__device__`) and stay; inside a
/// namespace any leading underscore marks a detail, and so does a scope
/// named `detail` or with a leading underscore (`nvtx3::detail::`).
bool isImplementationName(StringRef Name) {
  auto [Scope, Last] = Name.rsplit("::");
  if (Last.empty())
    Last = Scope;
  else if (Last.starts_with("_") ||
           llvm::any_of(llvm::split(Scope, "::"), [](StringRef Part) {
             return Part.starts_with("_") || Part == "detail";
           }))
    return true; // `nvcuda::experimental::__pipeline_internal::...`
  if (llvm::is_contained(HeaderHelperNames, Last))
    return true;
  for (StringRef Prefix : {"__cuda", "__CUDA", "__builtin_", "__float_simpl_"})
    if (Last.starts_with(Prefix))
      return true;
  if (Last.contains("_internal"))
    return true;
  // `__nvJitLinkCreate_13_0`: the versioned entry point behind an inline
  // wrapper of the public name.
  static const llvm::Regex VersionedEntry("^__.*_[0-9]+_[0-9]+$");
  if (VersionedEntry.match(Last))
    return true;
  StringRef Rest = Last.ltrim('_');
  if (Rest.size() == Last.size() || Rest.empty())
    return false;
  // _Foo, __FOO__, ___FOO: reserved; _foo: reserved at global scope.
  return llvm::isUpper(Rest[0]) || Last.size() - Rest.size() == 1;
}

/// `cuMemAlloc_v2`: versioned names that users reach through a public macro
/// (`#define cuMemAlloc cuMemAlloc_v2`) count under the macro's name.
bool isVersionedAliasTarget(StringRef Name, const CudaDeclarations &Decls) {
  static const llvm::Regex Versioned("_v[0-9]+$");
  auto It = Decls.MacroAliases.find(Name);
  return It != Decls.MacroAliases.end() && Versioned.match(Name) &&
         llvm::any_of(It->second, [](const std::string &Macro) {
           return !isImplementationName(Macro);
         });
}

enum Column { Supported, Attention, Unsupported, Unclassified, NumColumns };

struct FamilyResult {
  std::set<std::string> Declared;
  std::array<unsigned, NumColumns> Counts{};
  std::vector<std::string> Unclassified;
  std::vector<std::string> Legacy;
  /// Names classified by their header's row (covers_members).
  unsigned ByHeader = 0;
};

Column classify(const MappingRow *Row) {
  if (!Row)
    return Unclassified;
  switch (Row->Status) {
  case MappingStatus::Supported:
  case MappingStatus::Removed: // translated exactly, by deleting it
    return Supported;
  case MappingStatus::Attention:
    return Attention;
  case MappingStatus::Unsupported:
    return Unsupported;
  }
  llvm_unreachable("covered switch");
}

std::string percent(unsigned Part, unsigned Whole) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::format("%.1f%%", Whole ? 100.0 * Part / Whole : 100.0);
  return Out;
}

/// A comma-separated list wrapped at 100 columns, inside a code block.
void writeNameBlock(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Names) {
  if (Names.empty()) {
    OS << "None.\n\n";
    return;
  }
  OS << "```text\n";
  size_t Column = 0;
  for (size_t I = 0; I < Names.size(); ++I) {
    std::string Item = Names[I] + (I + 1 < Names.size() ? "," : "");
    if (Column && Column + 1 + Item.size() > 100) {
      OS << "\n";
      Column = 0;
    }
    OS << (Column ? " " : "") << Item;
    Column += (Column ? 1 : 0) + Item.size();
  }
  OS << "\n```\n\n";
}

void writeSummaryRow(llvm::raw_ostream &OS, StringRef Name, unsigned Declared,
                     const std::array<unsigned, NumColumns> &C) {
  OS << "| " << Name << " | " << Declared << " | " << C[Supported] << " | "
     << C[Attention] << " | " << C[Unsupported] << " | " << C[Unclassified]
     << " | " << percent(Declared - C[Unclassified], Declared) << " |\n";
}

/// The declarations of each family's headers: the toolkit core in one
/// translation unit, each library in its own.
struct ParsedFamilies {
  CudaDeclarations Core;
  std::map<StringRef, CudaDeclarations> Libraries;
};

llvm::Expected<ParsedFamilies>
parseFamilies(llvm::ArrayRef<FoundFamily> Families, StringRef CudaPath) {
  // The toolkit core is parsed once, each library on its own. crt/
  // headers refuse direct inclusion; cuda_runtime.h brings them in. A .hpp
  // is the implementation of its .h (cuda_fp16.hpp), unless it has none
  // (nvtx3/nvtx3.hpp).
  auto HeadersToParse = [](llvm::ArrayRef<const FoundFamily *> Group) {
    std::vector<std::string> Headers = {"cuda_runtime.h"};
    for (const FoundFamily *F : Group)
      for (const std::string &H : F->Files) {
        StringRef Name(H);
        bool Standalone =
            Name.ends_with(".h") ||
            (Name.ends_with(".hpp") &&
             !llvm::is_contained(F->Files, Name.drop_back(2).str()));
        if (!Name.starts_with("crt/") && Standalone &&
            !llvm::is_contained(Headers, H))
          Headers.push_back(H);
      }
    return Headers;
  };
  std::vector<const FoundFamily *> Core;
  for (const FoundFamily &F : Families)
    if (!F.OwnUnit && !F.CountsHeaders)
      Core.push_back(&F);
  ParsedFamilies Out;
  llvm::Expected<CudaDeclarations> Decls =
      parseCudaDeclarations(CudaPath, HeadersToParse(Core));
  if (!Decls)
    return Decls.takeError();
  Out.Core = std::move(*Decls);
  for (const FoundFamily &F : Families) {
    if (!F.OwnUnit)
      continue;
    llvm::Expected<CudaDeclarations> Lib =
        parseCudaDeclarations(CudaPath, HeadersToParse({&F}));
    if (!Lib)
      return Lib.takeError();
    Out.Libraries[F.Family] = std::move(*Lib);
  }
  return std::move(Out);
}

/// How the tables classify the names family \p F declares.
FamilyResult
classifyFamily(const FoundFamily &F, const ParsedFamilies &Parsed,
               llvm::ArrayRef<const MappingRow *> Rows,
               llvm::function_ref<const MappingRow *(StringRef)> Lookup) {
  FamilyResult Result;
  // A header row with covers_members classifies the names its header
  // declares that have no row of their own (CUPTI, Perfworks).
  std::map<StringRef, const MappingRow *> CoveringHeader;
  if (F.CountsHeaders) {
    Result.Declared.insert(F.Files.begin(), F.Files.end());
  } else {
    const CudaDeclarations &From =
        F.OwnUnit ? Parsed.Libraries.at(F.Family) : Parsed.Core;
    std::set<StringRef> Files(F.Files.begin(), F.Files.end());
    for (const DeclaredName &D : From.Names) {
      if (!Files.count(D.File) || isImplementationName(D.Name) ||
          isVersionedAliasTarget(D.Name, From))
        continue;
      // Cooperative groups' API is its namespace's direct members; the
      // other families' is global, plus the members of their namespace at
      // any depth (`nvcuda::wmma::precision::tf32`).
      StringRef Scope = StringRef(D.Name).rsplit("::").first;
      bool InScope =
          F.DirectMembersOnly
              ? Scope == F.Namespace
              : Scope == D.Name ||
                    (!F.Namespace.empty() &&
                     StringRef(D.Name).starts_with((F.Namespace + "::").str()));
      if (!InScope)
        continue;
      Result.Declared.insert(D.Name);
      if (const MappingRow *H = Lookup(D.File);
          H && H->Kind == NameKind::Header && H->CoversMembers)
        CoveringHeader.try_emplace(D.Name, H);
    }
  }
  for (const std::string &Name : Result.Declared) {
    const MappingRow *Row = Lookup(Name);
    if (auto It = CoveringHeader.find(Name);
        !Row && It != CoveringHeader.end()) {
      Row = It->second;
      ++Result.ByHeader;
    }
    Column C = classify(Row);
    ++Result.Counts[C];
    if (C == Unclassified)
      Result.Unclassified.push_back(Name);
  }
  for (const MappingRow *R : Rows)
    if (R->Family == F.Family && R->CudaRemoved.isSet())
      Result.Legacy.push_back(
          (R->Cuda + " (" + R->CudaRemoved.str() + ")").str());
  llvm::sort(Result.Legacy);
  return Result;
}

/// What is counted and how, and the summary table's header.
void writeIntro(llvm::raw_ostream &OS, StringRef CudaVersion) {
  OS << "<!-- generated by cu2hip-coverage; do not edit -->\n"
     << "# Coverage of the CUDA " << CudaVersion << " headers\n\n"
     << "`cu2hip-coverage report` parses each family's CUDA headers with "
        "Clang (host side, as nvcc's\n"
        "host pass sees them), lists the public names they declare at "
        "namespace level (functions,\n"
        "types, enumerators, macros) and looks each up in the mapping tables "
        "(`mappings/*.yaml`).\n"
        "Left out: members, include guards, implementation names (`__cuda*`, "
        "`__CUDA*`, `_Reserved`,\n"
        "`__builtin_*`, `*_internal*`, `__*_13_0`, a short list of header "
        "helpers such as `__dv`; inside a namespace,\n"
        "any leading `_`, and the members of `detail` and `_`-prefixed "
        "scopes), and versioned names such as `cuMemAlloc_v2` that "
        "users reach through a\n"
        "public macro (`cuMemAlloc`). `__`-prefixed lowercase names at global "
        "scope are CUDA's device\n"
        "API (`__sinf`, `__half`, `__device__`) and are counted.\n\n"
        "`cu2hip-coverage check-headers` verifies the rows themselves: each "
        "CUDA name must be spelled\n"
        "(outside comments and string literals, or produced by token pasting) "
        "in the CUDA headers unless\n"
        "the row has `cuda_removed`; each HIP name with `hip_since` 5.2, and "
        "each `fallback`, must be\n"
        "spelled in Debian's HIP 5.2 headers for AMD (`nvidia_detail/` does "
        "not count) or in the\n"
        "`__clang_hip_*.h` headers of hipcc's clang. Accepted without a "
        "header: the compiler keyword\n"
        "`__restrict__`, and nvcc's predefined macros (`__CUDACC_VER_BUILD__`, "
        "`__CUDA_ARCH__`...).\n"
        "A macro's fallback may be its value (`CUDART_PI_F` below HIP 5.4 is "
        "`3.141592654F`): then each\n"
        "name it calls must be in those headers, and "
        "test/tables/macro-values.test checks the value\n"
        "against the CUDA header's, type and bits.\n\n"
        "A name without a row of its own is classified by the row of the "
        "header declaring it where that\n"
        "row says `covers_members` (CUPTI, Perfworks, NVBLAS and cuFFTW, "
        "whose names follow their header).\n\n"
        "Regenerate after changing a table (test/tables/coverage-up-to-date."
        "test checks it):\n"
        "`build/bin/cu2hip-coverage report --cuda-path /usr/local/cuda -o "
        "docs/coverage.md`\n\n"
     << "| family | declared names | supported | needs attention | "
        "unsupported | not yet classified | classified |\n"
     << "|---|---:|---:|---:|---:|---:|---:|\n";
}

/// docs/coverage.md: what is counted and how, the table, then each family.
std::string renderCoverage(StringRef CudaVersion, StringRef Include,
                           llvm::ArrayRef<FoundFamily> Families,
                           llvm::ArrayRef<FamilyResult> Results) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  writeIntro(OS, CudaVersion);
  std::array<unsigned, NumColumns> Total{};
  unsigned TotalDeclared = 0;
  for (size_t I = 0; I < Families.size(); ++I) {
    writeSummaryRow(OS, Families[I].Family, Results[I].Declared.size(),
                    Results[I].Counts);
    TotalDeclared += Results[I].Declared.size();
    for (unsigned C = 0; C < NumColumns; ++C)
      Total[C] += Results[I].Counts[C];
  }
  writeSummaryRow(OS, "**total**", TotalDeclared, Total);
  std::vector<std::string> Uncounted = uncountedHeaders(Include, Families);
  if (Uncounted.empty()) {
    OS << "\nEvery public header under `include/` (and `crt/`, `nvtx3/`) is "
          "in the denominator.\n";
  } else {
    OS << "\nNot in the denominator yet: the names declared by "
       << Uncounted.size()
       << " public headers no family above parses (a header's own row is "
          "counted under `headers`):\n\n";
    writeNameBlock(OS, Uncounted);
  }

  for (size_t I = 0; I < Families.size(); ++I) {
    const FoundFamily &F = Families[I];
    const FamilyResult &R = Results[I];
    OS << "\n## " << F.Family << "\n\n";
    if (!F.Summary.empty()) {
      auto [Before, After] = F.Summary.split("{count}");
      OS << "Headers: " << Before;
      if (F.Summary.contains("{count}"))
        OS << F.Files.size() << After;
      OS << ".\n\n";
    } else {
      OS << "Headers:";
      for (size_t J = 0; J < F.Files.size(); ++J)
        OS << (J ? ", `" : " `") << F.Files[J] << "`";
      OS << ".\n\n";
    }
    if (R.ByHeader)
      OS << R.ByHeader
         << " names have no row of their own: their header's row classifies "
            "them (`covers_members`).\n\n";
    OS << "### Not yet classified (" << R.Unclassified.size() << ")\n\n";
    writeNameBlock(OS, R.Unclassified);
    OS << "### Legacy names in the tables (`cuda_removed`, " << R.Legacy.size()
       << ")\n\n";
    writeNameBlock(OS, R.Legacy);
  }
  // One trailing newline, as editors and diff expect.
  while (StringRef(Out).ends_with("\n\n"))
    Out.pop_back();
  return Out;
}

} // namespace

llvm::Expected<std::string>
coverage::coverageReport(llvm::ArrayRef<const MappingRow *> Rows,
                         llvm::ArrayRef<CoverageFamily> Declared,
                         StringRef CudaPath) {
  llvm::SmallString<256> Include(CudaPath);
  llvm::sys::path::append(Include, "include");
  std::vector<FoundFamily> Families = families(Include, Declared);
  llvm::Expected<ParsedFamilies> Parsed = parseFamilies(Families, CudaPath);
  if (!Parsed)
    return Parsed.takeError();
  llvm::StringMap<const MappingRow *> ByName;
  for (const MappingRow *R : Rows)
    ByName[R->Cuda] = R;
  auto Lookup = [&](StringRef Name) -> const MappingRow * {
    auto It = ByName.find(Name);
    return It == ByName.end() ? nullptr : It->second;
  };
  std::vector<FamilyResult> Results;
  for (const FoundFamily &F : Families)
    Results.push_back(classifyFamily(F, *Parsed, Rows, Lookup));
  return renderCoverage(Parsed->Core.CudaVersion, Include, Families, Results);
}
