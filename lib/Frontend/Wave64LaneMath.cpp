//===- Wave64LaneMath.cpp - Lane arithmetic with a warp size of 32 --------===//
///
/// \file
/// cu2hip-wave64-lane-math: a warp size of 32 written as a number where it
/// meets a thread index: `tid % 32`, `tid & 31`, `tid / 32`, `tid >> 5`,
/// `lane < 32`; a shuffle width of 32; and shuffle reductions that cover 32
/// lanes, in a loop (`for (int o = 16; o > 0; o /= 2)`) or unrolled. On a
/// 64-lane wavefront each of them covers half the lanes. Where the literal
/// can simply become warpSize, the finding offers that fix.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;
using llvm::StringRef;

// ---- Arithmetic on lane indices

void DeviceVisitor::checkLaneMath(const Expr *E, const BinOp &B) {
  const Expr *Lit = B.RHS->IgnoreParenImpCasts();
  std::optional<int64_t> Value = C.constantValue(Lit);
  if (!Value)
    return;
  unsigned Left = C.classify(B.LHS);
  bool FeedsShuffle = ShuffleOperands.count(E->IgnoreParens());
  bool Thread = (Left & ThreadIndex) || FeedsShuffle;
  std::string Text = C.quote(E);
  SourceRange LitRange = Lit->getSourceRange();
  // The fix replaces the operand only where the other one is a plain name
  // or member: `(n + 31) / 32` would change meaning.
  const Expr *Plain = B.LHS->IgnoreParenImpCasts();
  bool SimpleLeft = !isa<BinaryOperator, ConditionalOperator>(Plain);
  auto Suggest = [&](SourceRange Part, StringRef New,
                     StringRef Generic) -> std::string {
    if (std::optional<std::string> S = C.rewritten(E, Part, New))
      return *S;
    return Generic.str();
  };

  if (B.Op == BO_Rem && *Value == 32 && Thread) {
    report(DiagKind::Wave64LaneMath, E,
           "'" + Text + "' computes a lane index with a warp size of 32; " +
               Wavefront + ": use '" +
               Suggest(LitRange, "warpSize", "% warpSize") + "'",
           C.fixes(LitRange, "warpSize"));
    return;
  }
  if (B.Op == BO_And && *Value == 31 && Thread) {
    report(DiagKind::Wave64LaneMath, E,
           "'" + Text + "' computes a lane index with a warp size of 32; " +
               Wavefront + ": use '" +
               Suggest(LitRange, "(warpSize - 1)", "& (warpSize - 1)") + "'",
           C.fixes(LitRange, "(warpSize - 1)"));
    return;
  }
  bool Divides =
      (B.Op == BO_Div && *Value == 32) || (B.Op == BO_Shr && *Value == 5);
  if (Divides && (Thread || (Left & BlockSize))) {
    StringRef What = (Left & BlockSize) && !(Left & ThreadIndex)
                         ? "the number of warps in a block"
                         : "a warp index";
    std::string Use;
    std::vector<FixIt> Fix;
    std::optional<BinOp> RoundUp = binOp(Plain);
    if (B.Op == BO_Div && RoundUp && RoundUp->Op == BO_Add &&
        C.isConstant(RoundUp->RHS, 31)) {
      // `(n + 31) / 32` rounds up: both constants are the warp size.
      Use = C.rewritten(E,
                        {{RoundUp->RHS->IgnoreParenImpCasts()->getSourceRange(),
                          "warpSize - 1"},
                         {LitRange, "warpSize"}})
                .value_or("(... + warpSize - 1) / warpSize");
    } else if (B.Op == BO_Div) {
      Use = Suggest(LitRange, "warpSize", "/ warpSize");
      if (SimpleLeft)
        Fix = C.fixes(LitRange, "warpSize");
    } else {
      // `>> 5` becomes `/ warpSize`, keeping the space the user wrote.
      SourceRange OpAndLit(B.OpLoc, Lit->getEndLoc());
      StringRef Written = C.Unit.spelling(OpAndLit);
      std::string New = "/ warpSize";
      if (Written.size() >= 3 && Written.starts_with(">>"))
        New = ("/" + Written.drop_front(2).drop_back(1) + "warpSize").str();
      Use = Suggest(OpAndLit, New, "/ warpSize");
      // `/` binds tighter than `>>`: `a + b >> 5` must keep its operand.
      if (SimpleLeft && !Written.empty())
        Fix = C.fixes(OpAndLit, New);
    }
    report(DiagKind::Wave64LaneMath, E,
           "'" + Text + "' computes " + What + " with a warp size of 32; " +
               Wavefront + ": use '" + Use + "'",
           std::move(Fix));
    return;
  }
  // `lane < 32`: a lane is always below the warp size.
  bool BelowWarp = (B.Op == BO_LT || B.Op == BO_GE) && *Value == 32;
  bool AtMostLast = (B.Op == BO_LE || B.Op == BO_GT) && *Value == 31;
  if ((BelowWarp || AtMostLast) && (Left & LaneIndex)) {
    StringRef New = BelowWarp ? "warpSize" : "(warpSize - 1)";
    report(DiagKind::Wave64LaneMath, E,
           "'" + Text + "' compares a lane index with a warp size of 32; " +
               Wavefront + ": use '" +
               Suggest(LitRange, New, ("<op> " + New).str()) + "'",
           C.fixes(LitRange, New));
  }
}

