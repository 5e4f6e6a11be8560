//===- Wave64Analysis.cpp - Code that assumes 32-lane warps ---------------===//
///
/// \file
/// CUDA warps have 32 lanes; AMD data-centre GPUs run 64-lane wavefronts.
/// This analysis finds device code that bakes in 32: lane arithmetic with a
/// literal 32 (or 31, 0x1f, `>> 5`), 32-bit lane masks, ballot results kept
/// in 32-bit integers, shared scratch with one slot per lane of a 32-lane
/// warp, warp-synchronous reductions through shared memory, and `warpSize`
/// where a compile-time constant is needed.
///
/// A literal 32 is only reported where it meets a thread index (threadIdx,
/// a variable derived from it or named like one: `tid`, `lane`, `laneId`) or
/// feeds a shuffle, so that the other 32s of a program stay quiet. Templates
/// are analysed once, as written, not per instantiation.
///
/// This file is the driver: which code is device code, what its variables
/// hold, and which check runs on which node of it. The checks are in a file
/// per hazard (Wave64Internal.h lists them).
///
//===----------------------------------------------------------------------===//
#include "Wave64Analysis.h"
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;

namespace {

// ---- The variables of one device function

/// Walks a device function before it is checked: which variables hold
/// thread indices, lanes and masks (declared before use, so one pass).
class ScopePrepass : public RecursiveASTVisitor<ScopePrepass> {
public:
  ScopePrepass(Wave64Checker &C) : C(C) {}

  bool VisitVarDecl(VarDecl *VD) {
    note(VD, VD->getInit());
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->getOpcode() == BO_Assign)
      if (const VarDecl *VD = referencedVar(B->getLHS()))
        note(VD, B->getRHS());
    return true;
  }

private:
  void note(const VarDecl *VD, const Expr *Value) {
    if (!Value)
      return;
    if (C.isMaskValue(Value, /*AllowVars=*/true)) {
      C.Scope->MaskVars.insert(VD);
      return;
    }
    QualType T = VD->getType();
    if (!T->isDependentType() && !T->isIntegerType())
      return;
    unsigned Bits = C.classify(Value);
    if (Bits & LaneIndex)
      C.Scope->LaneVars.insert(VD);
    else if (Bits & ThreadIndex)
      C.Scope->ThreadVars.insert(VD);
  }

  Wave64Checker &C;
};

} // namespace

// ---- The checks on device code

bool DeviceVisitor::TraverseLambdaExpr(LambdaExpr *L) {
  Functions.push_back(L->getCallOperator());
  bool Result = RecursiveASTVisitor::TraverseLambdaExpr(L);
  Functions.pop_back();
  return Result;
}

bool DeviceVisitor::TraverseIfStmt(IfStmt *S) {
  if (!TraverseStmt(S->getInit()) ||
      !TraverseStmt(S->getConditionVariableDeclStmt()) ||
      !TraverseStmt(S->getCond()))
    return false;
  bool Limits = limitsToOneWarp(S->getCond());
  OneWarpDepth += Limits;
  bool Result = TraverseStmt(S->getThen());
  OneWarpDepth -= Limits;
  return Result && TraverseStmt(S->getElse());
}

bool DeviceVisitor::limitsToOneWarp(const Expr *Cond) {
  std::optional<BinOp> B = binOp(Cond->IgnoreParenImpCasts());
  if (!B)
    return false;
  if (B->Op == BO_LAnd)
    return limitsToOneWarp(B->LHS) || limitsToOneWarp(B->RHS);
  return ((B->Op == BO_LT && C.isConstant(B->RHS, 32)) ||
          (B->Op == BO_LE && C.isConstant(B->RHS, 31))) &&
         (C.classify(B->LHS) & ThreadIndex);
}

bool DeviceVisitor::VisitCallExpr(CallExpr *Call) {
  // A call is visited before its arguments: note what they are for the
  // checks of the operators among them.
  if (C.isShuffleCall(Call))
    for (const Expr *Arg : Call->arguments())
      ShuffleOperands.insert(Arg->IgnoreParenImpCasts());
  if (C.takesMaskArgument(Call) && Call->getNumArgs() > 0)
    MaskArguments.insert(Call->getArg(0)->IgnoreParenImpCasts());
  checkShuffleWidth(Call);
  checkMaskBitCount(Call);
  checkPassedMask(Call);
  return true;
}

