//===- CompileCommands.h - The user's build, as Clang arguments -*- C++ -*-===//
///
/// \file
/// Reads a compile_commands.json (written for nvcc, clang or gcc) and turns
/// each entry into the arguments cu2hip's frontend adds to its own Clang
/// command line; infers include directories for trees without a database;
/// and writes the translated tree's own compile_commands.json for hipcc.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COMPILECOMMANDS_H
#define CU2HIP_COMPILECOMMANDS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

/// One translation unit as the user's build compiles it.
struct CompileCommand {
  std::string File;      ///< absolute, without `.`/`..`
  std::string Directory; ///< the command's working directory, absolute
  /// What cu2hip's frontend adds for this file: -I/-isystem/-iquote/-idirafter
  /// (absolute paths), -D/-U, -std=, -include (absolute), in command order.
  /// Code-generation, warning and output flags are dropped.
  std::vector<std::string> ClangArgs;
  /// Compute capabilities named by -arch/-gencode/--generate-code/
  /// --cuda-gpu-arch/--offload-arch: "sm_80", "compute_90"... in order, once.
  std::vector<std::string> CudaArchs;
  /// Compiled as CUDA: nvcc (any input), `-x cu`/`-x cuda`, or a .cu file.
  bool IsCuda = false;
  /// Relocatable device code (-rdc=true, -dc, -fgpu-rdc).
  bool Rdc = false;
  /// The compiler the entry names (argv[0] as written).
  std::string Compiler;
};

/// Translates one compiler command line (argv[0] first: nvcc, clang++, g++,
/// a ccache wrapper...) run in \p Directory for \p File. Pure: reads no
/// files, so it is unit-tested directly.
CompileCommand translateCommandLine(llvm::ArrayRef<std::string> Argv,
                                    llvm::StringRef Directory,
                                    llvm::StringRef File);

/// Reads `BuildDir/compile_commands.json` (or the file itself when
/// \p BuildDir names one). Both `command` and `arguments` entries are read;
/// a file listed twice keeps its first entry. Sorted by File.
llvm::Expected<std::vector<CompileCommand>>
loadCompileCommands(llvm::StringRef BuildDir);

/// Include directories for a tree without a database: every directory D in
/// the tree such that some `#include "a/b.h"` in \p Files names a file
/// D/a/b.h that is not beside the including file, plus folders named
/// `include`. \p Files are (absolute path, contents). Sorted, absolute.
std::vector<std::string>
inferIncludeDirs(llvm::StringRef Root,
                 llvm::ArrayRef<std::pair<std::string, llvm::StringRef>> Files);

/// One entry of the translated tree's compile_commands.json.
struct OutputCompileCommand {
  std::string File;      ///< the translated file, absolute
  std::string Directory; ///< absolute
  std::vector<std::string> Arguments; ///< argv, hipcc first
};

/// The hipcc command line for a translated TU: `hipcc -x hip` (CUDA TUs) or
/// `hipcc` (C++ TUs), `--offload-arch=` for each of \p OffloadArchs, the
/// command's ClangArgs with every path passed through \p MapPath (input tree
/// -> output tree; paths outside the input stay), `-fgpu-rdc` when Rdc,
/// `-c File`.
OutputCompileCommand
hipCompileCommand(const CompileCommand &Command, llvm::StringRef OutputFile,
                  llvm::ArrayRef<std::string> OffloadArchs,
                  llvm::function_ref<std::string(llvm::StringRef)> MapPath);

/// compile_commands.json text for \p Commands (sorted by file, stable).
std::string
renderCompileCommands(llvm::ArrayRef<OutputCompileCommand> Commands);

} // namespace cu2hip

#endif