// ---- Shuffle widths

void DeviceVisitor::checkShuffleWidth(const CallExpr *Call) {
  if (!C.isShuffleCall(Call))
    return;
  // An explicit width of 32 splits a 64-lane wavefront into halves.
  unsigned WidthArg = C.takesMaskArgument(Call) ? 3 : 2;
  if (!isCooperativeGroupsMember(Call) && Call->getNumArgs() > WidthArg) {
    const Expr *Width = Call->getArg(WidthArg);
    if (!isa<CXXDefaultArgExpr>(Width) && C.isConstant(Width, 32))
      report(
          DiagKind::Wave64LaneMath, Width,
          "shuffle width '" + C.quote(Width) + "' in '" + C.quote(Call) +
              "' is a warp size of 32; " + Wavefront +
              ", so the shuffle stays within each half: use 'warpSize'",
          C.fixes(Width->IgnoreParenImpCasts()->getSourceRange(), "warpSize"));
  }
}

// ---- Shuffle loops

/// The variable a for-loop declares or assigns first, and its first value.
static std::pair<const VarDecl *, const Expr *> loopStart(const ForStmt *S) {
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(S->getInit()))
    if (DS->isSingleDecl())
      if (const auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
        return {VD, VD->getInit()};
  if (const auto *E = dyn_cast_or_null<Expr>(S->getInit()))
    if (std::optional<BinOp> B = binOp(E->IgnoreParenImpCasts());
        B && B->Op == BO_Assign)
      return {referencedVar(B->LHS), B->RHS};
  return {nullptr, nullptr};
}

/// Whether the increment halves (\p Halves) or doubles \p V.
static bool stepsBy(const Expr *Inc, const VarDecl *V, bool Halves) {
  if (!Inc)
    return false;
  std::optional<BinOp> B = binOp(Inc->IgnoreParenImpCasts());
  if (!B || referencedVar(B->LHS) != V)
    return false;
  if (B->Op == (Halves ? BO_DivAssign : BO_MulAssign) ||
      B->Op == (Halves ? BO_ShrAssign : BO_ShlAssign))
    return true;
  if (B->Op != BO_Assign)
    return false;
  std::optional<BinOp> R = binOp(B->RHS->IgnoreParenImpCasts());
  return R && (R->Op == (Halves ? BO_Div : BO_Mul) ||
               R->Op == (Halves ? BO_Shr : BO_Shl));
}

/// A shuffle in \p Body whose arguments use \p V.
static bool shufflesBy(const Wave64Checker &C, const Stmt *Body,
                       const VarDecl *V) {
  return containsCall(Body, [&C, V](const CallExpr *Call) {
    if (!C.isShuffleCall(Call))
      return false;
    for (const Expr *Arg : Call->arguments())
      if (refersTo(Arg, V))
        return true;
    return false;
  });
}

