//===- BuildFlags.h - The user's build, file by file ------------*- C++ -*-===//
///
/// \file
/// What Clang gets for each file beyond the user's own -I/-D/--: the
/// compile database's flags, or the include directories inferred from the
/// tree; which parses a run needs; and the translated tree's own database.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_BUILDFLAGS_H
#define CU2HIP_LIB_DRIVER_BUILDFLAGS_H

#include "Jobs.h"
#include "ParsePhase.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "llvm/ADT/StringMap.h"
#include <optional>

namespace cu2hip::driver {

/// The user's build, file by file: from compile_commands.json, or the same
/// inferred flags for every file of a tree.
class BuildFlags {
public:
  /// Reads the database of Options.CompileCommands, or infers include
  /// directories for each input directory in \p Roots.
  llvm::Error
  load(const DriverOptions &Options, const std::vector<Job> &Jobs,
       const std::vector<std::pair<std::string, std::string>> &Roots,
       RunStats &Stats);

  /// The database's command for \p Canonical, if any.
  const CompileCommand *command(llvm::StringRef Canonical) const;
  bool hasDatabase() const { return !ByFile.empty(); }
  /// Adds to each job what -p's database said of its file that cu2hip could
  /// not use (a finding per warning).
  void noteWarnings(std::vector<Job> &Jobs) const;

  /// What Clang gets for \p Canonical beyond the user's own -I/-D/--. A
  /// header, or a file the database lacks, gets the flags of the database's
  /// nearest translation unit (the longest common directory).
  std::vector<std::string> argsFor(llvm::StringRef Canonical) const;

private:
  llvm::StringMap<CompileCommand> ByFile; ///< by canonical path
  std::vector<std::string> Inferred;
};

/// The parse phase's work: translation units first (the facts of the
/// headers they include come with them).
std::vector<ParseTask> unitTasks(const std::vector<Job> &Jobs,
                                 const BuildFlags &Flags,
                                 const DriverOptions &Options);
/// Then every CUDA header no unit read.
std::vector<ParseTask> headerTasks(const std::vector<Job> &Jobs,
                                   const BuildFlags &Flags,
                                   const DriverOptions &Options,
                                   const ParsePhase &Parses);

/// The hipcc command that compiles \p J's translation, \p OutputFile: its
/// database entry's flags, or the tree's inferred ones; none for a header
/// or a file the database does not compile.
std::optional<OutputCompileCommand>
hipCommandFor(const Job &J, llvm::StringRef OutputFile, const BuildFlags &Flags,
              const Planner &Plan, const DriverOptions &Options);

/// The translated tree's compile_commands.json, for clangd and IDEs.
std::optional<std::string> outputCompileCommands(const std::vector<Job> &Jobs,
                                                 const BuildFlags &Flags,
                                                 const Planner &Plan,
                                                 const DriverOptions &Options);

} // namespace cu2hip::driver

#endif
