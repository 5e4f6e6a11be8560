//===- Wave64LaneMask.cpp - Lane masks of 32 bits -------------------------===//
///
/// \file
/// cu2hip-wave64-lane-mask: code that treats a lane mask as 32 bits wide.
/// On a 64-lane wavefront a ballot has 64 bits, so comparing or combining
/// it with 0xffffffff, counting or searching its bits with __popc or __ffs,
/// or building one lane's bit with `1u << lane` sees only lanes 0-31.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;
using llvm::StringRef;

void DeviceVisitor::checkLaneMask(const Expr *E, const BinOp &B) {
  if (MaskArguments.count(E->IgnoreParens()))
    return;
  std::string Text = C.quote(E);
  if (B.Op == BO_EQ || B.Op == BO_NE || B.Op == BO_And || B.Op == BO_Or ||
      B.Op == BO_Xor) {
    for (auto [Mask, Other] :
         {std::pair(B.LHS, B.RHS), std::pair(B.RHS, B.LHS)}) {
      if (!C.isMaskValue(Mask, /*AllowVars=*/true) || Other->isValueDependent())
        continue;
      Expr::EvalResult R;
      if (!Other->EvaluateAsInt(R, C.Ctx) ||
          R.Val.getInt().getZExtValue() != 0xffffffffu)
        continue;
      bool Compares = B.Op == BO_EQ || B.Op == BO_NE;
      report(DiagKind::Wave64LaneMask, E,
             "'" + Text + "' " +
                 (Compares ? "compares a lane mask with the 32-lane full mask '"
                           : "combines a lane mask with the 32-lane mask '") +
                 C.quote(Other) + "'; " + Wavefront +
                 (Compares ? ", so it is false when all of them take part: "
                             "compare with '__activemask()' or use "
                             "'__all_sync'"
                           : ", so lanes 32-63 are lost: use a 64-bit mask"));
      return;
    }
    return;
  }
  // `1u << lane`: a 32-bit mask with one lane's bit.
  if (B.Op == BO_Shl && C.isConstant(B.LHS, 1) &&
      (C.classify(B.RHS) & ThreadIndex) && !E->isValueDependent() &&
      C.Ctx.getIntWidth(E->getType()) <= 32) {
    const Expr *One = B.LHS->IgnoreParenImpCasts();
    std::string Use =
        C.rewritten(E, One->getSourceRange(), "1ull").value_or("1ull << ...");
    report(DiagKind::Wave64LaneMask, E,
           "'" + Text +
               "' builds a 32-bit lane mask, which cannot name "
               "lanes 32-63; " +
               Wavefront + ": use '" + Use + "'",
           C.fixes(One->getSourceRange(), "1ull"));
  }
}

/// Bit counts over a ballot.
void DeviceVisitor::checkMaskBitCount(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  if ((Name == "__popc" || Name == "__ffs") && Call->getNumArgs() == 1 &&
      C.isMaskValue(Call->getArg(0), /*AllowVars=*/true)) {
    std::string Wide = (Name + "ll").str();
    SourceRange Callee = Call->getCallee()->IgnoreImpCasts()->getSourceRange();
    std::string Use = C.rewritten(Call, Callee, Wide).value_or(Wide + "(...)");
    report(DiagKind::Wave64LaneMask, Call,
           "'" + C.quote(Call) + "' " +
               (Name == "__popc" ? "counts" : "searches") +
               " only the low 32 bits of a lane mask; " + Wavefront +
               ": use '" + Use + "'",
           C.fixes(Callee, Wide));
  }
}