void DeviceVisitor::checkShuffleLoop(const ForStmt *S) {
  auto [V, Start] = loopStart(S);
  if (!V || !Start || !shufflesBy(C, S->getBody(), V))
    return;
  // Down from 16: `for (int o = 16; o > 0; o /= 2)` reduces 32 lanes.
  if (C.isConstant(Start, 16) && stepsBy(S->getInc(), V, /*Halves=*/true)) {
    const Expr *Lit = Start->IgnoreParenImpCasts();
    std::string Init =
        C.quote(SourceRange(S->getInit()->getBeginLoc(), Start->getEndLoc()));
    std::string Use =
        C.rewritten(S->getInit(), Lit->getSourceRange(), "warpSize / 2")
            .value_or("warpSize / 2");
    if (!Use.empty() && Use.back() == ';')
      Use.pop_back();
    reportRange(DiagKind::Wave64LaneMath,
                SourceRange(S->getInit()->getBeginLoc(), Start->getEndLoc()),
                "'" + Init +
                    "' starts a shuffle reduction at offset 16, which covers "
                    "only 32 lanes; " +
                    Wavefront + ": start at '" + Use + "'",
                C.fixes(Lit->getSourceRange(), "warpSize / 2"));
    return;
  }
  // Up to 32: `for (int o = 1; o < 32; o *= 2)` scans 32 lanes.
  if (!stepsBy(S->getInc(), V, /*Halves=*/false) || !S->getCond())
    return;
  std::optional<BinOp> Cond = binOp(S->getCond()->IgnoreParenImpCasts());
  if (!Cond || referencedVar(Cond->LHS) != V ||
      !((Cond->Op == BO_LT && C.isConstant(Cond->RHS, 32)) ||
        (Cond->Op == BO_LE && C.isConstant(Cond->RHS, 16))))
    return;
  const Expr *Lit = Cond->RHS->IgnoreParenImpCasts();
  StringRef New = Cond->Op == BO_LT ? "warpSize" : "warpSize / 2";
  std::string Use =
      C.rewritten(S->getCond(), Lit->getSourceRange(), New).value_or(New.str());
  report(DiagKind::Wave64LaneMath, S->getCond(),
         "'" + C.quote(S->getCond()) + "' ends a shuffle loop at 32 lanes; " +
             Wavefront + ": use '" + Use + "'",
         C.fixes(Lit->getSourceRange(), New));
}

// ---- Unrolled shuffle reductions

/// `v += __shfl_down_sync(m, v, 16); v += __shfl_down_sync(m, v, 8); ...`:
/// an unrolled reduction whose widest step is 16 covers 32 lanes.
void DeviceVisitor::checkUnrolledShuffles(const CompoundStmt *S) {
  const CallExpr *Widest = nullptr;
  unsigned Steps = 0;
  int64_t Max = 0;
  for (const Stmt *Child : S->body()) {
    containsCall(Child, [&](const CallExpr *Call) {
      if (!C.isReducingShuffle(Call))
        return false;
      unsigned Arg = C.takesMaskArgument(Call) ? 2 : 1;
      if (isCooperativeGroupsMember(Call))
        Arg = 1;
      if (Call->getNumArgs() <= Arg)
        return false;
      std::optional<int64_t> Offset = C.constantValue(Call->getArg(Arg));
      if (!Offset)
        return false;
      ++Steps;
      if (*Offset > Max) {
        Max = *Offset;
        Widest = Call;
      }
      return false;
    });
  }
  if (Steps < 2 || Max != 16)
    return;
  report(DiagKind::Wave64LaneMath, Widest,
         "'" + C.quote(Widest) +
             "' is the widest step of an unrolled shuffle reduction, which "
             "covers only 32 lanes; " +
             Wavefront +
             ": add a step at offset 32 or loop from "
             "'warpSize / 2'");
}
