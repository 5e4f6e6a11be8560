//===- CudaNames.h - Names only CUDA spells so ------------------*- C++ -*-===//
///
/// \file
/// Name classification shared by the frontend (which names the AST must
/// confirm) and the rewrite rules (which unknown names to report).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_CUDANAMES_H
#define CU2HIP_MAPPING_CUDANAMES_H

#include "llvm/ADT/StringRef.h"

namespace cu2hip {

/// Whether \p Name follows CUDA's naming conventions (`cudaMalloc`,
/// `CUdevice`, `cublasSgemm`, `CUDART_PI_F`): a name the tables miss that
/// looks like this is reported as an unclassified CUDA API.
bool looksLikeCudaName(llvm::StringRef Name);

/// Whether \p Name is spelled the way only CUDA spells names (`cudaMalloc`,
/// `CUdevice`, `__shfl_sync`). Other table names (`min`, `any`, `sinf`) are
/// acted on only where the AST confirms they refer to CUDA's declaration.
bool isDistinctiveCudaName(llvm::StringRef Name);

} // namespace cu2hip

#endif
