//===- ChildProcess.h - Running a program, never through a shell -*- C++
//-*-===//
///
/// \file
/// cu2hip runs compilers (verify, --check-build) with argument vectors: no
/// shell ever reads a path. Output goes through files, never pipes, so a
/// chatty compiler cannot block on a full pipe, and is read back bounded.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_CHILDPROCESS_H
#define CU2HIP_SUPPORT_CHILDPROCESS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace cu2hip {

/// What a child process did.
struct CommandResult {
  bool Started = false;
  int ExitCode = -1;
  bool TimedOut = false;
  /// At most MaxCommandOutput bytes of each; the rest is dropped.
  std::string Stdout, Stderr;
  std::string StartError; ///< why it did not start
  bool ok() const { return Started && ExitCode == 0; }
};

/// How much of a child's stdout or stderr is read back.
inline constexpr size_t MaxCommandOutput = 16 << 20;

/// Runs \p Args (Args[0] is the program path) with \p ExtraEnv entries
/// (NAME=value) added to this process' environment; 0 seconds = no limit.
/// Output goes through fresh temporary files: a redirect to an existing
/// file would not truncate it.
CommandResult runCommand(llvm::ArrayRef<std::string> Args,
                         llvm::ArrayRef<std::string> ExtraEnv = {},
                         unsigned TimeoutSeconds = 0);

/// \p Name as given if it has a slash, else found on PATH; nullopt if none.
std::optional<std::string> findProgram(llvm::StringRef Name);

/// The shell-quoted command line, for logs.
std::string commandLine(llvm::ArrayRef<std::string> Args);

} // namespace cu2hip

#endif
