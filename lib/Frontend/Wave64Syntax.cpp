//===- Wave64Syntax.cpp - Shapes of code the wave64 checks look for -------===//
///
/// \file
/// The operators and calls the wave64 checks recognise, in whatever form
/// Clang built them: a binary operator in a template or on a class type is
/// an operator call, a call in a template names its callee only by lookup,
/// and the cooperative groups API spells the warp intrinsics as members
/// (`tile.shfl_down`).
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

bool wave64::isBallotCall(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  if (Name == "__ballot_sync" || Name == "__ballot" || Name == "__activemask" ||
      Name == "__match_any_sync" || Name == "__match_all_sync")
    return true;
  return (Name == "ballot" || Name == "match_any" || Name == "match_all") &&
         isCooperativeGroupsMember(Call);
}

bool wave64::isShuffleCall(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  if (Name.starts_with("__shfl"))
    return true;
  return (Name == "shfl" || Name == "shfl_down" || Name == "shfl_up" ||
          Name == "shfl_xor") &&
         isCooperativeGroupsMember(Call);
}

bool wave64::isReducingShuffle(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  return isShuffleCall(Call) && (Name.contains("down") || Name.contains("xor"));
}

bool wave64::takesMaskArgument(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  return Name.starts_with("__") && Name.ends_with("_sync");
}

bool wave64::isSyncCall(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  return Name == "__syncwarp" || Name.starts_with("__syncthreads") ||
         Name == "__threadfence_block" || Name == "__barrier_sync" ||
         Name == "__threadfence" || Name == "sync";
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
