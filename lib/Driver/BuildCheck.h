//===- BuildCheck.h - The translation, compiled by hipcc -------*- C++ -*-===//
///
/// \file
/// --check-build: cu2hip answers for what it wrote. Every unit of the output
/// is compiled, syntax only, by the target's hipcc with the unit's own
/// flags; each error is mapped from the translated line back to the CUDA
/// line it comes from and reported there as a build-error finding, with
/// what cu2hip knows of the names on that line.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_BUILDCHECK_H
#define CU2HIP_LIB_DRIVER_BUILDCHECK_H

#include "cu2hip/Driver/CompileCommands.h"
#include "cu2hip/Driver/Driver.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ThreadPool.h"
#include <string>
#include <utility>
#include <vector>

namespace cu2hip::driver {

/// One error of a compiler's output, with the includes that led to it
/// (innermost first).
struct CompilerError {
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Message;
  std::vector<std::pair<std::string, unsigned>> IncludedFrom;
};

/// The errors (and fatal errors) of Clang-style diagnostics in \p Output.
std::vector<CompilerError> parseCompilerErrors(llvm::StringRef Output);

/// A file cu2hip wrote that errors can be mapped back from.
struct TranslatedFile {
  std::string Output; ///< canonical
  llvm::StringRef Source;
  llvm::StringRef Text;
  /// For each line of Text, its line in Source (empty: the same line).
  const std::vector<unsigned> *InputLines = nullptr;
  FileResult *Result = nullptr; ///< where its findings go
};

/// A unit of the output and the command that builds it.
struct CheckUnit {
  size_t File = 0; ///< index into the TranslatedFiles
  OutputCompileCommand Command;
};

/// Whether \p Command compiles its file as HIP (`-x hip`).
bool compilesAsHip(const OutputCompileCommand &Command);

/// The argument vector --check-build runs for \p Command: \p Hipcc, one
/// offload target, syntax only, no warnings, C++17 unless the command
/// names a standard (what nvcc and cu2hip's own parse assume). A C or C++
/// unit is compiled as host code, as CUDA's build compiled it.
std::vector<std::string> checkCommand(const OutputCompileCommand &Command,
                                      llvm::StringRef Hipcc,
                                      llvm::StringRef OffloadArch);

/// Compiles every unit on \p Pool and adds a build-error finding to the
/// translated file each error maps to (each error once, however many units
/// include its header).
BuildCheckResult checkBuild(llvm::ArrayRef<CheckUnit> Units,
                            std::vector<TranslatedFile> &Files,
                            const MappingTable &Table,
                            const DriverOptions &Options,
                            llvm::ThreadPoolInterface &Pool);

} // namespace cu2hip::driver

#endif
