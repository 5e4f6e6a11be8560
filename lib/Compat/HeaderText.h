//===- HeaderText.h - Pieces of the generated NVIDIA headers ----*- C++ -*-===//
///
/// \file
/// Which CUDA headers a generated header includes, and the text around
/// names: scopes, guards, relative paths.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COMPAT_HEADERTEXT_H
#define CU2HIP_COMPAT_HEADERTEXT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace cu2hip::compat {

/// CUDA headers that rows map but a generated header does not include as
/// such. `Condition` empty: never; the internal headers warn when included
/// directly, and cuda_runtime.h includes them. Otherwise the preprocessor
/// condition to include it under: the OpenGL interop headers need OpenGL's.
struct CudaHeaderRule {
  llvm::StringRef Name;
  llvm::StringRef Condition;
};
/// The rule for the CUDA header \p Name; null when it is included as such.
const CudaHeaderRule *cudaHeaderRule(llvm::StringRef Name);

/// Device headers that Clang's CUDA wrapper (__clang_cuda_runtime_wrapper.h)
/// includes itself, with macros set around them: included again outside it,
/// their definitions clash with the wrapper's.
bool includedByClangWrapper(llvm::StringRef Name);

llvm::StringRef stem(llvm::StringRef Path);

/// `a::b` -> `namespace a { namespace b { ` (C++14 has no `namespace a::b`),
/// and the braces that close it.
std::string openScope(llvm::StringRef Scope);
std::string closeScope(llvm::StringRef Scope);

/// `hip/hip_runtime.h` -> `CU2HIP_NVIDIA_HIP_HIP_RUNTIME_H`.
std::string guardFor(llvm::StringRef Path);

/// From a generated file to the directory's root: `../` per level.
std::string upToRoot(llvm::StringRef Path);

} // namespace cu2hip::compat

#endif
