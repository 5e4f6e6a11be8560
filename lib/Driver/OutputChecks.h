//===- OutputChecks.h - Refuse what cu2hip must not write -------*- C++ -*-===//
///
/// \file
/// The checks a run makes before it writes anything (OutputChecks.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_OUTPUTCHECKS_H
#define CU2HIP_DRIVER_OUTPUTCHECKS_H

#include "Jobs.h"
#include "OutputFiles.h"
#include "llvm/ADT/StringMap.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip::driver {

/// How the folder of \p J's output is used.
OutputFolders::Use folderUse(const Job &J, llvm::StringRef OutputTree);

/// Refuses a report or fixes file (DriverOptions::SideOutputs) that would
/// overwrite an input, an output, another such file, or a file cu2hip did
/// not write. \p Inputs and \p Outputs: canonical path -> as given.
llvm::Error checkSideOutputs(const DriverOptions &Options,
                             const llvm::StringMap<std::string> &Inputs,
                             const llvm::StringMap<std::string> &Outputs);

/// Refuses a build action's DriverOptions::DepFile that would replace an
/// input or an output (\p Inputs, \p Outputs as for checkSideOutputs), a
/// report or fixes file, a link, something that is not a regular file, or
/// (without --force) a file that is not the depfile cu2hip writes for
/// \p Target: one that starts with \p Target's rule.
llvm::Error checkDepfile(const DriverOptions &Options,
                         const llvm::StringMap<std::string> &Inputs,
                         const llvm::StringMap<std::string> &Outputs,
                         llvm::StringRef Target);

/// Refuses, before anything is written, outputs cu2hip does not own: an
/// input (even with --force), a file it did not write or that was edited
/// since (without --force), a link or special file inside an output folder.
llvm::Error checkOutputs(const std::vector<Job> &Jobs,
                         const DriverOptions &Options,
                         llvm::StringRef OutputTree, OutputFolders &Folders,
                         llvm::StringMap<OutputManifest> &Manifests);

/// In place, once rendered: a file that changes needs a backup, and the
/// backup must not exist yet; a file that does not change needs neither.
llvm::Error checkBackups(const std::vector<Job> &Jobs,
                         const std::vector<std::optional<FileResult>> &Rendered,
                         const DriverOptions &Options);

} // namespace cu2hip::driver

#endif
