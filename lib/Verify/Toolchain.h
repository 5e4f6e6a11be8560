//===- Toolchain.h - The compilers verify drives and the GPUs it finds ----===//
#ifndef CU2HIP_LIB_VERIFY_TOOLCHAIN_H
#define CU2HIP_LIB_VERIFY_TOOLCHAIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// What a child process did. Output goes through files (never pipes), so a
/// chatty compiler cannot block on a full pipe.
struct CommandResult {
  bool Started = false;
  int ExitCode = -1;
  bool TimedOut = false;
  std::string Stdout, Stderr;
  std::string StartError; ///< why it did not start
  bool ok() const { return Started && ExitCode == 0; }
};

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

/// The GPUs this machine can run code on.
struct GpuInventory {
  /// NVIDIA: "NVIDIA H100 80GB HBM3" and its sm_XY target.
  std::string NvidiaName, NvidiaArch;
  /// AMD (ROCm with /dev/kfd): the first agent's gfx name.
  std::string AmdArch;
  bool any() const { return !NvidiaArch.empty() || !AmdArch.empty(); }
  std::string describe() const;
};
GpuInventory detectGpus();

/// First line of `tool --version`-like output that says a version.
std::string versionOf(llvm::ArrayRef<std::string> Args);

} // namespace cu2hip

#endif
