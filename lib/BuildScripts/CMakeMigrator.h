//===- CMakeMigrator.h - Migrate one CMake script ---------------*- C++ -*-===//
///
/// \file
/// The CMake migrator's state, shared by the files that implement its rules:
/// CMakeMigrator.cpp (commands, languages, packages), CMakeValues.cpp
/// (architectures and flags), CMakeNames.cpp (names, generator expressions,
/// imported targets), CMakeSources.cpp (.cu sources),
/// CMakeCustomCommands.cpp (nvcc run by custom commands), CMakeOpenMP.cpp
/// (OpenMP for HIP sources) and
/// CMakeHipSetup.cpp (finding HIP where CMake does not).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_CMAKEMIGRATOR_H
#define CU2HIP_BUILDSCRIPTS_CMAKEMIGRATOR_H

#include "CMakeLexer.h"
#include "NvccFlags.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace cu2hip {

/// Sources of a command to mark LANGUAGE HIP once the command is migrated:
/// its `.cu` arguments, or (Glob) the variable a file(GLOB) sets.
struct SourceMark {
  const CMakeCommand *Command;
  std::vector<const CMakeArg *> Files;
  bool Glob = false;
};

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
  void noteRuntimeLink(const CMakeCommand &C);
  void migrateCommand(const CMakeCommand &C);
  void migrateBuiltinCommand(const CMakeCommand &C, llvm::StringRef Lower);
  bool migrateTableCommand(const CMakeCommand &C, llvm::StringRef Lower);
  void migrateProject(const CMakeCommand &C);
  void migrateLanguageArgs(const CMakeCommand &C, size_t From, size_t To);
  void migrateFindPackage(const CMakeCommand &C);
  void migrateValues(const CMakeCommand &C);
  void migrateValue(const CMakeCommand &C, const CMakeName &Row, size_t First,
                    size_t Last);
  void migrateArchitectures(const CMakeCommand &C, const CMakeName &Row,
                            size_t First, size_t Last);
  void migrateFlagArgs(const CMakeCommand &C, size_t First, size_t Last,
                       bool List);
  bool selectsCudaFlags(const CMakeArg &A) const;
  std::optional<std::pair<CMakeArg, size_t>>
  genexAcrossArgs(const CMakeCommand &C, size_t First) const;
  void migrateWords(const CMakeArg &A);
  void migrateGenex(const CMakeArg &A);
  void migrateTargets(const CMakeCommand &C);
  void markCuSources(const CMakeCommand &C, size_t First);
  void noteOpenMPFlags(const CMakeCommand &C);
  void giveHipOpenMP(const CMakeCommand &C);
  void migrateCustomCommands(const CMakeCommand &C, llvm::StringRef Lower);
  void migrateCompilerRun(const CMakeCommand &C, size_t First, size_t End);
  void markGlobbedSources(const CMakeCommand &C);
  void insertSourceProperties(const CMakeCommand &C,
                              llvm::ArrayRef<const CMakeArg *> Files,
                              bool Glob);
  void flushSourceMarks();
  void needPackage(llvm::StringRef Package, const CMakeCommand &C);
  void needHipRuntime(const CMakeCommand &C);
  void linkHipHostIfMixed(const CMakeCommand &C, size_t First);
  void flushHostLinks();
  /// CMakeHipSetup.cpp: the block that finds the HIP compiler and hip-lang
  /// where CMake does not (Debian), before \p C, once per file.
  void insertHipSetup(const CMakeCommand &C);
  /// That block, indented by \p Indent; "" once written or already there.
  std::string hipSetup(llvm::StringRef Indent);
  bool hasHipSetup() const;
  void finish();
  void raiseMinimumVersion(const CMakeCommand &C);

  /// Replaces arg \p A's content span [Begin, Begin + Len) with \p Text,
  /// or reports that it stays as it is.
  void replaceIn(const CMakeArg &A, size_t Begin, size_t Len,
                 llvm::StringRef Text) {
    if (!Ctx.Edits.replace(A.ContentOffset + Begin, Len, Text))
      Ctx.reportOverlap(A.ContentOffset + Begin, A.Content.substr(Begin, Len));
  }
  /// Removes arg \p A with the blanks on one side, or reports that it stays.
  void removeArg(const CMakeArg &A) {
    auto [B, E] = removalRange(Ctx.Source, A.Offset, A.end(), true);
    if (!Ctx.Edits.replace(B, E - B, ""))
      Ctx.reportOverlap(A.Offset, A.Text);
  }

  ScriptContext &Ctx;
  const CMakeParse &Parse;
  std::vector<CudaFind> CudaFinds;
  /// Packages the migrated file uses, in order of first use, with the
  /// command that first uses each.
  std::vector<std::pair<llvm::StringRef, const CMakeCommand *>> Needed;
  llvm::StringSet<> Found;              ///< packages the file already finds
  llvm::StringSet<> CoveredCu;          ///< sources already marked LANGUAGE HIP
  std::vector<SourceMark> PendingMarks; ///< of the command being migrated
  /// Targets of the command being migrated whose C/C++ sources need the
  /// HIP runtime's usage requirements (hip::host).
  std::vector<const CMakeCommand *> PendingHostLinks;
  /// Targets that link the CUDA or HIP runtime already, as the file names
  /// them.
  llvm::StringSet<> LinksHipRuntime;
  /// A command that uses hip::host where no CUDA find was required before:
  /// the file then finds hip itself.
  bool NeedsHipFind = false;
  bool HipSetupWritten = false;
  /// Targets with `.cu` sources, as the file names them.
  llvm::StringSet<> HipTargets;
  /// CMakeOpenMP.cpp: targets whose CUDA sources get an OpenMP flag from
  /// the script, at compile and at link, and whether the directory's CUDA
  /// flags have one.
  llvm::StringSet<> OpenMPCompiled, OpenMPLinked;
  bool DirectoryOpenMP = false;
  /// The CUDA among project()'s languages, and whether CXX is among them.
  const CMakeArg *ProjectCuda = nullptr;
  bool ProjectHasCxx = false;
  bool EnablesHip = false;
  bool NamesLanguage = false; ///< project()/enable_language() name CUDA/HIP
  const CMakeCommand *MinimumRequired = nullptr;
};

/// A character of a CMake variable or target name.
inline bool isCMakeIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

} // namespace cu2hip

#endif
