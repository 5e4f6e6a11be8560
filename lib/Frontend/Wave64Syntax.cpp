//===- Wave64Syntax.cpp - Shapes of code the wave64 checks look for -------===//
///
/// \file
/// The operators and calls the wave64 checks recognise, in whatever form
/// Clang built them: a binary operator in a template or on a class type is
/// an operator call, a call in a template names its callee only by lookup,
/// and the cooperative groups API spells the warp intrinsics as members
/// (`tile.shfl_down`). Which calls are shuffles, ballots or barriers, and
/// which take a lane mask, the tables say (`warp`, `lane_mask_arg`).
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;
using llvm::StringRef;

std::optional<BinOp> wave64::binOp(const Expr *E) {
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return BinOp{B->getOpcode(), B->getLHS(), B->getRHS(), B->getOperatorLoc()};
  if (const auto *C = dyn_cast<CXXOperatorCallExpr>(E))
    if (C->isInfixBinaryOp() && C->getNumArgs() == 2)
      return BinOp{BinaryOperator::getOverloadedOpcode(C->getOperator()),
                   C->getArg(0), C->getArg(1), C->getOperatorLoc()};
  return std::nullopt;
}

StringRef wave64::calleeName(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return FD->getIdentifier() ? FD->getName() : StringRef();
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee))
    if (const IdentifierInfo *II = ULE->getName().getAsIdentifierInfo())
      return II->getName();
  if (const auto *ME = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
    if (const IdentifierInfo *II = ME->getMember().getAsIdentifierInfo())
      return II->getName();
  if (const auto *ME = dyn_cast<UnresolvedMemberExpr>(Callee))
    if (const IdentifierInfo *II = ME->getName().getAsIdentifierInfo())
      return II->getName();
  return "";
}

bool wave64::isCooperativeGroupsMember(const CallExpr *Call) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(Call);
  if (!MC)
    return isa<CXXDependentScopeMemberExpr, UnresolvedMemberExpr>(
        Call->getCallee()->IgnoreParenImpCasts());
  const CXXMethodDecl *MD = MC->getMethodDecl();
  return MD && StringRef(tableKeyOf(MD)).starts_with("cooperative_groups::");
}

WarpClass Wave64Checker::warpClass(const CallExpr *Call) const {
  MappingTable::WarpName W = Unit.table().warpName(calleeName(Call));
  if (W.OnlyMembers && !isCooperativeGroupsMember(Call))
    return WarpClass::None; // `shfl_down` on something else
  return W.Class;
}

bool Wave64Checker::isBallotCall(const CallExpr *Call) const {
  WarpClass W = warpClass(Call);
  return W == WarpClass::Ballot || W == WarpClass::ActiveLanes;
}

bool Wave64Checker::isShuffleCall(const CallExpr *Call) const {
  return isShuffle(warpClass(Call));
}

bool Wave64Checker::isReducingShuffle(const CallExpr *Call) const {
  WarpClass W = warpClass(Call);
  return W == WarpClass::ShuffleDown || W == WarpClass::ShuffleXor;
}

bool Wave64Checker::takesMaskArgument(const CallExpr *Call) const {
  const MappingRow *Row = Unit.table().lookup(calleeName(Call));
  return Row && Row->LaneMaskArg;
}

bool Wave64Checker::isSyncCall(const CallExpr *Call) const {
  return warpClass(Call) == WarpClass::Barrier;
}

bool wave64::refersTo(const Stmt *S, const ValueDecl *D) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == D)
    return true;
  for (const Stmt *Child : S->children())
    if (refersTo(Child, D))
      return true;
  return false;
}

const VarDecl *wave64::referencedVar(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts()))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}
