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
#include "CMakeMigrator.h"
#include "Migrators.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The first CMake version with the HIP language.
constexpr unsigned HipMinimumMajor = 3, HipMinimumMinor = 21;

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

/// The commands whose arguments are compiler or linker flags.
bool isFlagCommand(StringRef Lower) {
  return llvm::is_contained({"target_compile_options", "add_compile_options",
                             "target_link_options", "add_link_options"},
                            Lower);
}

} // namespace

void CMakeMigrator::run() {
  // What the file already has, so a second migration adds nothing.
  for (const CMakeCommand &C : Parse.Commands) {
    StringRef Lower = C.Name;
    if (Lower.equals_insensitive("find_package") && !C.Args.empty())
      Found.insert(C.Args[0].Content);
    noteRuntimeLink(C);
    noteOpenMPFlags(C);
    if (Lower.equals_insensitive("set_source_files_properties")) {
      bool ToHip = false;
      for (size_t I = 0; I + 1 < C.Args.size(); ++I)
        ToHip |=
            C.Args[I].Content == "LANGUAGE" && C.Args[I + 1].Content == "HIP";
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

/// Records the target of a target_link_libraries() or set_property(TARGET)
/// that links the runtime: CUDA's (cudart, CUDA::cuda_driver,
/// ${CUDA_LIBRARIES}...) or hip::host.
void CMakeMigrator::noteRuntimeLink(const CMakeCommand &C) {
  size_t TargetAt = C.Name.equals_insensitive("target_link_libraries") ? 0
                    : C.Name.equals_insensitive("set_property") ? 1
                                                                : C.Args.size();
  if (TargetAt >= C.Args.size() ||
      (TargetAt == 1 && C.Args[0].Content != "TARGET"))
    return;
  const RocmPackage *Hip = Ctx.Index.package("hip");
  for (const CMakeArg &A : C.Args) {
    StringRef Name = A.Content;
    const CudaLibrary *Lib = Ctx.Index.libraryByTarget(Name);
    if (!Lib)
      Lib = Ctx.Index.libraryByLink(Name);
    if (!Lib && Name.consume_front("${") && Name.consume_back("}"))
      Lib = Ctx.Index.libraryByFindCudaVariable(Name);
    if ((Lib && Hip && Lib->Package == Hip->Package) ||
        (Hip && A.Content == Hip->Target))
      LinksHipRuntime.insert(C.Args[TargetAt].Content);
  }
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
  bool FlagCommand = isFlagCommand(Lower);
  for (size_t I = 0; I < C.Args.size(); ++I) {
    const CMakeArg &A = C.Args[I];
    if (A.Kind == CMakeArg::Paren)
      continue;
    if (!FlagCommand) {
      auto Joined = genexAcrossArgs(C, I);
      if (selectsCudaFlags(Joined ? Joined->first : A))
        migrateFlagArgs(C, I, Joined ? Joined->second + 1 : I + 1,
                        /*List=*/true);
    }
    migrateGenex(A);
    migrateWords(A);
  }
  migrateTargets(C);
  migrateCustomCommands(C, Lower);
  giveHipOpenMP(C);
  flushSourceMarks();
  flushHostLinks();
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
  if (llvm::is_contained({"add_executable", "add_library"}, Lower))
    linkHipHostIfMixed(C, 1);
  if (llvm::is_contained(
          {"add_executable", "add_library", "target_sources", "set"}, Lower))
    return markCuSources(C, 1);
  if (Lower == "list" && !C.Args.empty() && C.Args[0].Content == "APPEND")
    return markCuSources(C, 2);
  if (isFlagCommand(Lower))
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
  // Free: this is the first pass over C, and the edits of the commands
  // before it end inside them.
  Ctx.Edits.addFree({C.NameOffset, unsigned(C.Name.size()), Row->Hip.str()});
  if (Row->Status == BuildStatus::Attention)
    Ctx.report(C.NameOffset,
               "'" + C.Name + "' changed to '" + Row->Hip + "': " + Row->Reason,
               Row->Cuda);
  switch (Row->Value) {
  case BuildValue::Sources: {
    auto Options = llvm::find_if(
        C.Args, [](const CMakeArg &A) { return A.Content == "OPTIONS"; });
    if (Options != C.Args.end()) {
      StringRef Text = Ctx.Source.slice(Options->Offset, C.Args.back().end());
      auto [B, E] =
          removalRange(Ctx.Source, Options->Offset, C.Args.back().end(), true);
      // Free: only C's name is edited yet, and `(` lies between.
      Ctx.Edits.addFree({B, E - B, ""});
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
    if (const RocmPackage *P = Ctx.Index.packageFor(
            Row->Package, Ctx.Options.Target, Ctx.Options.Roc)) {
      // Free: no edit inside C reaches past its last argument's blanks.
      Ctx.Edits.addFree({C.Close, 0, " " + P->Target.str()});
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
  while (To < C.Args.size() &&
         !llvm::is_contained(Keywords, C.Args[To].Content))
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
    if (llvm::is_contained({"project", "enable_language", "check_language"},
                           C.Name.lower()))
      insertHipSetup(C);
    if (C.Name.equals_insensitive("project") && !ProjectCuda) {
      ProjectCuda = &A;
      ProjectHasCxx = llvm::any_of(
          llvm::make_range(C.Args.begin() + From, C.Args.begin() + To),
          [](const CMakeArg &L) { return L.Content == "CXX"; });
    }
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

void CMakeMigrator::needPackage(StringRef Package, const CMakeCommand &C) {
  if (!llvm::is_contained(llvm::make_first_range(Needed), Package))
    Needed.emplace_back(Package, &C);
}

/// hip::host for \p C where CUDA needed no find before it.
void CMakeMigrator::needHipRuntime(const CMakeCommand &C) {
  const CMakeName *Toolkit =
      Ctx.Index.cmake("CUDAToolkit", CMakeNameKind::Package);
  if (!Toolkit)
    return;
  NeedsHipFind = true;
  needPackage(Toolkit->Hip, C);
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
      Text += "\n" + hipSetup(F.Command->Indent) + F.Command->Indent.str() +
              "enable_language(HIP)";
      EnablesHip = true;
    }
    // Written whole: what was renamed among its arguments goes with them.
    if (!Ctx.replaceWhole(F.Command->NameOffset, F.Command->end(), Text))
      Ctx.reportOverlap(
          F.Command->NameOffset,
          Ctx.Source.slice(F.Command->NameOffset, F.Command->end()));
  }
  // Without one, each package is found right before its first use; but
  // not the HIP runtime's: a CUDA:: target (or FindCUDA variable) was usable
  // here only if this directory or a parent found CUDAToolkit, which is now
  // find_package(hip). Unless a plain library name or a C++ source needs
  // it: those did not need a find in CUDA.
  const CMakeName *Toolkit =
      Ctx.Index.cmake("CUDAToolkit", CMakeNameKind::Package);
  bool FindsHip = !CudaFinds.empty();
  if (CudaFinds.empty())
    for (auto &[Package, User] : Needed) {
      bool Runtime = Toolkit && Package == Toolkit->Hip;
      if (Found.contains(Package) || (Runtime && !NeedsHipFind))
        continue;
      FindsHip |= Runtime;
      // Free: an insertion before a command's name cuts no edit.
      Ctx.Edits.addFree({User->NameOffset, 0,
                         "find_package(" + Package.str() + " REQUIRED)\n" +
                             User->Indent.str()});
    }
  // hip's package reads the C++ compiler's settings: a project of C and
  // CUDA gains CXX.
  if (FindsHip && ProjectCuda && !ProjectHasCxx &&
      !Ctx.Edits.replace(ProjectCuda->ContentOffset, 0, "CXX "))
    Ctx.reportOverlap(ProjectCuda->Offset, ProjectCuda->Content);

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

void cu2hip::migrateCMakeScript(ScriptContext &Ctx) {
  CMakeParse Parse = parseCMake(Ctx.Source);
  if (Parse.Error) {
    if (Ctx.Source.contains_insensitive("cuda")) {
      Ctx.UsesCuda = true;
      Ctx.report(Parse.Error->Offset,
                 "not migrated: cannot parse the CMake script (" +
                     Parse.Error->Why + ")");
    }
    return;
  }
  CMakeMigrator(Ctx, Parse).run();
}
