//===- Wave64WarpSizeConstant.cpp - warpSize as a compile-time constant ---===//
///
/// \file
/// cu2hip-wave64-warpsize-constant: warpSize where C++ needs a constant.
/// Unlike the other wave64 hazards it is looked for in host code too: a
/// template argument or a static_assert there bakes in 32 just the same.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;

namespace {

/// Finds warpSize in the places C++ needs a constant: array bounds,
/// template arguments, static_assert, constexpr initialisers, case labels,
/// enumerators, bit-field widths and `if constexpr`. Clang's CUDA headers
/// declare `const int warpSize = 32`, so Clang accepts all of these; on AMD
/// warpSize is known only when the kernel runs.
class WarpSizeConstantFinder
    : public RecursiveASTVisitor<WarpSizeConstantFinder> {
public:
  WarpSizeConstantFinder(Wave64Checker &C,
                         llvm::SmallPtrSetImpl<const Expr *> &Reported)
      : C(C), Reported(Reported) {}

  bool TraverseDecl(Decl *D) {
    if (!D || D->isImplicit())
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (const TypeSourceInfo *TSI = D->getTypeSourceInfo())
      checkArrayBounds(TSI->getTypeLoc(), D);
    if (const auto *VD = dyn_cast<VarDecl>(D);
        VD && VD->isConstexpr() && VD->getInit())
      check(VD->getInit(),
            "the constexpr initialiser of '" + VD->getNameAsString() + "'");
    if (const auto *FD = dyn_cast<FieldDecl>(D); FD && FD->isBitField())
      check(FD->getBitWidth(),
            "the bit-field width of '" + FD->getNameAsString() + "'");
    return true;
  }

  bool VisitStaticAssertDecl(StaticAssertDecl *D) {
    check(D->getAssertExpr(), "a static_assert");
    return true;
  }

  bool VisitEnumConstantDecl(EnumConstantDecl *D) {
    check(D->getInitExpr(), "the enumerator '" + D->getNameAsString() + "'");
    return true;
  }

  bool VisitCaseStmt(CaseStmt *S) {
    check(S->getLHS(), "a case label");
    check(S->getRHS(), "a case label");
    return true;
  }

  bool VisitIfStmt(IfStmt *S) {
    if (S->isConstexpr())
      check(S->getCond(), "an 'if constexpr' condition");
    return true;
  }

  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &Arg) {
    if (Arg.getArgument().getKind() == TemplateArgument::Expression)
      check(Arg.getSourceExpression(), "a template argument");
    return RecursiveASTVisitor::TraverseTemplateArgumentLoc(Arg);
  }

private:
  void checkArrayBounds(TypeLoc TL, const DeclaratorDecl *D) {
    while (true) {
      TL = TL.getUnqualifiedLoc();
      if (auto Paren = TL.getAs<ParenTypeLoc>()) {
        TL = Paren.getInnerLoc();
        continue;
      }
      auto Array = TL.getAs<ArrayTypeLoc>();
      if (!Array)
        return;
      check(Array.getSizeExpr(),
            "the array bound of '" + D->getNameAsString() + "'");
      TL = Array.getElementLoc();
    }
  }

  void check(const Expr *E, const std::string &Where) {
    if (!E)
      return;
    const Expr *Ref = findWarpSize(E);
    if (!Ref || !Reported.insert(Ref).second)
      return;
    std::string Text = C.quote(E);
    std::string Quoted = Text == "warpSize" ? "" : " ('" + Text + "')";
    C.Unit.addFinding(
        DiagKind::Wave64WarpSizeConstant, C.fileRange(Ref->getSourceRange()),
        "'warpSize' is used as a compile-time constant in " + Where + Quoted +
            "; on AMD GPUs warpSize is 32 or 64 and known only at run time: "
            "use a constant that covers both (64) or a template parameter");
  }

  const Expr *findWarpSize(const Stmt *S) {
    if (!S)
      return nullptr;
    if (const auto *E = dyn_cast<Expr>(S); E && C.isBuiltin(E, "warpSize"))
      return E->IgnoreParenImpCasts();
    for (const Stmt *Child : S->children())
      if (const Expr *Found = findWarpSize(Child))
        return Found;
    return nullptr;
  }

  Wave64Checker &C;
  /// The uses of warpSize reported, in all the declarations walked so far.
  llvm::SmallPtrSetImpl<const Expr *> &Reported;
};

} // namespace

void WarpSizeConstantCheck::traverse(Decl *D) {
  WarpSizeConstantFinder(C, Reported).TraverseDecl(D);
}
