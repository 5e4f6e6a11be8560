//===- TextureHandleAnalysis.cpp - Texture objects used as integers -------===//
///
/// \file
/// CUDA's texture and surface objects are `unsigned long long`; HIP's are
/// pointers (`struct __hip_texture *`). What a pointer also allows translates
/// as is: copying a handle, comparing handles with each other or with a
/// literal 0, testing one for truth, a C-style cast. Everything else that
/// treats the handle as a number (arithmetic, comparing or mixing it with
/// another integer, passing it where an integer is expected) is rejected by
/// hipcc, and is reported here at the expression, since no edit keeps its
/// meaning: CUDA's handles are small numbers, HIP's are addresses.
///
//===----------------------------------------------------------------------===//
#include "TextureHandleAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

/// The typedef that makes \p T a texture or surface object, or "".
StringRef handleTypedef(QualType T) {
  // A declaration Clang could not type (an error, a deduction guide's
  // parameter) has no type to test.
  while (!T.isNull()) {
    const auto *Typedef = T->getAs<TypedefType>();
    if (!Typedef)
      break;
    StringRef Name = Typedef->getDecl()->getName();
    if (Name == "cudaTextureObject_t" || Name == "cudaSurfaceObject_t" ||
        Name == "CUtexObject" || Name == "CUsurfObject")
      return Name;
    T = Typedef->desugar();
  }
  return "";
}

class TextureHandleVisitor : public RecursiveASTVisitor<TextureHandleVisitor> {
public:
  TextureHandleVisitor(UnitCollector &Unit, ASTContext &Ctx)
      : Unit(Unit), Ctx(Ctx) {}

  /// Functions, methods and lambdas: what a `return` returns into.
  bool TraverseDecl(Decl *D) {
    const FunctionDecl *Saved = Function;
    if (auto *F = dyn_cast_or_null<FunctionDecl>(D))
      Function = F;
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    Function = Saved;
    return Result;
  }
  bool TraverseLambdaExpr(LambdaExpr *E) {
    const FunctionDecl *Saved = Function;
    Function = E->getCallOperator();
    bool Result = RecursiveASTVisitor::TraverseLambdaExpr(E);
    Function = Saved;
    return Result;
  }

  bool VisitBinaryOperator(BinaryOperator *B) {
    StringRef L = handleOf(B->getLHS()), R = handleOf(B->getRHS());
    if (L.empty() && R.empty())
      return true;
    StringRef Handle = L.empty() ? R : L;
    switch (B->getOpcode()) {
    case BO_Comma:
    case BO_LAnd:
    case BO_LOr:
      return true; // a pointer tests for truth like the number did
    case BO_Assign:
      return checkFlow(B->getRHS(), B->getLHS()->getType(), "assigned");
    case BO_EQ:
    case BO_NE:
      if (isNull(B->getLHS()) || isNull(B->getRHS()))
        return true;
      [[fallthrough]];
    case BO_LT:
    case BO_GT:
    case BO_LE:
    case BO_GE:
      if (!L.empty() && !R.empty())
        return true; // two handles compare as two pointers
      report(B, Handle, "a '" + Handle + "' compared with an integer");
      return true;
    default:
      report(B, Handle, "a '" + Handle + "' in integer arithmetic");
      return true;
    }
  }

  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isArithmeticOp() || U->isIncrementDecrementOp())
      if (U->getOpcode() != UO_LNot)
        if (StringRef Handle = handleOf(U->getSubExpr()); !Handle.empty())
          report(U, Handle, "a '" + Handle + "' in integer arithmetic");
    return true;
  }

  bool VisitVarDecl(VarDecl *V) {
    if (isa<ParmVarDecl>(V) || !V->getInit() || V->getType().isNull() ||
        V->getDeclContext()->isDependentContext() ||
        V->getInitStyle() == VarDecl::ListInit)
      return true;
    return checkFlow(V->getInit(), V->getType(), "initialized");
  }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee)
      return true;
    // A template's own parameter types: a handle passed as `T` stays one.
    if (const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern())
      Callee = Pattern;
    unsigned N = std::min(E->getNumArgs(), Callee->getNumParams());
    for (unsigned I = 0; I < N; ++I) {
      QualType Param = Callee->getParamDecl(I)->getType();
      if (!Param->isDependentType())
        checkFlow(E->getArg(I), Param, "passed");
    }
    return true;
  }

  bool VisitReturnStmt(ReturnStmt *S) {
    if (Function && S->getRetValue() &&
        !Function->getReturnType()->isUndeducedType())
      checkFlow(S->getRetValue(), Function->getReturnType(), "returned");
    return true;
  }

  bool VisitCXXStaticCastExpr(CXXStaticCastExpr *E) {
    return checkFlow(E->getSubExpr(), E->getTypeAsWritten(), "cast");
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    if (StringRef Handle = plainHandleOf(E->getIdx()); !Handle.empty())
      report(E->getIdx(), Handle, "a '" + Handle + "' used as an array index");
    return true;
  }

  bool VisitSwitchStmt(SwitchStmt *S) {
    if (StringRef Handle = plainHandleOf(S->getCond()); !Handle.empty())
      report(S->getCond(), Handle, "a switch on a '" + Handle + "'");
    return true;
  }

