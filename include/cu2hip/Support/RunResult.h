//===- RunResult.h - What a run made of each file ---------------*- C++ -*-===//
///
/// \file
/// The per-file results a translation run collects and the report renders.
/// Plain data in the bottom layer, so that rendering a report needs neither
/// the driver nor the parser behind it.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_RUNRESULT_H
#define CU2HIP_SUPPORT_RUNRESULT_H

#include "cu2hip/Support/Finding.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// The ApiUses key of names that look like CUDA's but no table row knows.
inline constexpr llvm::StringLiteral UnclassifiedFamily = "unclassified";

/// CUDA API uses of one table family: renamed or rewritten with nothing
/// left to check, or needing hands (a finding at the use).
struct ApiUseCount {
  unsigned Automatic = 0;
  unsigned Manual = 0;
};

/// A `__global__` function defined in the file.
struct KernelInfo {
  std::string Name;
  unsigned Offset = 0;    ///< of the name
  unsigned EndOffset = 0; ///< one past the closing brace of the body
  unsigned Line = 0;
};

enum class FileStatus {
  Translated, ///< uses CUDA; written with its HIP translation
  Copied,     ///< no CUDA in it; copied unchanged into the output tree
  Failed,     ///< could not be read, parsed enough, or written
  Generated,  ///< no input: written by cu2hip (the output's compile database)
  Skipped,    ///< neither read nor written: a special file, a reserved name,
              ///< the input's own compile database (a finding says which)
};

struct FileResult {
  std::string Input;
  std::string Output; ///< "" when nothing was written
  FileStatus Status = FileStatus::Copied;
  unsigned Replacements = 0;
  bool ParsedCleanly = true;
  std::vector<Finding> Findings;
  /// CUDA API uses by table family (TranslationResult::ApiUses).
  std::map<std::string, ApiUseCount> ApiUses;
  std::vector<KernelInfo> Kernels;
};

/// One unit of the output as --check-build found it.
struct UnitBuild {
  enum class Outcome { Built, Failed, NotChecked };
  std::string Input;  ///< the CUDA unit
  std::string Output; ///< its translation, as compiled
  Outcome Result = Outcome::NotChecked;
  /// Errors hipcc reported (each is a build-error finding).
  unsigned Errors = 0;
  /// Failed: the first error at its CUDA place ("a.cu:12: message");
  /// NotChecked: why.
  std::string Summary;
};

struct BuildCheckResult {
  std::string Hipcc;
  std::string OffloadArch;
  std::vector<UnitBuild> Units; ///< sorted by Input
  unsigned checked() const;
  unsigned built() const;
  unsigned notChecked() const { return Units.size() - checked(); }
};

/// A translation unit the run parsed (or took from the cache), with the
/// flags its parse got from the build: compile_commands.json, the include
/// folders inferred from the tree, and what follows `--`. cu2hip's own flags
/// (CUDA host mode, the toolkit's include folders) are not among them.
struct UnitCommand {
  std::string File; ///< as the user named it
  std::vector<std::string> Arguments;
};

/// How the run went about it, for the report and the summary.
struct RunStats {
  unsigned Parsed = 0;    ///< translation units Clang parsed
  unsigned FromCache = 0; ///< translation units whose facts were cached
  unsigned PchBuilt = 0;  ///< precompiled SDK headers built this run
  bool UsedPch = false;
  /// compile_commands.json entries used (0 without -p).
  unsigned CompileCommands = 0;
  /// Include directories inferred from the tree (without -p).
  std::vector<std::string> InferredIncludeDirs;
  /// Every unit of the parse phase, in the order parsed (without --no-ast).
  std::vector<UnitCommand> Units;
  /// The translated tree's compile_commands.json ("" = none written).
  std::string OutputCompileCommands;
  /// Cache entries removed after the run to keep within the limit.
  unsigned CacheEntriesPruned = 0;
};

struct RunResult {
  std::vector<FileResult> Files;
  RunStats Stats;
  /// With --check-build.
  std::optional<BuildCheckResult> BuildCheck;
  bool anyFailed() const;
};

} // namespace cu2hip

#endif
