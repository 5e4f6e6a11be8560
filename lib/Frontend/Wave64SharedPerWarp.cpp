//===- Wave64SharedPerWarp.cpp - Shared arrays with a slot per lane -------===//
///
/// \file
/// cu2hip-wave64-shared-per-warp: a __shared__ array of 32 elements (or 33:
/// 32 and a padding slot) that device code indexes by lane, or by
/// thread index inside `if (tid < 32)`. Lanes 32-63 of a 64-lane wavefront
/// index past its end.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;

/// `float s[warpSize]` is cu2hip-wave64-warpsize-constant's.
bool DeviceVisitor::boundMentionsWarpSize(const VarDecl *VD) {
  if (!VD->getTypeSourceInfo())
    return false;
  TypeLoc TL = VD->getTypeSourceInfo()->getTypeLoc();
  while (auto Array = TL.getUnqualifiedLoc().getAs<ArrayTypeLoc>()) {
    if (C.mentionsWarpSize(Array.getSizeExpr()))
      return true;
    TL = Array.getElementLoc();
  }
  return false;
}

void DeviceVisitor::checkSharedPerWarp(const ArraySubscriptExpr *E) {
  // The dimension this subscript indexes: how many subscripts lie between
  // it and the array's name.
  unsigned Depth = 0;
  const Expr *Base = E->getBase()->IgnoreParenImpCasts();
  while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Base)) {
    ++Depth;
    Base = Inner->getBase()->IgnoreParenImpCasts();
  }
  const VarDecl *VD = referencedVar(Base);
  if (!VD || !VD->hasAttr<CUDASharedAttr>() || ReportedArrays.count(VD))
    return;
  const Type *T = VD->getType().getTypePtr();
  for (unsigned I = 0; I < Depth && T; ++I) {
    const auto *AT = dyn_cast<ConstantArrayType>(T->getAsArrayTypeUnsafe());
    T = AT ? AT->getElementType().getTypePtr() : nullptr;
  }
  const auto *AT =
      T ? dyn_cast_or_null<ConstantArrayType>(T->getAsArrayTypeUnsafe())
        : nullptr;
  if (!AT)
    return;
  uint64_t Size = AT->getSize().getZExtValue();
  if ((Size != 32 && Size != 33) || boundMentionsWarpSize(VD))
    return;
  unsigned Index = C.classify(E->getIdx());
  bool ByLane =
      (Index & LaneIndex) || ((Index & ThreadIndex) && OneWarpDepth > 0);
  if (!ByLane)
    return;
  ReportedArrays.insert(VD);
  SourceRange Decl(VD->getLocation(), VD->getSourceRange().getEnd());
  reportRange(DiagKind::Wave64SharedPerWarp, Decl,
              "shared array '" + C.quote(Decl) +
                  "' has one slot per lane of "
                  "a 32-lane warp and '" +
                  C.quote(E) + "' (line " +
                  llvm::Twine(C.lineOf(E->getBeginLoc())) +
                  ") indexes it by lane; lanes 32-63 of a 64-lane wavefront "
                  "index past its end: give that dimension " +
                  llvm::Twine(Size == 32 ? 64 : 65) + " slots");
}
