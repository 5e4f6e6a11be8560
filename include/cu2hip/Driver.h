//===- Driver.h - Translate files and trees ---------------------*- C++ -*-===//
///
/// \file
/// Everything between the command line and translateSource(): finding the
/// sources under the inputs, deciding where each output goes, refusing to
/// clobber what cu2hip did not write, writing atomically, and collecting the
/// per-file results the report is made of. No output is written until every
/// check has passed.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_H
#define CU2HIP_DRIVER_H

#include "cu2hip/Frontend.h"
#include "cu2hip/Translate.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

struct DriverOptions {
  std::vector<std::string> Inputs;
  /// A file, a directory, or "-" for stdout (single-file input only).
  std::string Output;
  bool InPlace = false;
  std::string BackupSuffix = ".orig";
  /// Overwrite outputs cu2hip did not write (or that were edited since).
  bool Force = false;
  /// Parse with Clang for AST facts; false = token stream only.
  bool UseAst = true;
  TranslateOptions Translate;
  FrontendOptions Frontend;
};

enum class FileStatus {
  Translated, ///< uses CUDA; written with its HIP translation
  Copied,     ///< no CUDA in it; copied unchanged into the output tree
  Failed,     ///< could not be read, parsed enough, or written
};

struct FileResult {
  std::string Input;
  std::string Output; ///< "" when nothing was written
  FileStatus Status = FileStatus::Copied;
  unsigned Replacements = 0;
  bool ParsedCleanly = true;
  std::vector<Finding> Findings;
};

struct RunResult {
  std::vector<FileResult> Files;
  bool anyFailed() const;
};

/// Translates the inputs. An llvm::Error means unusable input or a refused
/// output (nothing written: exit status 2); per-file failures are in the
/// result (the rest written: exit status 1).
llvm::Expected<RunResult> runTranslation(const DriverOptions &Options,
                                         const MappingTable &Table);

/// File extensions cu2hip reads as (possibly) CUDA sources.
bool isSourceExtension(llvm::StringRef Path);

} // namespace cu2hip

#endif