private:
  StringRef handleOf(const Expr *E) {
    return E && !E->getType().isNull()
               ? handleTypedef(E->IgnoreParenImpCasts()->getType())
               : "";
  }

  /// A handle that is an operator's result: `tex % 4` is reported as the
  /// arithmetic it is, not again where its value goes.
  StringRef plainHandleOf(const Expr *E) {
    const Expr *Inner = E ? E->IgnoreParenImpCasts() : nullptr;
    if (isa_and_nonnull<BinaryOperator, UnaryOperator>(Inner))
      return "";
    return handleOf(E);
  }

  bool isNull(const Expr *E) {
    return !E->isValueDependent() &&
           E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull) !=
               Expr::NPCK_NotNull;
  }

  /// \p From flows into a \p To: a handle into an integer, or an integer
  /// other than a literal 0 into a handle.
  bool checkFlow(const Expr *From, QualType To, StringRef How) {
    if (!From || To.isNull() || From->getType().isNull() ||
        From->isTypeDependent() || To->isDependentType())
      return true;
    StringRef Source = plainHandleOf(From), Target = handleTypedef(To);
    if (!Source.empty() && Target.empty() && To->isIntegerType())
      report(From, Source, "a '" + Source + "' " + How + " as an integer");
    else if (handleOf(From).empty() && !Target.empty() &&
             From->IgnoreParenImpCasts()->getType()->isIntegerType() &&
             !isNull(From))
      report(From, Target, "an integer " + How + " as a '" + Target + "'");
    return true;
  }

  /// One finding per expression: `int x = tex + 1` is the arithmetic's.
  void report(const Expr *E, StringRef Handle, const llvm::Twine &What) {
    if (!Reported.insert(E->getBeginLoc()).second)
      return;
    const MappingRow *Row = Unit.table().lookup(Handle);
    std::string Hip = Row && !Row->Hip.empty() ? Row->Hip.str() : Handle.str();
    Unit.addFinding(DiagKind::ApiSemantics, E->getSourceRange(),
                    What + ": HIP's '" + Hip +
                        "' is a pointer, so hipcc rejects this; keep the " +
                        "handle opaque (copy it, compare it with another " +
                        "handle or with 0)");
  }

  UnitCollector &Unit;
  ASTContext &Ctx;
  const FunctionDecl *Function = nullptr;
  llvm::DenseSet<SourceLocation> Reported;
};

} // namespace

void cu2hip::reportTextureHandleIntegers(UnitCollector &Unit, ASTContext &Ctx,
                                         llvm::ArrayRef<Decl *> UserDecls) {
  TextureHandleVisitor Visitor(Unit, Ctx);
  for (Decl *D : UserDecls)
    Visitor.TraverseDecl(D);
}
