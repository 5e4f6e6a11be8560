//===- Wave64Analysis.h - Code that assumes 32-lane warps -------*- C++ -*-===//
///
/// \file
/// AMD data-centre GPUs run 64-lane wavefronts; CUDA code often hard-codes
/// 32-lane warps. This analysis reports the cu2hip-wave64-* findings.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_WAVE64ANALYSIS_H
#define CU2HIP_LIB_FRONTEND_WAVE64ANALYSIS_H

#include "llvm/ADT/ArrayRef.h"

namespace clang {
class ASTContext;
class Decl;
} // namespace clang

namespace cu2hip {

class UnitCollector;

/// Reports the wave64 hazards of the user's declarations \p UserDecls:
/// lane arithmetic, lane masks and ballot results narrowed to 32 bits,
/// per-lane shared scratch, warp-synchronous reductions (all in device code)
/// and warpSize used as a compile-time constant (anywhere).
void runWave64Analysis(UnitCollector &Unit, clang::ASTContext &Ctx,
                       llvm::ArrayRef<clang::Decl *> UserDecls);

} // namespace cu2hip

#endif
