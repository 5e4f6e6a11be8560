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
  /// What cu2hip's frontend adds for this file, in command order:
  /// `-I<dir>`, `-isystem <dir>`, `-iquote <dir>`, `-idirafter <dir>`
  /// (absolute), `-D<macro>`, `-U<macro>`, `-std=<std>`, `-include <file>`
  /// (absolute when the file is in Directory), including those given to the
  /// host compiler through -Xcompiler. Code-generation, warning, output and
  /// link flags are dropped, and so are the CUDA toolkit's own include
  /// directories (see ToolkitIncludeDirs).
  std::vector<std::string> ClangArgs;
  /// Include directories of a CUDA toolkit (`/usr/local/cuda[-X.Y]/include`,
  /// `.../targets/<triple>/include`, `.../cuda/X.Y/include`, and folders
  /// below them, when that include folder holds cuda_runtime.h) that the
  /// command names. Left out of ClangArgs: cu2hip parses against its own
  /// --cuda-path (or tables-only declarations), and a second toolkit found
  /// first would mix two CUDA versions.
  std::vector<std::string> ToolkitIncludeDirs;
  /// Compute capabilities named by -arch/-code/-gencode/--generate-code/
  /// --cuda-gpu-arch/--offload-arch: "sm_80", "compute_90"... in order, once.
  /// `native`, `all`, `all-major` and non-NVIDIA targets are not listed.
  std::vector<std::string> CudaArchs;
  /// Compiled as CUDA: nvcc with a .cu file or `-x cu`; any compiler with
  /// `-x cu`/`-x cuda` before the file, or a .cu file without `-x`.
  bool IsCuda = false;
  /// Relocatable device code (-rdc=true, -dc, -fgpu-rdc).
  bool Rdc = false;
  /// The compiler the entry runs, as written, after any launcher (ccache,
  /// sccache, distcc, icecc, buildcache) in front of it.
  std::string Compiler;
  /// Problems that did not stop the translation, such as a response file
  /// that cannot be read. For the report; never fatal.
  std::vector<std::string> Warnings;
};

/// Translates one compiler command line (argv[0] first: nvcc, clang++, g++,
/// a ccache wrapper...) run in \p Directory for \p File. Relative paths are
/// made absolute against \p Directory. An empty \p File is taken from the
/// command line (its first operand with a source extension).
///
/// Reads only what the command line itself names: response files (`@file`,
/// nvcc's `--options-file file`, relative to \p Directory) are read and
/// expanded in place; a relative `-include f` is made absolute only if
/// `Directory/f` exists; a toolkit-like include folder is checked for
/// cuda_runtime.h. Nothing else touches the disk.
CompileCommand translateCommandLine(llvm::ArrayRef<std::string> Argv,
                                    llvm::StringRef Directory,
                                    llvm::StringRef File);

/// Reads `BuildDir/compile_commands.json` (or the file itself when
/// \p BuildDir names one). Both `command` (split as a POSIX shell would) and
/// `arguments` entries are read; a relative `file` is relative to its
/// `directory`, and a relative `directory` to the database's folder. A file
/// listed twice keeps its first entry. Sorted by File. A missing or malformed
/// database is an error that names the path.
llvm::Expected<std::vector<CompileCommand>>
loadCompileCommands(llvm::StringRef BuildDir);

/// Reads \p FlagsFile, a compile_flags.txt (one Clang flag a line, as
/// clangd reads it: each line trimmed, empty lines skipped), as the command
/// that compiles \p File: relative paths in it are relative to the folder
/// that holds it. An error names the file: it is not a regular file of at
/// most read_limit::CompileFlags bytes.
llvm::Expected<CompileCommand> loadCompileFlags(llvm::StringRef FlagsFile,
                                                llvm::StringRef File);

/// Calls \p Found for each `#include` / `#include_next` / `#import` of
/// \p Text outside comments and `#if 0` blocks, with the spelling between
/// the quotes or brackets and whether it is `<...>`; an include naming its
/// header through a macro is not seen.
void forEachInclude(llvm::StringRef Text,
                    llvm::function_ref<void(llvm::StringRef, bool)> Found);

/// Include directories for a tree without a database: every directory D in
/// the tree such that some `#include "a/b.h"` or `#include <a/b.h>` in
/// \p Files names a file D/a/b.h that is not beside the including file
/// (quoted includes find those without help), plus folders named `include`.
/// \p Files are (absolute path, contents) and are the whole tree as far as
/// this function knows: nothing is read from disk. Directives in comments and
/// in `#if 0` blocks are skipped. Sorted, absolute, inside \p Root.
std::vector<std::string>
inferIncludeDirs(llvm::StringRef Root,
                 llvm::ArrayRef<std::pair<std::string, llvm::StringRef>> Files);

/// One entry of the translated tree's compile_commands.json.
struct OutputCompileCommand {
  std::string File;                   ///< the translated file, absolute
  std::string Directory;              ///< absolute
  std::vector<std::string> Arguments; ///< argv, hipcc first
};

/// The hipcc command line for a translated TU. CUDA TUs: `hipcc -x hip`,
/// `--offload-arch=` for each of \p OffloadArchs, the command's ClangArgs,
/// `-fgpu-rdc` when Rdc, `-c OutputFile`. C++ TUs: `hipcc`, the ClangArgs,
/// `-c OutputFile`. Every path in the ClangArgs and the Directory go through
/// \p MapPath, which maps the input tree to the output tree and returns paths
/// outside the input tree unchanged. An include folder above the input tree
/// (`-I .` for `#include <proj/gpu/x.cuh>` when `proj/gpu` is translated)
/// is searched after \p OutputAbove's folder, the one above the output tree
/// in the same way, so that the translated headers are found first.
OutputCompileCommand hipCompileCommand(
    const CompileCommand &Command, llvm::StringRef OutputFile,
    llvm::ArrayRef<std::string> OffloadArchs,
    llvm::function_ref<std::string(llvm::StringRef)> MapPath,
    llvm::function_ref<std::optional<std::string>(llvm::StringRef)>
        OutputAbove = nullptr);

/// compile_commands.json text for \p Commands (sorted by file, stable).
/// JSON holds UTF-8 only: the bad bytes of a path or argument that is not
/// valid UTF-8 are written as U+FFFD.
std::string
renderCompileCommands(llvm::ArrayRef<OutputCompileCommand> Commands);

} // namespace cu2hip

#endif
