//===- TextureHandleAnalysis.h - Texture objects as integers ----*- C++ -*-===//
///
/// \file
/// The analysis that reports texture and surface objects used as integers,
/// which HIP's pointer handles are not (TextureHandleAnalysis.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_TEXTUREHANDLEANALYSIS_H
#define CU2HIP_LIB_FRONTEND_TEXTUREHANDLEANALYSIS_H

#include "AstFactsCollector.h"

namespace cu2hip {

/// Texture and surface objects used as integers in \p UserDecls.
void reportTextureHandleIntegers(UnitCollector &Unit, clang::ASTContext &Ctx,
                                 llvm::ArrayRef<clang::Decl *> UserDecls);

} // namespace cu2hip

#endif
