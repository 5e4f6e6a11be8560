//===- CMakeMigrator.cpp - Migrate one CMake script -----------------------===//
///
/// \file
/// Command by command: the CUDA language becomes HIP where a command or
/// generator expression names a language; CUDA variables, properties and
/// compile features are renamed wherever they appear; values that hold
/// architectures or nvcc flags are migrated; CUDA libraries become ROCm
/// imported targets, whose packages the file then finds; `.cu` sources are
/// marked LANGUAGE HIP, since CMake compiles only `.hip` files as HIP by
/// default. Edits are minimal spans, so comments and layout survive, and
/// everything written is HIP, so migrating the output again changes nothing.
///
//===----------------------------------------------------------------------===//
#include "CMakeLexer.h"
#include "Migrators.h"
#include "NvccFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The first CMake version with the HIP language.
constexpr unsigned HipMinimumMajor = 3, HipMinimumMinor = 21;

bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

using MajorMinor = std::pair<unsigned, unsigned>;

/// "3.18" or "3.18.4" as {3, 18}.
std::optional<MajorMinor> majorMinor(StringRef V) {
  llvm::SmallVector<StringRef, 3> Parts;
  V.split(Parts, '.');
  unsigned Major = 0, Minor = 0;
  if (Parts.empty() || Parts[0].getAsInteger(10, Major) ||
      (Parts.size() > 1 && Parts[1].getAsInteger(10, Minor)))
    return std::nullopt;
  return MajorMinor{Major, Minor};
}

bool isFalseConstant(StringRef S) {
  return llvm::is_contained({"OFF", "FALSE", "NO", "N", "0", "IGNORE", ""},
                            S.upper());
}

/// A find_package(CUDAToolkit) or find_package(CUDA) to turn into
/// find_package(hip), with the packages the file needs after it.
struct CudaFind {
  const CMakeCommand *Command;
  std::string Options; ///< " REQUIRED", " QUIET"... as the file had them
  /// The old FindCUDA module, which compiled .cu files without the CUDA
  /// language: HIP's has to be enabled.
  bool FindCuda = false;
};

class CMakeMigrator {
public:
  CMakeMigrator(ScriptContext &Ctx, const CMakeParse &Parse)
      : Ctx(Ctx), Parse(Parse) {}
  void run();

private:
  void migrateCommand(const CMakeCommand &C);
  void migrateBuiltinCommand(const CMakeCommand &C, StringRef Lower);
  bool migrateTableCommand(const CMakeCommand &C, StringRef Lower);
  void migrateProject(const CMakeCommand &C);
  void migrateLanguageArgs(const CMakeCommand &C, size_t From, size_t To);
  void migrateFindPackage(const CMakeCommand &C);
  void migrateValues(const CMakeCommand &C);
  void migrateValue(const CMakeCommand &C, const CMakeName &Row,
                    size_t First, size_t Last);
  void migrateArchitectures(const CMakeCommand &C, const CMakeName &Row,
                            size_t First, size_t Last);
  void migrateFlagArgs(const CMakeCommand &C, size_t First, size_t Last,
                       bool List);
  void migrateWords(const CMakeArg &A);
  void migrateGenex(const CMakeArg &A);
  void migrateTargets(const CMakeCommand &C);
  void markCuSources(const CMakeCommand &C, size_t First);
  void markGlobbedSources(const CMakeCommand &C);
  void insertSourceProperties(const CMakeCommand &C, StringRef Files);
  void needPackage(StringRef Package, const CMakeCommand &C);
  void finish();
  void raiseMinimumVersion(const CMakeCommand &C);

  /// Replaces arg \p A's content span [Begin, Begin + Len) with \p Text.
  void replaceIn(const CMakeArg &A, size_t Begin, size_t Len,
                 StringRef Text) {
    Ctx.Edits.replace(A.ContentOffset + Begin, Len, Text);
  }
  void removeArg(const CMakeArg &A) {
    auto [B, E] = removalRange(Ctx.Source, A.Offset, A.end(), true);
    Ctx.Edits.replace(B, E - B, "");
  }

