//===- Wave64Values.cpp - Thread indices, lanes and lane masks ------------===//
///
/// \file
/// What a value means to a warp: whether an expression is a thread index, a
/// lane within the warp or the block size, whether it is a lane mask, and
/// which constants it holds. A variable is a thread index or a lane when
/// the scope prepass saw it derived from one (DeviceScope) or when it is
/// named like one (`tid`, `laneId`), which also covers parameters, whose
/// values the analysis cannot follow.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;
using llvm::StringRef;

/// Variables named like a lane index (`lane`, `laneId`, `warp_lane`,
/// `myLane`), not merely containing the letters (`planes`).
static bool isLaneName(StringRef Name) {
  return Name.starts_with_insensitive("lane") || Name.contains("Lane") ||
         Name.contains("_lane");
}

/// Variables named like a thread index (`tid`, `threadId`, `ltid`).
static bool isThreadName(StringRef Name) {
  std::string Key;
  for (char C : Name)
    if (C != '_')
      Key += llvm::toLower(C);
  return Key == "tid" || Key == "tidx" || Key == "ltid" || Key == "tx" ||
         Key == "threadid" || Key == "threadidx" || Key == "localtid" ||
         Key == "threadindex";
}

bool Wave64Checker::isBuiltin(const Expr *E, StringRef Name) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return false;
  const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
  return VD && VD->getIdentifier() && VD->getName() == Name &&
         VD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
         !Unit.files().isUser(VD->getLocation());
}

bool Wave64Checker::mentionsWarpSize(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S); E && isBuiltin(E, "warpSize"))
    return true;
  for (const Stmt *Child : S->children())
    if (mentionsWarpSize(Child))
      return true;
  return false;
}

std::optional<int64_t> Wave64Checker::constantValue(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return IL->getValue().getLimitedValue();
  const VarDecl *VD = referencedVar(E);
  if (!VD || !Unit.files().isUser(VD->getLocation()) ||
      !VD->getType().isConstQualified() || !VD->getInit() ||
      VD->getInit()->isValueDependent() || mentionsWarpSize(VD->getInit()))
    return std::nullopt;
  Expr::EvalResult R;
  if (!VD->getInit()->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt().getExtValue();
}

bool Wave64Checker::isConstant(const Expr *E, int64_t Value) {
  std::optional<int64_t> V = constantValue(E);
  return V && *V == Value;
}

bool Wave64Checker::isLaneOperation(const BinOp &B) {
  if (B.Op == BO_Rem)
    return isConstant(B.RHS, 32) || isBuiltin(B.RHS, "warpSize");
  if (B.Op == BO_And)
    return isConstant(B.RHS, 31) || mentionsWarpSize(B.RHS);
  return false;
}

unsigned Wave64Checker::classify(const Expr *E) {
  if (!E)
    return NoIndex;
  E = E->IgnoreParenCasts();
  if (const auto *OVE = dyn_cast<OpaqueValueExpr>(E))
    return classify(OVE->getSourceExpr());
  if (isBuiltin(E, "threadIdx"))
    return ThreadIndex;
  if (isBuiltin(E, "blockDim"))
    return BlockSize;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
    if (!VD || !VD->getIdentifier())
      return NoIndex;
    if (isLaneName(VD->getName()) || (Scope && Scope->LaneVars.count(VD)))
      return LaneIndex | ThreadIndex;
    if (isThreadName(VD->getName()) || (Scope && Scope->ThreadVars.count(VD)))
      return ThreadIndex;
    return NoIndex;
  }
  if (const auto *PO = dyn_cast<PseudoObjectExpr>(E))
    return classify(PO->getSyntacticForm());
  if (const auto *PR = dyn_cast<MSPropertyRefExpr>(E))
    return classify(PR->getBaseExpr());
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return classify(ME->getBase()) & (ThreadIndex | BlockSize);
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return (classify(CO->getTrueExpr()) | classify(CO->getFalseExpr())) &
           ~LaneIndex;
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return classify(UO->getSubExpr()) & ~LaneIndex;
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    // `tile.thread_rank()` is the lane within a tile.
    if (calleeName(Call) == "thread_rank" && isCooperativeGroupsMember(Call))
      return ThreadIndex;
    return NoIndex;
  }
  if (std::optional<BinOp> B = binOp(E)) {
    unsigned Bits = (classify(B->LHS) | classify(B->RHS)) & ~LaneIndex;
    if ((Bits & ThreadIndex) && isLaneOperation(*B))
      Bits |= LaneIndex;
    return Bits;
  }
  return NoIndex;
}

bool Wave64Checker::isMaskValue(const Expr *E, bool AllowVars) {
  // Also through implicit conversion operators: the stand-in headers of
  // --no-cuda-sdk return a value that converts to any type.
  for (const Expr *Prev = nullptr; Prev != E;) {
    Prev = E;
    E = E->IgnoreUnlessSpelledInSource()->IgnoreParens();
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (!isa<CXXOperatorCallExpr>(Call))
      return isBallotCall(Call);
  if (const VarDecl *VD = referencedVar(E))
    return AllowVars && Scope && Scope->MaskVars.count(VD);
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_Not &&
           isMaskValue(UO->getSubExpr(), AllowVars);
  if (std::optional<BinOp> B = binOp(E)) {
    // Masking a mask keeps a subset of its lanes; merging needs two.
    if (B->Op == BO_And)
      return isMaskValue(B->LHS, AllowVars) || isMaskValue(B->RHS, AllowVars);
    if (B->Op == BO_Or || B->Op == BO_Xor)
      return isMaskValue(B->LHS, AllowVars) && isMaskValue(B->RHS, AllowVars);
  }
  return false;
}

bool Wave64Checker::isNarrowInteger(QualType T) {
  if (T.isNull() || T->isDependentType() || T->getContainedAutoType())
    return false;
  T = T.getNonReferenceType();
  return T->isIntegerType() && !T->isBooleanType() && Ctx.getIntWidth(T) <= 32;
}