bool DeviceVisitor::VisitExpr(Expr *E) {
  std::optional<BinOp> B = binOp(E);
  if (!B)
    return true;
  checkLaneMath(E, *B);
  checkLaneMask(E, *B);
  checkAssignedMask(E, *B);
  return true;
}

bool DeviceVisitor::VisitDeclStmt(DeclStmt *DS) {
  checkDeclaredMask(DS);
  return true;
}

bool DeviceVisitor::VisitReturnStmt(ReturnStmt *S) {
  checkReturnedMask(S);
  return true;
}

bool DeviceVisitor::VisitExplicitCastExpr(ExplicitCastExpr *E) {
  checkConvertedMask(E);
  return true;
}

bool DeviceVisitor::VisitForStmt(ForStmt *S) {
  checkShuffleLoop(S);
  return true;
}

bool DeviceVisitor::VisitCompoundStmt(CompoundStmt *S) {
  checkUnrolledShuffles(S);
  checkWarpSynchronous(S);
  return true;
}

bool DeviceVisitor::VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
  checkSharedPerWarp(E);
  return true;
}

bool DeviceVisitor::reportRange(DiagKind Kind, SourceRange R,
                                const llvm::Twine &Message,
                                std::vector<FixIt> Fixes) {
  SourceLocation At = C.SM.getFileLoc(R.getBegin());
  // One finding per kind and place: an expression can be reached twice
  // (a shuffle operand, an operator inside another).
  if (!Reported.insert({unsigned(Kind), At.getRawEncoding()}).second)
    return false;
  return C.Unit.addFinding(Kind, C.fileRange(R), Message, std::move(Fixes));
}

bool DeviceVisitor::report(DiagKind Kind, const Stmt *At,
                           const llvm::Twine &Message,
                           std::vector<FixIt> Fixes) {
  return reportRange(Kind, At->getSourceRange(), Message, std::move(Fixes));
}

// ---- Which code is device code

namespace {

bool hasExplicitDeviceAttr(const FunctionDecl *FD) {
  for (const Attr *A : FD->attrs())
    if (isa<CUDAGlobalAttr, CUDADeviceAttr>(A) && !A->isImplicit())
      return true;
  return false;
}

/// Finds the device functions and device lambdas among the user's
/// declarations and checks each body once.
class DeviceFinder : public RecursiveASTVisitor<DeviceFinder> {
public:
  explicit DeviceFinder(Wave64Checker &C) : C(C) {}

  bool TraverseDecl(Decl *D) {
    if (!D || D->isImplicit())
      return true;
    if (auto *FD = dyn_cast<FunctionDecl>(D);
        FD && FD->doesThisDeclarationHaveABody() && hasExplicitDeviceAttr(FD)) {
      check(FD, FD->getBody());
      return true;
    }
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    if (hasExplicitDeviceAttr(L->getCallOperator())) {
      check(L->getCallOperator(), L->getBody());
      return true;
    }
    return RecursiveASTVisitor::TraverseLambdaExpr(L);
  }

private:
  void check(const FunctionDecl *FD, Stmt *Body) {
    DeviceScope Scope;
    C.Scope = &Scope;
    ScopePrepass Prepass(C);
    for (const ParmVarDecl *P : FD->parameters())
      Prepass.VisitVarDecl(const_cast<ParmVarDecl *>(P));
    Prepass.TraverseStmt(Body);
    DeviceVisitor Visitor(C, FD);
    Visitor.TraverseStmt(Body);
    C.Scope = nullptr;
  }

  Wave64Checker &C;
};

} // namespace

void cu2hip::runWave64Analysis(UnitCollector &Unit, ASTContext &Ctx,
                               llvm::ArrayRef<Decl *> UserDecls) {
  Wave64Checker Checker(Unit, Ctx);
  DeviceFinder Devices(Checker);
  WarpSizeConstantCheck Constants(Checker);
  // Both walks on each declaration in turn, so that findings are added in
  // the order of the declarations they are in.
  for (Decl *D : UserDecls) {
    Devices.TraverseDecl(D);
    Constants.traverse(D);
  }
}
