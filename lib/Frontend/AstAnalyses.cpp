//===- AstAnalyses.cpp - The analyses over the user's declarations --------===//
///
/// \file
/// Each analysis lives in its own file and walks the user's top-level
/// declarations after the facts visitor; this is the list of them.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "CooperativeGroupsAnalysis.h"
#include "OverloadCollisionAnalysis.h"
#include "TextureHandleAnalysis.h"
#include "Wave64Analysis.h"

using namespace cu2hip;

void cu2hip::runAstAnalyses(UnitCollector &Unit, clang::ASTContext &Ctx,
                            llvm::ArrayRef<clang::Decl *> UserDecls) {
  reportDeviceLaunches(Unit, UserDecls);
  guardVectorOperators(Unit, UserDecls);
  reportTextureHandleIntegers(Unit, Ctx, UserDecls);
  reportOverloadCollisions(Unit, UserDecls);
  runCooperativeGroupsAnalysis(Unit, Ctx, UserDecls);
  runWave64Analysis(Unit, Ctx, UserDecls);
}