  ScriptContext &Ctx;
  const CMakeParse &Parse;
  std::vector<CudaFind> CudaFinds;
  /// Packages the migrated file uses, in order of first use, with the
  /// command that first uses each.
  std::vector<std::pair<StringRef, const CMakeCommand *>> Needed;
  llvm::StringSet<> Found;      ///< packages the file already finds
  llvm::StringSet<> CoveredCu;  ///< sources already marked LANGUAGE HIP
  bool EnablesHip = false;
  bool NamesLanguage = false; ///< project()/enable_language() name CUDA/HIP
  const CMakeCommand *MinimumRequired = nullptr;
};

std::vector<ScriptWord> splitWords(StringRef Text, unsigned Offset,
                                   StringRef Separators) {
  std::vector<ScriptWord> Words;
  size_t I = 0;
  while (I < Text.size()) {
    if (Separators.contains(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && !Separators.contains(Text[J]))
      ++J;
    Words.push_back({Offset + unsigned(I), Text.slice(I, J)});
    I = J;
  }
  return Words;
}

/// The flags an argument holds: a quoted string is split at blanks, a list
/// at `;`, and a generator expression `$<cond:flags>` contributes its
/// value part.
std::vector<ScriptWord> flagWords(const CMakeArg &A) {
  StringRef Text = A.Content;
  unsigned Offset = A.ContentOffset;
  if (Text.starts_with("$<") && Text.ends_with(">")) {
    unsigned Depth = 0;
    for (size_t I = 0; I < Text.size(); ++I) {
      if (Text.substr(I).starts_with("$<")) {
        ++Depth;
        ++I;
      } else if (Text[I] == '>') {
        --Depth;
      } else if (Text[I] == ':' && Depth == 1) {
        Offset += I + 1;
        Text = Text.slice(I + 1, Text.size() - 1);
        break;
      }
    }
  }
  return splitWords(Text, Offset, " \t\n;");
}

void CMakeMigrator::run() {
  // What the file already has, so a second migration adds nothing.
  for (const CMakeCommand &C : Parse.Commands) {
    StringRef Lower = C.Name;
    if (Lower.equals_insensitive("find_package") && !C.Args.empty())
      Found.insert(C.Args[0].Content);
    if (Lower.equals_insensitive("set_source_files_properties")) {
      bool ToHip = false;
      for (size_t I = 0; I + 1 < C.Args.size(); ++I)
        ToHip |= C.Args[I].Content == "LANGUAGE" &&
                 C.Args[I + 1].Content == "HIP";
      for (const CMakeArg &A : C.Args) {
        if (A.Content == "PROPERTIES")
          break;
        if (ToHip)
          CoveredCu.insert(A.Content);
      }
    }
  }
  for (const CMakeCommand &C : Parse.Commands)
    migrateCommand(C);
  finish();
}

void CMakeMigrator::migrateCommand(const CMakeCommand &C) {
  // FindCUDA's commands (from the table) or CMake's own; the arguments of
  // either then go through the name, value and target rules below.
  std::string Lower = C.Name.lower();
  if (!migrateTableCommand(C, Lower))
    migrateBuiltinCommand(C, Lower);

  // LANGUAGE CUDA / LINKER_LANGUAGE CUDA in property commands.
  for (size_t I = 0; I + 1 < C.Args.size(); ++I)
    if (C.Args[I].Content == "LANGUAGE" ||
        C.Args[I].Content == "LINKER_LANGUAGE")
      migrateLanguageArgs(C, I + 1, I + 2);

  migrateValues(C);
  for (const CMakeArg &A : C.Args) {
    if (A.Kind == CMakeArg::Paren)
      continue;
    migrateGenex(A);
    migrateWords(A);
  }
  migrateTargets(C);
}

/// The CMake commands whose arguments say what they are: languages,
/// packages, sources, flags.
void CMakeMigrator::migrateBuiltinCommand(const CMakeCommand &C,
                                          StringRef Lower) {
  if (Lower == "project")
    return migrateProject(C);
  if (Lower == "enable_language" || Lower == "check_language")
    return migrateLanguageArgs(C, 0, C.Args.size());
  if (Lower == "find_package")
    return migrateFindPackage(C);
  if (Lower == "cmake_minimum_required") {
    MinimumRequired = &C;
    return;
  }
  if (Lower == "file")
    return markGlobbedSources(C);
  if (llvm::is_contained({"add_executable", "add_library", "target_sources",
                          "set"},
                         Lower))
    return markCuSources(C, 1);
  if (Lower == "list" && !C.Args.empty() && C.Args[0].Content == "APPEND")
    return markCuSources(C, 2);
  if (llvm::is_contained({"target_compile_options", "add_compile_options",
                          "target_link_options", "add_link_options"},
                         Lower))
    return migrateFlagArgs(C, 0, C.Args.size(), /*List=*/true);
}

/// FindCUDA's commands (cuda_add_executable...), named by the cmake table.
bool CMakeMigrator::migrateTableCommand(const CMakeCommand &C,
                                        StringRef Lower) {
  const CMakeName *Row = Ctx.Index.cmake(Lower, CMakeNameKind::Command);
  if (!Row)
    return false;
  Ctx.UsesCuda = true;
  if (Row->Status == BuildStatus::Unsupported) {
    Ctx.report(C.NameOffset, "'" + C.Name + "' left as is: " + Row->Reason,
               Row->Cuda);
    return true;
  }
  Ctx.Edits.replace(C.NameOffset, C.Name.size(), Row->Hip);
  if (Row->Status == BuildStatus::Attention)
    Ctx.report(C.NameOffset,
               "'" + C.Name + "' changed to '" + Row->Hip + "': " +
                   Row->Reason,
               Row->Cuda);
  switch (Row->Value) {
  case BuildValue::Sources: {
    auto Options = llvm::find_if(
        C.Args, [](const CMakeArg &A) { return A.Content == "OPTIONS"; });
    if (Options != C.Args.end()) {
      StringRef Text = Ctx.Source.slice(Options->Offset, C.Args.back().end());
      auto [B, E] =
          removalRange(Ctx.Source, Options->Offset, C.Args.back().end(), true);
      Ctx.Edits.replace(B, E - B, "");
      Ctx.report(Options->Offset,
                 "'" + Text + "' of '" + C.Name +
                     "' removed: give these flags (migrated) to "
                     "target_compile_options",
                 Row->Cuda);
    }
    markCuSources(C, 1);
    break;
  }
  case BuildValue::LinkPackage:
    if (const RocmPackage *P =
            Ctx.Index.packageFor(Row->Package, Ctx.Options.Target)) {
      Ctx.Edits.insert(C.Close, " " + P->Target.str());
      needPackage(P->Package, C);
    }
    break;
  default:
    break;
  }
  return true;
}

void CMakeMigrator::migrateProject(const CMakeCommand &C) {
  static constexpr StringRef Keywords[] = {"VERSION", "DESCRIPTION",
                                           "HOMEPAGE_URL", "LANGUAGES"};
  size_t From = 1;
  for (size_t I = 1; I < C.Args.size(); ++I)
    if (C.Args[I].Content == "LANGUAGES")
      From = I + 1;
  size_t To = From;
  while (To < C.Args.size() && !llvm::is_contained(Keywords, C.Args[To].Content))
    ++To;
  migrateLanguageArgs(C, From, To);
}

/// Args [From, To) that name languages: CUDA becomes HIP (or goes, when HIP
/// is already among them).
void CMakeMigrator::migrateLanguageArgs(const CMakeCommand &C, size_t From,
                                        size_t To) {
  const CMakeName *Row = Ctx.Index.cmake("CUDA", CMakeNameKind::Language);
  if (!Row)
    return;
  bool HasHip = false;
  for (size_t I = From; I < To; ++I)
    HasHip |= C.Args[I].Content == Row->Hip;
  NamesLanguage |= HasHip;
  for (size_t I = From; I < To; ++I) {
    const CMakeArg &A = C.Args[I];
    if (A.Content != Row->Cuda)
      continue;
    Ctx.UsesCuda = true;
    if (HasHip)
      removeArg(A);
    else
      replaceIn(A, 0, A.Content.size(), Row->Hip);
    HasHip = NamesLanguage = true;
    if (!C.Name.equals_insensitive("check_language"))
      EnablesHip = true;
  }
}

void CMakeMigrator::migrateFindPackage(const CMakeCommand &C) {
  if (C.Args.empty())
    return;
  const CMakeName *Row =
      Ctx.Index.cmake(C.Args[0].Content, CMakeNameKind::Package);
  if (!Row)
    return;
  Ctx.UsesCuda = true;
  std::string Options;
  for (const CMakeArg &A : llvm::drop_begin(C.Args))
    if (llvm::is_contained({"REQUIRED", "QUIET"}, A.Content))
      Options += " " + A.Content.str();
  CudaFinds.push_back({&C, Options, C.Args[0].Content == "CUDA"});
  Found.insert(Row->Hip);
}

/// Values of the names whose rows say how to migrate them: architectures,
/// flags, compiler paths, compiler ids.
void CMakeMigrator::migrateValues(const CMakeCommand &C) {
  auto RowOf = [&](const CMakeArg &A) -> const CMakeName * {
    const CMakeName *Row = Ctx.Index.cmakeWord(A.Content);
    return Row && Row->Value != BuildValue::None ? Row : nullptr;
  };
  StringRef Name = C.Name;
  size_t N = C.Args.size();
  if (Name.equals_insensitive("set") && N >= 1) {
    if (const CMakeName *Row = RowOf(C.Args[0])) {
      size_t Last = N;
      for (size_t I = 1; I < N; ++I)
        if (C.Args[I].Content == "CACHE" || C.Args[I].Content == "PARENT_SCOPE") {
          Last = I;
          break;
        }
      migrateValue(C, *Row, 1, Last);
    }
    return;
  }
  if ((Name.equals_insensitive("string") || Name.equals_insensitive("list")) &&
      N >= 2 && llvm::is_contained({"APPEND", "PREPEND"}, C.Args[0].Content)) {
    if (const CMakeName *Row = RowOf(C.Args[1]))
      migrateValue(C, *Row, 2, N);
    return;
  }
  for (size_t I = 0; I + 1 < N; ++I) {
    StringRef K = C.Args[I].Content;
    if (K == "PROPERTY") { // set_property(... PROPERTY name values...)
      if (const CMakeName *Row = RowOf(C.Args[I + 1]))
        migrateValue(C, *Row, I + 2, N);
      return;
    }
    if (K == "PROPERTIES") { // set_*_properties(... PROPERTIES k v k v)
      for (size_t J = I + 1; J + 1 < N; J += 2)
        if (const CMakeName *Row = RowOf(C.Args[J]))
          migrateValue(C, *Row, J + 1, J + 2);
      return;
    }
  }
  // A comparison: if(CMAKE_CUDA_COMPILER_ID STREQUAL "NVIDIA").
  for (const CMakeArg &A : C.Args)
    if (const CMakeName *Row = RowOf(A);
        Row && Row->Value == BuildValue::CompilerId)
      migrateValue(C, *Row, 0, N);
}

void CMakeMigrator::migrateValue(const CMakeCommand &C, const CMakeName &Row,
                                 size_t First, size_t Last) {
  if (First >= Last || Row.Status == BuildStatus::Unsupported)
    return;
  switch (Row.Value) {
  case BuildValue::Architectures:
    migrateArchitectures(C, Row, First, Last);
    return;
  case BuildValue::Flags:
    migrateFlagArgs(C, First, Last, /*List=*/false);
    return;
  case BuildValue::Compiler:
    Ctx.report(C.Args[First].Offset,
               "'" + Row.Cuda + "' set to '" +
                   Ctx.Source.slice(C.Args[First].Offset,
                                    C.Args[Last - 1].end()) +
                   "': " + Row.Reason,
               Row.Cuda);
    return;
  case BuildValue::CompilerId:
    for (size_t I = First; I < Last; ++I) {
      const CMakeArg &A = C.Args[I];
      if (const CMakeName *Id =
              Ctx.Index.cmake(A.Content, CMakeNameKind::CompilerId))
        replaceIn(A, 0, A.Content.size(), Id->Hip);
    }
    return;
  default:
    return;
  }
}

void CMakeMigrator::migrateArchitectures(const CMakeCommand &C,
                                         const CMakeName &Row, size_t First,
                                         size_t Last) {
  if (Last - First == 1 && isFalseConstant(C.Args[First].Content))
    return; // OFF: no architecture flags, for HIP as for CUDA
  const auto &Archs = Ctx.Options.OffloadArchs;
  std::string Text = llvm::join(Archs, ";");
  if (Archs.size() > 1)
    Text = "\"" + Text + "\"";
  unsigned Begin = C.Args[First].Offset, End = C.Args[Last - 1].end();
  StringRef Old = Ctx.Source.slice(Begin, End);
  if (!Ctx.Edits.replace(Begin, End - Begin, Text))
    return;
  Ctx.UsesCuda = true;
  if (Old.contains("${"))
    Ctx.report(Begin,
               "'" + Row.Cuda + "' took CUDA architectures from '" + Old +
                   "'; written as the AMD targets '" + llvm::join(Archs, ";") +
                   "'",
               Row.Cuda);
}

/// nvcc flags among args [First, Last). In a list of options (\p List:
/// target_compile_options...) several flags written for one become list
/// items where a blank would not separate them: inside a quoted argument or
/// a generator expression. In a flags string (CMAKE_HIP_FLAGS) they stay
/// blank-separated.
void CMakeMigrator::migrateFlagArgs(const CMakeCommand &C, size_t First,
                                    size_t Last, bool List) {
  FlagLineState State;
  for (size_t I = First; I < Last; ++I) {
    const CMakeArg &A = C.Args[I];
    if (A.Kind == CMakeArg::Paren)
      continue;
    std::vector<ScriptWord> Words = flagWords(A);
    std::vector<FlagRewrite> Rewrites = migrateNvccFlags(Ctx, Words, State);
    if (List && (A.Kind != CMakeArg::Unquoted || A.Content.starts_with("$<")))
      for (FlagRewrite &R : Rewrites)
        std::replace(R.Text.begin(), R.Text.end(), ' ', ';');
    applyFlagRewrites(Ctx, Words, Rewrites, /*NewlineIsBlank=*/true);
  }
}

/// Variables, properties and compile features, wherever they appear:
/// `set(CMAKE_CUDA_STANDARD 17)`, `"${CMAKE_CUDA_FLAGS} ..."`.
void CMakeMigrator::migrateWords(const CMakeArg &A) {
  StringRef Text = A.Content;
  for (size_t I = 0; I < Text.size();) {
    if (!isIdentChar(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && isIdentChar(Text[J]))
      ++J;
    StringRef Word = Text.slice(I, J);
    size_t At = I;
    I = J;
    if (const CMakeName *Row = Ctx.Index.cmakeWord(Word)) {
      Ctx.UsesCuda = true;
      unsigned Offset = A.ContentOffset + At;
      if (Row->Status == BuildStatus::Unsupported) {
        Ctx.report(Offset, "'" + Word + "' left as is: " + Row->Reason, Word);
        continue;
      }
      replaceIn(A, At, Word.size(), Row->Hip);
      if (Row->Status == BuildStatus::Attention)
        Ctx.report(Offset,
                   "'" + Word + "' changed to '" + Row->Hip +
                       "': " + Row->Reason,
                   Word);
    } else if (Word.starts_with("CMAKE_CUDA_") ||
               Word.starts_with("CUDAToolkit_")) {
      Ctx.UsesCuda = true;
      Ctx.report(A.ContentOffset + At,
                 "'" + Word +
                     "' is not in the build-system tables; left as is",
                 Word);
    }
  }
}

/// `$<COMPILE_LANGUAGE:CUDA>`, `$<COMPILE_LANG_AND_ID:CUDA,NVIDIA>`,
/// `$<CUDA_COMPILER_ID:NVIDIA>`.
void CMakeMigrator::migrateGenex(const CMakeArg &A) {
  StringRef Text = A.Content;
  for (size_t At = Text.find("$<"); At != StringRef::npos;
       At = Text.find("$<", At + 2)) {
    StringRef Rest = Text.substr(At + 2);
    size_t Colon = Rest.find_first_of(":>");
    if (Colon == StringRef::npos || Rest[Colon] != ':')
      continue;
    StringRef Kind = Rest.take_front(Colon);
    bool LanguageFirst = Kind == "COMPILE_LANG_AND_ID" ||
                         Kind == "LINK_LANG_AND_ID";
    bool AllLanguages = Kind == "COMPILE_LANGUAGE" || Kind == "LINK_LANGUAGE";
    bool IdsOnly = Kind == "CUDA_COMPILER_ID";
    if (Kind == "CUDA_COMPILER_ID" || Kind == "CUDA_COMPILER_VERSION") {
      Ctx.UsesCuda = true;
      replaceIn(A, At + 2, 4, "HIP");
      if (Kind == "CUDA_COMPILER_VERSION")
        Ctx.report(A.ContentOffset + At,
                   "'$<CUDA_COMPILER_VERSION>' changed to "
                   "'$<HIP_COMPILER_VERSION>', which is clang's version: "
                   "the versions it is compared with need new numbers",
                   "CUDA_COMPILER_VERSION");
    }
    if (!LanguageFirst && !AllLanguages && !IdsOnly)
      continue;
    size_t ListBegin = At + 2 + Colon + 1;
    size_t ListEnd = Text.find('>', ListBegin);
    if (ListEnd == StringRef::npos)
      continue;
    llvm::SmallVector<StringRef, 4> Items;
    Text.slice(ListBegin, ListEnd).split(Items, ',');
    size_t Pos = ListBegin;
    for (size_t I = 0; I < Items.size(); Pos += Items[I].size() + 1, ++I) {
      bool IsLanguage = AllLanguages || (LanguageFirst && I == 0);
      const CMakeName *Row = Ctx.Index.cmake(
          Items[I], IsLanguage ? CMakeNameKind::Language
                               : CMakeNameKind::CompilerId);
      if (!Row)
        continue;
      Ctx.UsesCuda = true;
      replaceIn(A, Pos, Items[I].size(), Row->Hip);
    }
  }
}

/// CUDA::cublas and FindCUDA's ${CUDA_CUBLAS_LIBRARIES} become the ROCm
/// targets; the same target twice in one command is written once.
void CMakeMigrator::migrateTargets(const CMakeCommand &C) {
  llvm::StringSet<> Written;
  for (const CMakeArg &A : C.Args)
    Written.insert(A.Content);
  for (const CMakeArg &A : C.Args) {
    if (A.Kind == CMakeArg::Paren)
      continue;
    StringRef Text = A.Content;
    for (size_t I = 0; I < Text.size(); ++I) {
      const CudaLibrary *Lib = nullptr;
      size_t Len = 0;
      if (Text.substr(I).starts_with("CUDA::") &&
          (I == 0 || !isIdentChar(Text[I - 1]))) {
        Len = 6;
        while (I + Len < Text.size() && isIdentChar(Text[I + Len]))
          ++Len;
        Lib = Ctx.Index.libraryByTarget(Text.substr(I, Len));
        if (!Lib) {
          Ctx.UsesCuda = true;
          Ctx.report(A.ContentOffset + I,
                     "'" + Text.substr(I, Len) +
                         "' is not in the build-system tables; left as is",
                     Text.substr(I, Len));
        }
      } else if (Text.substr(I).starts_with("${")) {
        size_t Close = Text.find('}', I);
        if (Close == StringRef::npos)
          break;
        Lib = Ctx.Index.libraryByFindCudaVariable(
            Text.slice(I + 2, Close));
        Len = Close + 1 - I;
      }
      if (!Lib)
        continue;
      Ctx.UsesCuda = true;
      StringRef Spelled = Text.substr(I, Len);
      bool WholeArg = Len == Text.size();
      unsigned Offset = A.ContentOffset + I;
      switch (Lib->Status) {
      case BuildStatus::Unsupported:
        Ctx.report(Offset, "'" + Spelled + "' left as is: " + Lib->Reason,
                   Lib->Cuda);
        break;
      case BuildStatus::Drop:
        if (WholeArg)
          removeArg(A);
        else
          replaceIn(A, I, Len, "");
        break;
      case BuildStatus::Attention:
      case BuildStatus::Supported: {
        const RocmPackage *P =
            Ctx.Index.packageFor(Lib->Package, Ctx.Options.Target);
        if (!P)
          break;
        needPackage(P->Package, C);
        if (WholeArg && !Written.insert(P->Target).second)
          removeArg(A);
        else
          replaceIn(A, I, Len, P->Target);
        if (Lib->Status == BuildStatus::Attention)
          Ctx.report(Offset,
                     "'" + Spelled + "' changed to '" + P->Target +
                         "': " + Lib->Reason,
                     Lib->Cuda);
        break;
      }
      }
      I += Len - 1;
    }
  }
}

/// Marks the `.cu` files among args [First, end) LANGUAGE HIP.
void CMakeMigrator::markCuSources(const CMakeCommand &C, size_t First) {
  std::string Files;
  for (size_t I = First; I < C.Args.size(); ++I) {
    const CMakeArg &A = C.Args[I];
    if (A.Kind == CMakeArg::Paren || A.Kind == CMakeArg::Bracket ||
        !A.Content.ends_with(".cu") || A.Content.contains("$<"))
      continue;
    Ctx.UsesCuda = true;
    if (!CoveredCu.insert(A.Content).second)
      continue;
    Files += (Files.empty() ? "" : " ") + A.Text.str();
  }
  if (!Files.empty())
    insertSourceProperties(C, Files);
}

/// file(GLOB var ... *.cu): the globbed files are marked LANGUAGE HIP when
/// every pattern is for .cu files.
void CMakeMigrator::markGlobbedSources(const CMakeCommand &C) {
  if (C.Args.size() < 3 ||
      !llvm::is_contained({"GLOB", "GLOB_RECURSE"}, C.Args[0].Content))
    return;
  static constexpr StringRef Options[] = {"LIST_DIRECTORIES", "RELATIVE",
                                          "CONFIGURE_DEPENDS",
                                          "FOLLOW_SYMLINKS"};
  unsigned Cu = 0, Other = 0;
  for (size_t I = 2; I < C.Args.size(); ++I) {
    StringRef P = C.Args[I].Content;
    if (llvm::is_contained(Options, P)) {
      I += P == "LIST_DIRECTORIES" || P == "RELATIVE";
      continue;
    }
    ++(P.ends_with(".cu") ? Cu : Other);
  }
  if (Cu == 0)
    return;
  Ctx.UsesCuda = true;
  std::string Var = ("${" + C.Args[1].Content + "}").str();
  if (Other) {
    Ctx.report(C.NameOffset,
               "the glob into '" + C.Args[1].Content +
                   "' mixes .cu files with others: mark its .cu files with "
                   "set_source_files_properties(... PROPERTIES LANGUAGE HIP)");
    return;
  }
  if (CoveredCu.insert(Var).second)
    insertSourceProperties(C, Var);
}

/// Adds `set_source_files_properties(<files> PROPERTIES LANGUAGE HIP)` on a
/// line of its own after \p C (after a comment ending C's line).
void CMakeMigrator::insertSourceProperties(const CMakeCommand &C,
                                           StringRef Files) {
  size_t EndOfLine = Ctx.Source.find('\n', C.end());
  unsigned At = EndOfLine == StringRef::npos ? Ctx.Source.size() : EndOfLine;
  Ctx.Edits.insert(At, "\n" + C.Indent.str() + "set_source_files_properties(" +
                           Files.str() + " PROPERTIES LANGUAGE HIP)");
}

void CMakeMigrator::needPackage(StringRef Package, const CMakeCommand &C) {
  if (!llvm::is_contained(llvm::make_first_range(Needed), Package))
    Needed.push_back({Package, &C});
}

void CMakeMigrator::finish() {
  // find_package(CUDAToolkit) becomes find_package(hip), followed by the
  // packages of the targets this file links.
  std::vector<StringRef> Extra;
  for (auto &[Package, User] : Needed)
    if (!Found.contains(Package))
      Extra.push_back(Package);
  for (const CudaFind &F : CudaFinds) {
    std::string Text = "find_package(hip" + F.Options + ")";
    for (StringRef P : Extra)
      Text += "\n" + F.Command->Indent.str() + "find_package(" + P.str() +
              F.Options + ")";
    if (F.FindCuda && !NamesLanguage) {
      Text += "\n" + F.Command->Indent.str() + "enable_language(HIP)";
      EnablesHip = true;
    }
    Ctx.Edits.replace(F.Command->NameOffset,
                      F.Command->end() - F.Command->NameOffset, Text);
  }
  // Without one, each package is found right before its first use; but
  // not the HIP runtime's: a CUDA:: target (or FindCUDA variable) was usable
  // here only if this directory or a parent found CUDAToolkit, which is now
  // find_package(hip).
  const CMakeName *Toolkit =
      Ctx.Index.cmake("CUDAToolkit", CMakeNameKind::Package);
  if (CudaFinds.empty())
    for (auto &[Package, User] : Needed)
      if (!Found.contains(Package) && !(Toolkit && Package == Toolkit->Hip))
        Ctx.Edits.insert(User->NameOffset, "find_package(" + Package.str() +
                                               " REQUIRED)\n" +
                                               User->Indent.str());

  if (EnablesHip && MinimumRequired)
    raiseMinimumVersion(*MinimumRequired);
}

/// cmake_minimum_required(VERSION 3.18) becomes 3.21, the first CMake with
/// the HIP language; a range whose maximum is older loses its maximum.
void CMakeMigrator::raiseMinimumVersion(const CMakeCommand &C) {
  const MajorMinor Hip{HipMinimumMajor, HipMinimumMinor};
  std::string HipText =
      std::to_string(Hip.first) + "." + std::to_string(Hip.second);
  for (size_t I = 0; I + 1 < C.Args.size(); ++I) {
    if (C.Args[I].Content != "VERSION")
      continue;
    const CMakeArg &V = C.Args[I + 1];
    auto [Min, Max] = V.Content.split("...");
    std::optional<MajorMinor> MinV = majorMinor(Min), MaxV = majorMinor(Max);
    if (!MinV || *MinV >= Hip)
      return;
    replaceIn(V, 0, V.Content.size(),
              MaxV && *MaxV >= Hip ? HipText + "..." + Max.str() : HipText);
    return;
  }
}

} // namespace

void cu2hip::migrateCMakeScript(ScriptContext &Ctx) {
  CMakeParse Parse = parseCMake(Ctx.Source);
  if (!Parse.Error.empty()) {
    if (Ctx.Source.contains_insensitive("cuda")) {
      Ctx.UsesCuda = true;
      Ctx.report(Parse.ErrorOffset,
                 "not migrated: cannot parse the CMake script (" +
                     Parse.Error + ")");
    }
    return;
  }
  CMakeMigrator(Ctx, Parse).run();
}
