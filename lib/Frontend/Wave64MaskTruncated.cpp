//===- Wave64MaskTruncated.cpp - Lane masks stored in 32 bits -------------===//
///
/// \file
/// cu2hip-wave64-mask-truncated: a lane mask (a ballot, __activemask, a
/// match) that is assigned, declared, passed, returned or converted as an
/// integer of 32 bits, which keeps lanes 0-31 of a 64-lane wavefront. A
/// mask counts where it is written (the call, or a bitwise combination of
/// such calls), not through a variable that holds one.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;
using llvm::StringRef;

void DeviceVisitor::checkAssignedMask(const Expr *E, const BinOp &B) {
  if (B.Op != BO_Assign && B.Op != BO_OrAssign && B.Op != BO_AndAssign &&
      B.Op != BO_XorAssign)
    return;
  if (!C.isMaskValue(B.RHS, /*AllowVars=*/false) ||
      !C.isNarrowInteger(B.LHS->getType()))
    return;
  std::string Target = C.quote(B.LHS);
  report(DiagKind::Wave64MaskTruncated, E,
         "'" + C.quote(E) + "' stores a lane mask in the 32-bit '" + Target +
             "' (" + B.LHS->getType().getUnqualifiedType().getAsString() +
             "), which drops lanes 32-63; " + Wavefront + ": declare '" +
             Target + "' as 'unsigned long long'");
}

/// A ballot passed to a 32-bit parameter of the user's own function.
void DeviceVisitor::checkPassedMask(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (FD && C.Unit.files().isUser(FD->getLocation()) &&
      !isa<CXXOperatorCallExpr>(Call)) {
    for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams();
         ++I) {
      const ParmVarDecl *P = FD->getParamDecl(I);
      if (!C.isMaskValue(Call->getArg(I), /*AllowVars=*/false) ||
          !C.isNarrowInteger(P->getType()))
        continue;
      report(DiagKind::Wave64MaskTruncated, Call->getArg(I),
             "'" + C.quote(Call->getArg(I)) +
                 "' is passed to the 32-bit parameter '" + P->getName() +
                 "' of '" + FD->getName() + "', which drops lanes 32-63; " +
                 Wavefront + ": make the parameter 'unsigned long long'");
    }
  }
}

/// `unsigned`, `uint32_t`: a type a fix may replace with one of 64 bits.
static bool isReplaceableTypeSpelling(StringRef Text) {
  return llvm::StringSwitch<bool>(Text)
      .Cases({"unsigned", "unsigned int", "int", "uint32_t", "int32_t",
              "std::uint32_t", "uint", "unsigned int32_t"},
             true)
      .Default(false);
}

void DeviceVisitor::checkDeclaredMask(const DeclStmt *DS) {
  for (Decl *D : DS->decls()) {
    auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !VD->getInit() || !VD->getTypeSourceInfo() ||
        !C.isMaskValue(VD->getInit(), /*AllowVars=*/false) ||
        !C.isNarrowInteger(VD->getType()))
      continue;
    SourceRange TypeRange = VD->getTypeSourceInfo()
                                ->getTypeLoc()
                                .getUnqualifiedLoc()
                                .getSourceRange();
    std::vector<FixIt> Fix;
    if (DS->isSingleDecl() &&
        isReplaceableTypeSpelling(C.Unit.spelling(TypeRange)))
      Fix = C.fixes(TypeRange, "unsigned long long");
    SourceRange Whole(VD->getSourceRange().getBegin(),
                      VD->getInit()->getEndLoc());
    reportRange(DiagKind::Wave64MaskTruncated, Whole,
                "'" + C.quote(Whole) + "' stores a lane mask in the 32-bit '" +
                    VD->getType().getUnqualifiedType().getAsString() +
                    "' variable '" + VD->getName() +
                    "', which drops lanes 32-63; " + Wavefront +
                    ": declare it 'unsigned long long' (or 'auto')",
                std::move(Fix));
  }
}

void DeviceVisitor::checkReturnedMask(const ReturnStmt *S) {
  const FunctionDecl *Fn = Functions.back();
  if (!S->getRetValue() || !Fn ||
      !C.isMaskValue(S->getRetValue(), /*AllowVars=*/false) ||
      !C.isNarrowInteger(Fn->getDeclaredReturnType()))
    return;
  std::string Name =
      isa<CXXMethodDecl>(Fn) && cast<CXXMethodDecl>(Fn)->getParent()->isLambda()
          ? std::string("the lambda")
          : "'" + Fn->getNameAsString() + "'";
  report(DiagKind::Wave64MaskTruncated, S->getRetValue(),
         "'" + C.quote(S->getRetValue()) + "' is returned as the 32-bit '" +
             Fn->getDeclaredReturnType().getAsString() + "' of " + Name +
             ", which drops lanes 32-63; " + Wavefront +
             ": make the return type 'unsigned long long'");
}

void DeviceVisitor::checkConvertedMask(const ExplicitCastExpr *E) {
  if (!C.isMaskValue(E->getSubExpr(), /*AllowVars=*/false) ||
      !C.isNarrowInteger(E->getTypeAsWritten()))
    return;
  report(DiagKind::Wave64MaskTruncated, E,
         "'" + C.quote(E) + "' converts a lane mask to the 32-bit '" +
             E->getTypeAsWritten().getAsString() +
             "', which drops lanes 32-63; " + Wavefront +
             ": convert to 'unsigned long long'");
}
