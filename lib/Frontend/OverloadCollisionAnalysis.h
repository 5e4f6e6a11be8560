//===- OverloadCollisionAnalysis.h - Overloads HIP merges -------*- C++ -*-===//
///
/// \file
/// The analysis that reports user overloads whose parameter types differ in
/// CUDA but become one HIP type (OverloadCollisionAnalysis.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_OVERLOADCOLLISIONANALYSIS_H
#define CU2HIP_LIB_FRONTEND_OVERLOADCOLLISIONANALYSIS_H

#include "AstFactsCollector.h"

namespace cu2hip {

/// `f(cudaError_t)` and `f(CUresult)` in \p UserDecls: both `f(hipError_t)`.
void reportOverloadCollisions(UnitCollector &Unit,
                              llvm::ArrayRef<clang::Decl *> UserDecls);

} // namespace cu2hip

#endif
