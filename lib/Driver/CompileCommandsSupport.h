//===- CompileCommandsSupport.h - Paths and shell words ---------*- C++ -*-===//
///
/// \file
/// Helpers shared by the compile-database files: paths are compared as
/// strings, so they are made absolute and dot-free first; command strings
/// and response files are split into words as a POSIX shell would.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_COMPILECOMMANDSSUPPORT_H
#define CU2HIP_LIB_DRIVER_COMPILECOMMANDSSUPPORT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// \p Path made absolute against \p Base (itself made absolute against the
/// current directory if needed), without `.`/`..` or a trailing separator.
inline std::string absolutePath(llvm::StringRef Path, llvm::StringRef Base) {
  llvm::SmallString<256> Result;
  if (!llvm::sys::path::is_absolute(Path)) {
    Result = Base;
    llvm::sys::fs::make_absolute(Result);
  }
  llvm::sys::path::append(Result, Path);
  llvm::sys::path::remove_dots(Result, /*remove_dot_dot=*/true);
  while (Result.size() > 1 && llvm::sys::path::is_separator(Result.back()))
    Result.pop_back();
  return std::string(Result);
}

/// Whether \p Path is \p Dir or below it (both as absolutePath gives them).
inline bool isInsideDir(llvm::StringRef Path, llvm::StringRef Dir) {
  if (Dir.empty() || !Path.starts_with(Dir))
    return false;
  llvm::StringRef Rest = Path.drop_front(Dir.size());
  return Rest.empty() || llvm::sys::path::is_separator(Rest.front()) ||
         llvm::sys::path::is_separator(Dir.back());
}

/// The folders \p Args names after any of \p Flags (`-Idir` or `-I dir`),
/// in order, as spelled.
inline std::vector<std::string>
flagDirectories(llvm::ArrayRef<std::string> Args,
                std::initializer_list<llvm::StringRef> Flags) {
  std::vector<std::string> Dirs;
  for (size_t I = 0; I < Args.size(); ++I)
    for (llvm::StringRef Flag : Flags) {
      llvm::StringRef Dir = Args[I];
      if (!Dir.consume_front(Flag))
        continue;
      if (Dir.empty() && I + 1 < Args.size())
        Dir = Args[++I];
      if (!Dir.empty())
        Dirs.push_back(Dir.str());
      break;
    }
  return Dirs;
}

/// \p Text split into words with shell quoting (`'a b'`, `"a b"`, `a\ b`).
inline std::vector<std::string> splitShellWords(llvm::StringRef Text) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 32> Words;
  llvm::cl::TokenizeGNUCommandLine(Text, Saver, Words);
  std::vector<std::string> Result;
  for (const char *W : Words)
    if (W)
      Result.emplace_back(W);
  return Result;
}

/// The root of the CUDA toolkit whose include folder \p Dir is or is under:
/// `<cuda>/include`, `<cuda>/targets/<triple>/include`, the HPC SDK's
/// `.../cuda/<version>/include`. The folder must hold cuda_runtime.h, so
/// that a project's own `third_party/cuda/include` is not taken for one.
std::optional<std::string> cudaToolkitRoot(llvm::StringRef Dir);

} // namespace cu2hip

#endif
