//===- Wave64WarpSynchronous.cpp - Reductions relying on lockstep ---------===//
///
/// \file
/// cu2hip-wave64-warp-synchronous: a reduction through memory whose steps
/// (`s[tid] += s[tid + 16]; s[tid] += s[tid + 8]; ...`) follow one another
/// with no __syncwarp() between them, written for a warp whose 32 lanes
/// run in lockstep. Neither HIP nor CUDA promises lockstep.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;

namespace {

/// `s[i] += s[i + K]` or `s[i] = f(s[i], s[i + K])`: one step of a
/// reduction through memory; its offset (a constant or a variable).
struct SyncStep {
  const Expr *Access = nullptr;
  const Expr *Offset = nullptr;
};

} // namespace

static const ValueDecl *arrayBase(const ArraySubscriptExpr *A) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenCasts()))
    return Ref->getDecl();
  return nullptr;
}

static const ArraySubscriptExpr *
findOffsetAccess(const Stmt *S, const ValueDecl *Base, const Expr *&Offset) {
  if (!S)
    return nullptr;
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(S);
      A && arrayBase(A) == Base)
    if (std::optional<BinOp> B = binOp(A->getIdx()->IgnoreParenImpCasts());
        B && B->Op == BO_Add) {
      Offset = B->RHS;
      return A;
    }
  for (const Stmt *Child : S->children())
    if (const ArraySubscriptExpr *A = findOffsetAccess(Child, Base, Offset))
      return A;
  return nullptr;
}

static std::optional<SyncStep> asStep(Wave64Checker &C, const Stmt *S) {
  if (const auto *If = dyn_cast<IfStmt>(S); If && !If->getElse()) {
    S = If->getThen();
    if (const auto *CS = dyn_cast<CompoundStmt>(S); CS && CS->size() == 1)
      S = CS->body_front();
  }
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return std::nullopt;
  std::optional<BinOp> B = binOp(E->IgnoreParenImpCasts());
  if (!B ||
      !(B->Op == BO_Assign || BinaryOperator::isCompoundAssignmentOp(B->Op)))
    return std::nullopt;
  const auto *Target =
      dyn_cast<ArraySubscriptExpr>(B->LHS->IgnoreParenImpCasts());
  if (!Target || !arrayBase(Target) ||
      !(C.classify(Target->getIdx()) & ThreadIndex))
    return std::nullopt;
  const Expr *Offset = nullptr;
  if (!findOffsetAccess(B->RHS, arrayBase(Target), Offset))
    return std::nullopt;
  return SyncStep{E, Offset};
}

static bool isPowerOfTwoUpTo32(std::optional<int64_t> V) {
  return V && *V >= 1 && *V <= 32 && (*V & (*V - 1)) == 0;
}

void DeviceVisitor::checkWarpSynchronous(const CompoundStmt *S) {
  const Expr *First = nullptr;
  unsigned Steps = 0, Best = 0;
  const Expr *BestFirst = nullptr;
  for (const Stmt *Child : S->body()) {
    if (containsCall(Child, [this](const CallExpr *Call) {
          return C.isSyncCall(Call);
        })) {
      First = nullptr;
      Steps = 0;
      continue;
    }
    std::optional<SyncStep> Step = asStep(C, Child);
    if (!Step || !isPowerOfTwoUpTo32(C.constantValue(Step->Offset)))
      continue;
    if (!First)
      First = Step->Access;
    if (++Steps > Best) {
      Best = Steps;
      BestFirst = First;
    }
  }
  if (Best < 2)
    return;
  report(DiagKind::Wave64WarpSynchronous, BestFirst,
         "'" + C.quote(BestFirst) +
             "' begins a warp-synchronous reduction "
             "through memory (" +
             llvm::Twine(Best) +
             " steps with no __syncwarp() between them) that relies on 32 "
             "lanes running in lockstep; " +
             Wavefront +
             " and neither HIP nor CUDA guarantees lockstep: put "
             "__syncwarp() between the steps or reduce with "
             "'__shfl_down_sync' over 'warpSize' lanes");
}
