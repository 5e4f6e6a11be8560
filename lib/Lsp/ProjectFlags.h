//===- ProjectFlags.h - Where a file's flags come from ----------*- C++ -*-===//
///
/// \file
/// As clangd looks: a compile_commands.json, else a compile_flags.txt (one
/// flag a line, the same for every file below it), else the defaults.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_PROJECTFLAGS_H
#define CU2HIP_LIB_LSP_PROJECTFLAGS_H

#include "cu2hip/Driver/Driver.h"
#include <string>
#include <vector>

namespace cu2hip::lsp {

struct FlagsSource {
  enum class Kind { Defaults, Database, FlagsFile };
  Kind K = Kind::Defaults;
  std::string Path; ///< the compile_commands.json or compile_flags.txt
};

/// Where \p Path's flags come from: the compile_commands.json in \p Dir when
/// given; otherwise, and when there is none there, the nearest of Path's
/// folder and those above it holding a compile_commands.json (without
/// \p Dir) or a compile_flags.txt, the database first within a folder.
FlagsSource findFlagsSource(llvm::StringRef Path, llvm::StringRef Dir);

/// Sets \p Driver up to parse \p Path with the flags of \p Source: the
/// database it reads, or compile_flags.txt's flags before the user's own
/// -I/-D/--. Returns findings about what of them could not be used.
std::vector<Finding> useFlags(const FlagsSource &Source, llvm::StringRef Path,
                              DriverOptions &Driver);

/// A finding about the whole document (line 0), for what kept its flags or
/// its translation from being what the batch tool's would be.
Finding wholeFileFinding(DiagKind Kind, std::string Message);

} // namespace cu2hip::lsp

#endif
