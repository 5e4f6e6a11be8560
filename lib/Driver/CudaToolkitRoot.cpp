//===- CudaToolkitRoot.cpp - Recognise a CUDA toolkit by its folders ------===//
///
/// \file
/// A build's -I of a CUDA toolkit's include folder names the toolkit the
/// build uses; its layouts are the NVIDIA installer's, the HPC SDK's and
/// the cross-compilation targets'.
///
//===----------------------------------------------------------------------===//
#include "CompileCommandsSupport.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using llvm::StringRef;
namespace path = llvm::sys::path;

/// `cuda`, `cuda-12.4`, `cuda12`: a folder a CUDA toolkit is installed as.
static bool isCudaInstallName(StringRef Name) {
  if (!Name.consume_front("cuda"))
    return false;
  Name.consume_front("-") || Name.consume_front("_");
  return llvm::all_of(Name,
                      [](char C) { return llvm::isDigit(C) || C == '.'; });
}

static bool isVersionName(StringRef Name) {
  return !Name.empty() && llvm::isDigit(Name.front()) &&
         llvm::all_of(Name,
                      [](char C) { return llvm::isDigit(C) || C == '.'; });
}

std::optional<std::string> cu2hip::cudaToolkitRoot(StringRef Dir) {
  llvm::SmallVector<StringRef, 16> Parts(path::begin(Dir), path::end(Dir));
  for (size_t I = 1; I < Parts.size(); ++I) {
    if (Parts[I] != "include")
      continue;
    size_t RootEnd = 0; // components [0, RootEnd) are the toolkit's root
    if (isCudaInstallName(Parts[I - 1]))
      RootEnd = I;
    else if (I >= 3 && Parts[I - 2] == "targets" &&
             isCudaInstallName(Parts[I - 3]))
      RootEnd = I - 2;
    else if (I >= 2 && isVersionName(Parts[I - 1]) && Parts[I - 2] == "cuda")
      RootEnd = I;
    if (RootEnd == 0)
      continue;
    llvm::SmallString<256> Include;
    for (size_t J = 0; J <= I; ++J)
      path::append(Include, Parts[J]);
    path::append(Include, "cuda_runtime.h");
    if (!llvm::sys::fs::exists(Include))
      continue;
    llvm::SmallString<256> Root;
    for (size_t J = 0; J < RootEnd; ++J)
      path::append(Root, Parts[J]);
    return std::string(Root);
  }
  return std::nullopt;
}
