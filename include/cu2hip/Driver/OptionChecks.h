//===- OptionChecks.h - What the command line may ask for -------*- C++ -*-===//
///
/// \file
/// The checks on cu2hip's options that a run depends on, each an llvm::Error
/// whose text the tool prints as a usage error (exit status 2). Kept here,
/// not in the tool, so that the rules are tested without a command line.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_OPTIONCHECKS_H
#define CU2HIP_DRIVER_OPTIONCHECKS_H

#include "cu2hip/Driver/Driver.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace cu2hip {

/// --cache-limit in bytes ("2G", "500M"; 0 for no limit).
llvm::Expected<uint64_t> parseCacheLimit(llvm::StringRef Text);

/// --depfile and --no-headers belong to a build action (--source-root),
/// which needs a folder. \p SourceRoot and \p DepFile are none when not
/// given.
llvm::Error checkBuildAction(std::optional<llvm::StringRef> SourceRoot,
                             std::optional<llvm::StringRef> DepFile,
                             bool NoHeaders);

/// --offload-arch: AMD targets only (gfx90a...).
llvm::Error checkOffloadArchs(llvm::ArrayRef<std::string> Archs);

/// Whether a parse against the CUDA toolkit must fall back to the headers
/// generated from the tables (--no-cuda-sdk) because the default toolkit
/// path does not exist; an error where \p CudaPathGiven (--cuda-path) names
/// a folder that does not exist.
llvm::Expected<bool> needsStandInSdk(const DriverOptions &Options,
                                     bool CudaPathGiven);

/// The options of translation that `cu2hip verify`, which writes only into
/// its work folder, refuses: LLVM's command line lets a subcommand see the
/// top-level options. \p Given says whether an option (its name without
/// "--") was given.
llvm::Error
checkVerifyOptions(llvm::function_ref<bool(llvm::StringRef Name)> Given);

} // namespace cu2hip

#endif
