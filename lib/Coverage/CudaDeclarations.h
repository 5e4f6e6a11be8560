//===- CudaDeclarations.h - Names the CUDA headers declare ------*- C++ -*-===//
///
/// \file
/// Parses a set of CUDA headers with Clang (host side, as nvcc's host pass
/// sees them) and lists the namespace-level names they declare and the macros
/// they define, each with the header it comes from.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COVERAGE_CUDADECLARATIONS_H
#define CU2HIP_COVERAGE_CUDADECLARATIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip::coverage {

struct DeclaredName {
  std::string Name; ///< `name`, or `cooperative_groups::name`
  std::string File; ///< relative to <cuda>/include, '/' separated
  bool IsMacro = false;
};

struct CudaDeclarations {
  std::vector<DeclaredName> Names;
  /// Identifiers in the bodies of object-like macros -> those macros
  /// (`cuMemAlloc_v2` -> `cuMemAlloc`).
  llvm::StringMap<std::vector<std::string>> MacroAliases;
  /// "13.0", from CUDA_VERSION.
  std::string CudaVersion;
};

/// Parses a TU that includes \p Headers (relative to <cuda>/include).
/// Semantic errors in the headers are expected and ignored; a fatal error
/// (a header not found) fails the parse.
llvm::Expected<CudaDeclarations>
parseCudaDeclarations(llvm::StringRef CudaPath,
                      llvm::ArrayRef<std::string> Headers);

} // namespace cu2hip::coverage

#endif
