//===- CooperativeGroupsAnalysis.h - Groups HIP cannot form -----*- C++ -*-===//
///
/// \file
/// The analysis of cooperative-group calls whose template arguments or
/// argument types decide what HIP can do (CooperativeGroupsAnalysis.cpp):
/// tiles of tiles, tiles wider than a wavefront, block_tile_memory.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_COOPERATIVEGROUPSANALYSIS_H
#define CU2HIP_LIB_FRONTEND_COOPERATIVEGROUPSANALYSIS_H

#include "AstFactsCollector.h"

namespace cu2hip {

/// Notes tiles partitioned from tiles and reports tiles HIP cannot form in
/// \p UserDecls.
void runCooperativeGroupsAnalysis(UnitCollector &Unit, clang::ASTContext &Ctx,
                                  llvm::ArrayRef<clang::Decl *> UserDecls);

} // namespace cu2hip

#endif
