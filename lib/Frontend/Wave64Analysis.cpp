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
//===----------------------------------------------------------------------===//
#include "Wave64Analysis.h"
#include "AstFactsCollector.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

/// A binary operator whether Clang built a BinaryOperator or, in a template
/// or on a class type, an operator call.
struct BinOp {
  BinaryOperatorKind Op;
  const Expr *LHS;
  const Expr *RHS;
  SourceLocation OpLoc;
};

std::optional<BinOp> binOp(const Expr *E) {
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return BinOp{B->getOpcode(), B->getLHS(), B->getRHS(),
                 B->getOperatorLoc()};
  if (const auto *C = dyn_cast<CXXOperatorCallExpr>(E))
    if (C->isInfixBinaryOp() && C->getNumArgs() == 2)
      return BinOp{BinaryOperator::getOverloadedOpcode(C->getOperator()),
                   C->getArg(0), C->getArg(1), C->getOperatorLoc()};
  return std::nullopt;
}

/// The name a call is made by: its callee, or the name looked up for a
/// dependent call in a template.
StringRef calleeName(const CallExpr *Call) {
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

/// A member function of the cooperative groups API (`tile.ballot(p)`).
bool isCooperativeGroupsMember(const CallExpr *Call) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(Call);
  if (!MC)
    return isa<CXXDependentScopeMemberExpr, UnresolvedMemberExpr>(
        Call->getCallee()->IgnoreParenImpCasts());
  const CXXMethodDecl *MD = MC->getMethodDecl();
  return MD && StringRef(tableKeyOf(MD)).starts_with("cooperative_groups::");
}

/// Calls that return a lane mask: one bit per lane of the warp.
bool isBallotCall(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  if (Name == "__ballot_sync" || Name == "__ballot" ||
      Name == "__activemask" || Name == "__match_any_sync" ||
      Name == "__match_all_sync")
    return true;
  return (Name == "ballot" || Name == "match_any" || Name == "match_all") &&
         isCooperativeGroupsMember(Call);
}

bool isShuffleCall(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  if (Name.starts_with("__shfl"))
    return true;
  return (Name == "shfl" || Name == "shfl_down" || Name == "shfl_up" ||
          Name == "shfl_xor") &&
         isCooperativeGroupsMember(Call);
}

/// A reduction step goes down (`__shfl_down_sync`) or across (`xor`).
bool isReducingShuffle(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  return isShuffleCall(Call) &&
         (Name.contains("down") || Name.contains("xor"));
}

/// Intrinsics whose first argument is a lane mask: cu2hip-warp-mask-dropped
/// reports that argument, so this analysis leaves it alone.
bool takesMaskArgument(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  return Name.starts_with("__") && Name.ends_with("_sync");
}

bool isSyncCall(const CallExpr *Call) {
  StringRef Name = calleeName(Call);
  return Name == "__syncwarp" || Name.starts_with("__syncthreads") ||
         Name == "__threadfence_block" || Name == "__barrier_sync" ||
         Name == "__threadfence" || Name == "sync";
}

/// Whether \p S contains a call satisfying \p Pred.
template <typename PredT> bool containsCall(const Stmt *S, PredT Pred) {
  if (!S)
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S); Call && Pred(Call))
    return true;
  for (const Stmt *Child : S->children())
    if (containsCall(Child, Pred))
      return true;
  return false;
}

bool refersTo(const Stmt *S, const ValueDecl *D) {
  if (!S)
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == D)
    return true;
  for (const Stmt *Child : S->children())
    if (refersTo(Child, D))
      return true;
  return false;
}

const VarDecl *referencedVar(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts()))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

/// Variables named like a lane index (`lane`, `laneId`, `warp_lane`,
/// `myLane`), not merely containing the letters (`planes`).
bool isLaneName(StringRef Name) {
  return Name.starts_with_insensitive("lane") || Name.contains("Lane") ||
         Name.contains("_lane");
}

/// Variables named like a thread index (`tid`, `threadId`, `ltid`).
bool isThreadName(StringRef Name) {
  std::string Key;
  for (char C : Name)
    if (C != '_')
      Key += llvm::toLower(C);
  return Key == "tid" || Key == "tidx" || Key == "ltid" || Key == "tx" ||
         Key == "threadid" || Key == "threadidx" || Key == "localtid" ||
         Key == "threadindex";
}

/// What an index expression is made of.
enum IndexBits : unsigned {
  NoIndex = 0,
  ThreadIndex = 1, ///< threadIdx or a variable derived from it
  LaneIndex = 2,   ///< the lane within a warp
  BlockSize = 4,   ///< blockDim
};

/// One device function (or device lambda) at a time: which of its
/// variables hold thread indices, lanes and lane masks.
struct DeviceScope {
  llvm::DenseSet<const VarDecl *> ThreadVars, LaneVars, MaskVars;
};

class Wave64Checker {
public:
  Wave64Checker(UnitCollector &Unit, ASTContext &Ctx)
      : Unit(Unit), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  UnitCollector &Unit;
  ASTContext &Ctx;
  const SourceManager &SM;
  DeviceScope *Scope = nullptr;

  /// The variable \p Name that CUDA (Clang's CUDA headers) declares at
  /// file scope: threadIdx, blockDim, warpSize, not a user's namesake.
  bool isBuiltin(const Expr *E, StringRef Name) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    if (!Ref)
      return false;
    const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
    return VD && VD->getIdentifier() && VD->getName() == Name &&
           VD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
           !Unit.files().isUser(VD->getLocation());
  }

  bool mentionsWarpSize(const Stmt *S) {
    if (!S)
      return false;
    if (const auto *E = dyn_cast<Expr>(S); E && isBuiltin(E, "warpSize"))
      return true;
    for (const Stmt *Child : S->children())
      if (mentionsWarpSize(Child))
        return true;
    return false;
  }

  /// The value of a literal, or of a user's integer constant (a macro
  /// expands to its literal); never of warpSize itself.
  std::optional<int64_t> constantValue(const Expr *E) {
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

  bool isConstant(const Expr *E, int64_t Value) {
    std::optional<int64_t> V = constantValue(E);
    return V && *V == Value;
  }

  /// `x % warpSize`, `x & (warpSize - 1)`, `x % 32`, `x & 31`: a lane.
  bool isLaneOperation(const BinOp &B) {
    if (B.Op == BO_Rem)
      return isConstant(B.RHS, 32) || isBuiltin(B.RHS, "warpSize");
    if (B.Op == BO_And)
      return isConstant(B.RHS, 31) || mentionsWarpSize(B.RHS);
    return false;
  }

  unsigned classify(const Expr *E) {
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

  /// A lane mask: a ballot-like call, a variable holding one, or a bitwise
  /// combination of them. \p AllowVars: variables count.
  bool isMaskValue(const Expr *E, bool AllowVars) {
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
        return isMaskValue(B->LHS, AllowVars) ||
               isMaskValue(B->RHS, AllowVars);
      if (B->Op == BO_Or || B->Op == BO_Xor)
        return isMaskValue(B->LHS, AllowVars) &&
               isMaskValue(B->RHS, AllowVars);
    }
    return false;
  }

  /// An integer type of at most 32 bits that is not bool, written without
  /// `auto`.
  bool isNarrowInteger(QualType T) {
    if (T.isNull() || T->isDependentType() || T->getContainedAutoType())
      return false;
    T = T.getNonReferenceType();
    return T->isIntegerType() && !T->isBooleanType() &&
           Ctx.getIntWidth(T) <= 32;
  }

  // ---- Source text

  /// \p R as the user wrote it: a macro's use rather than its body, a
  /// macro argument where it is written.
  SourceRange fileRange(SourceRange R) {
    SourceLocation B = SM.getFileLoc(R.getBegin());
    SourceLocation E = SM.getFileLoc(R.getEnd());
    return {B, E};
  }

  std::string quote(const Stmt *S) {
    StringRef Text = Unit.spelling(fileRange(S->getSourceRange()));
    if (!Text.empty())
      return collapseSpaces(Text);
    std::string Printed;
    llvm::raw_string_ostream OS(Printed);
    S->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
    return Printed;
  }

  std::string quote(SourceRange R) {
    return collapseSpaces(Unit.spelling(fileRange(R)));
  }

  /// Lines of a multi-line expression, joined with single spaces, so that a
  /// message stays on one line.
  static std::string collapseSpaces(StringRef Text) {
    std::string Out;
    bool Space = false;
    for (char C : Text) {
      if (C == '\n' || C == '\r' || C == '\t' || C == ' ') {
        Space = true;
        continue;
      }
      if (Space && !Out.empty())
        Out += ' ';
      Space = false;
      Out += C;
    }
    return Out;
  }

  /// The text of \p Whole with each part (a token range inside it) replaced
  /// by its new text.
  std::optional<std::string>
  rewritten(const Stmt *Whole,
            llvm::ArrayRef<std::pair<SourceRange, StringRef>> Parts) {
    SourceRange WholeR = fileRange(Whole->getSourceRange());
    StringRef WholeText = Unit.spelling(WholeR);
    if (WholeText.empty())
      return std::nullopt;
    unsigned WholeAt = SM.getFileOffset(WholeR.getBegin());
    // From the last part to the first, so earlier offsets stay valid.
    llvm::SmallVector<std::pair<unsigned, std::pair<unsigned, StringRef>>, 2>
        Edits;
    for (auto [Part, New] : Parts) {
      Part = fileRange(Part);
      StringRef PartText = Unit.spelling(Part);
      unsigned PartAt = SM.getFileOffset(Part.getBegin());
      if (PartText.empty() ||
          SM.getFileID(WholeR.getBegin()) != SM.getFileID(Part.getBegin()) ||
          PartAt < WholeAt ||
          PartAt - WholeAt + PartText.size() > WholeText.size())
        return std::nullopt;
      Edits.push_back({PartAt - WholeAt, {unsigned(PartText.size()), New}});
    }
    llvm::sort(Edits, [](const auto &A, const auto &B) { return A.first > B.first; });
    std::string Out = WholeText.str();
    for (const auto &[At, Edit] : Edits)
      Out.replace(At, Edit.first, Edit.second.str());
    return collapseSpaces(Out);
  }

  std::optional<std::string> rewritten(const Stmt *Whole, SourceRange Part,
                                       StringRef NewText) {
    return rewritten(Whole, {{Part, NewText}});
  }

  std::vector<FixIt> fixes(SourceRange R, StringRef Text) {
    std::vector<FixIt> Out;
    if (std::optional<FixIt> F = Unit.fixFor(R, Text))
      Out.push_back(std::move(*F));
    return Out;
  }

  unsigned lineOf(SourceLocation Loc) {
    return SM.getPresumedLineNumber(SM.getFileLoc(Loc));
  }
};

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

// ---- The checks on device code

class DeviceVisitor : public RecursiveASTVisitor<DeviceVisitor> {
public:
  DeviceVisitor(Wave64Checker &C, const FunctionDecl *Fn) : C(C) {
    Functions.push_back(Fn);
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    Functions.push_back(L->getCallOperator());
    bool Result = RecursiveASTVisitor::TraverseLambdaExpr(L);
    Functions.pop_back();
    return Result;
  }

  /// The then-branch of `if (tid < 32)` runs on one warp's lanes.
  bool TraverseIfStmt(IfStmt *S) {
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

  bool VisitCallExpr(CallExpr *Call);
  bool VisitExpr(Expr *E);
  bool VisitDeclStmt(DeclStmt *DS);
  bool VisitReturnStmt(ReturnStmt *S);
  bool VisitForStmt(ForStmt *S);
  bool VisitCompoundStmt(CompoundStmt *S);
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E);
  bool VisitExplicitCastExpr(ExplicitCastExpr *E);

private:
  bool limitsToOneWarp(const Expr *Cond);
  bool boundMentionsWarpSize(const VarDecl *VD);
  void checkLaneMath(const Expr *E, const BinOp &B);
  void checkLaneMask(const Expr *E, const BinOp &B);
  void checkAssignedMask(const Expr *E, const BinOp &B);
  void checkUnrolledShuffles(const CompoundStmt *S);
  void checkWarpSynchronous(const CompoundStmt *S);
  bool report(DiagKind Kind, const Stmt *At, const llvm::Twine &Message,
              std::vector<FixIt> Fixes = {});
  bool reportRange(DiagKind Kind, SourceRange R, const llvm::Twine &Message,
                   std::vector<FixIt> Fixes = {});

  Wave64Checker &C;
  llvm::SmallVector<const FunctionDecl *, 2> Functions;
  unsigned OneWarpDepth = 0;
  /// Expressions that are a shuffle's lane/offset argument, or a *_sync
  /// intrinsic's mask (left to cu2hip-warp-mask-dropped).
  llvm::SmallPtrSet<const Expr *, 8> ShuffleOperands, MaskArguments;
  llvm::SmallPtrSet<const VarDecl *, 4> ReportedArrays;
  llvm::DenseSet<std::pair<unsigned, unsigned>> Reported;
};

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

static constexpr StringRef Wavefront = "AMD wavefronts have 64 lanes";

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

bool DeviceVisitor::VisitExpr(Expr *E) {
  std::optional<BinOp> B = binOp(E);
  if (!B)
    return true;
  checkLaneMath(E, *B);
  checkLaneMask(E, *B);
  checkAssignedMask(E, *B);
  return true;
}

// ---- cu2hip-wave64-lane-math

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
  bool Divides = (B.Op == BO_Div && *Value == 32) ||
                 (B.Op == BO_Shr && *Value == 5);
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
      Use = C.rewritten(E, {{RoundUp->RHS->IgnoreParenImpCasts()
                                 ->getSourceRange(),
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

bool DeviceVisitor::VisitCallExpr(CallExpr *Call) {
  if (isShuffleCall(Call)) {
    for (const Expr *Arg : Call->arguments())
      ShuffleOperands.insert(Arg->IgnoreParenImpCasts());
    // An explicit width of 32 splits a 64-lane wavefront into halves.
    unsigned WidthArg = takesMaskArgument(Call) ? 3 : 2;
    if (!isCooperativeGroupsMember(Call) && Call->getNumArgs() > WidthArg) {
      const Expr *Width = Call->getArg(WidthArg);
      if (!isa<CXXDefaultArgExpr>(Width) && C.isConstant(Width, 32))
        report(DiagKind::Wave64LaneMath, Width,
               "shuffle width '" + C.quote(Width) + "' in '" + C.quote(Call) +
                   "' is a warp size of 32; " + Wavefront +
                   ", so the shuffle stays within each half: use 'warpSize'",
               C.fixes(Width->IgnoreParenImpCasts()->getSourceRange(),
                       "warpSize"));
    }
  }
  if (takesMaskArgument(Call) && Call->getNumArgs() > 0)
    MaskArguments.insert(Call->getArg(0)->IgnoreParenImpCasts());

  StringRef Name = calleeName(Call);
  // cu2hip-wave64-lane-mask: bit counts over a ballot.
  if ((Name == "__popc" || Name == "__ffs") && Call->getNumArgs() == 1 &&
      C.isMaskValue(Call->getArg(0), /*AllowVars=*/true)) {
    std::string Wide = (Name + "ll").str();
    SourceRange Callee = Call->getCallee()->IgnoreImpCasts()->getSourceRange();
    std::string Use =
        C.rewritten(Call, Callee, Wide).value_or(Wide + "(...)");
    report(DiagKind::Wave64LaneMask, Call,
           "'" + C.quote(Call) + "' " +
               (Name == "__popc" ? "counts" : "searches") +
               " only the low 32 bits of a lane mask; " + Wavefront +
               ": use '" + Use + "'",
           C.fixes(Callee, Wide));
  }

  // cu2hip-wave64-mask-truncated: a ballot passed to a 32-bit parameter of
  // the user's own function.
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
  return true;
}

// ---- cu2hip-wave64-lane-mask

void DeviceVisitor::checkLaneMask(const Expr *E, const BinOp &B) {
  if (MaskArguments.count(E->IgnoreParens()))
    return;
  std::string Text = C.quote(E);
  if (B.Op == BO_EQ || B.Op == BO_NE || B.Op == BO_And || B.Op == BO_Or ||
      B.Op == BO_Xor) {
    for (auto [Mask, Other] : {std::pair(B.LHS, B.RHS), std::pair(B.RHS, B.LHS)}) {
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
    std::string Use = C.rewritten(E, One->getSourceRange(), "1ull")
                          .value_or("1ull << ...");
    report(DiagKind::Wave64LaneMask, E,
           "'" + Text + "' builds a 32-bit lane mask, which cannot name "
                        "lanes 32-63; " +
               Wavefront + ": use '" + Use + "'",
           C.fixes(One->getSourceRange(), "1ull"));
  }
}

// ---- cu2hip-wave64-mask-truncated

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

/// `unsigned`, `uint32_t`: a type a fix may replace with one of 64 bits.
static bool isReplaceableTypeSpelling(StringRef Text) {
  return llvm::StringSwitch<bool>(Text)
      .Cases({"unsigned", "unsigned int", "int", "uint32_t", "int32_t",
              "std::uint32_t", "uint", "unsigned int32_t"},
             true)
      .Default(false);
}

bool DeviceVisitor::VisitDeclStmt(DeclStmt *DS) {
  for (Decl *D : DS->decls()) {
    auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !VD->getInit() || !VD->getTypeSourceInfo() ||
        !C.isMaskValue(VD->getInit(), /*AllowVars=*/false) ||
        !C.isNarrowInteger(VD->getType()))
      continue;
    SourceRange TypeRange =
        VD->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc()
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
  return true;
}

bool DeviceVisitor::VisitReturnStmt(ReturnStmt *S) {
  const FunctionDecl *Fn = Functions.back();
  if (!S->getRetValue() || !Fn ||
      !C.isMaskValue(S->getRetValue(), /*AllowVars=*/false) ||
      !C.isNarrowInteger(Fn->getDeclaredReturnType()))
    return true;
  std::string Name = isa<CXXMethodDecl>(Fn) &&
                             cast<CXXMethodDecl>(Fn)->getParent()->isLambda()
                         ? std::string("the lambda")
                         : "'" + Fn->getNameAsString() + "'";
  report(DiagKind::Wave64MaskTruncated, S->getRetValue(),
         "'" + C.quote(S->getRetValue()) + "' is returned as the 32-bit '" +
             Fn->getDeclaredReturnType().getAsString() + "' of " + Name +
             ", which drops lanes 32-63; " + Wavefront +
             ": make the return type 'unsigned long long'");
  return true;
}

bool DeviceVisitor::VisitExplicitCastExpr(ExplicitCastExpr *E) {
  if (!C.isMaskValue(E->getSubExpr(), /*AllowVars=*/false) ||
      !C.isNarrowInteger(E->getTypeAsWritten()))
    return true;
  report(DiagKind::Wave64MaskTruncated, E,
         "'" + C.quote(E) + "' converts a lane mask to the 32-bit '" +
             E->getTypeAsWritten().getAsString() +
             "', which drops lanes 32-63; " + Wavefront +
             ": convert to 'unsigned long long'");
  return true;
}

// ---- Shuffle loops (cu2hip-wave64-lane-math)

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
static bool shufflesBy(const Stmt *Body, const VarDecl *V) {
  return containsCall(Body, [V](const CallExpr *Call) {
    if (!isShuffleCall(Call))
      return false;
    for (const Expr *Arg : Call->arguments())
      if (refersTo(Arg, V))
        return true;
    return false;
  });
}

bool DeviceVisitor::VisitForStmt(ForStmt *S) {
  auto [V, Start] = loopStart(S);
  if (!V || !Start || !shufflesBy(S->getBody(), V))
    return true;
  // Down from 16: `for (int o = 16; o > 0; o /= 2)` reduces 32 lanes.
  if (C.isConstant(Start, 16) && stepsBy(S->getInc(), V, /*Halves=*/true)) {
    const Expr *Lit = Start->IgnoreParenImpCasts();
    std::string Init = C.quote(SourceRange(S->getInit()->getBeginLoc(),
                                           Start->getEndLoc()));
    std::string Use = C.rewritten(S->getInit(), Lit->getSourceRange(),
                                  "warpSize / 2")
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
    return true;
  }
  // Up to 32: `for (int o = 1; o < 32; o *= 2)` scans 32 lanes.
  if (!stepsBy(S->getInc(), V, /*Halves=*/false) || !S->getCond())
    return true;
  std::optional<BinOp> Cond = binOp(S->getCond()->IgnoreParenImpCasts());
  if (!Cond || referencedVar(Cond->LHS) != V ||
      !((Cond->Op == BO_LT && C.isConstant(Cond->RHS, 32)) ||
        (Cond->Op == BO_LE && C.isConstant(Cond->RHS, 16))))
    return true;
  const Expr *Lit = Cond->RHS->IgnoreParenImpCasts();
  StringRef New = Cond->Op == BO_LT ? "warpSize" : "warpSize / 2";
  std::string Use = C.rewritten(S->getCond(), Lit->getSourceRange(), New)
                        .value_or(New.str());
  report(DiagKind::Wave64LaneMath, S->getCond(),
         "'" + C.quote(S->getCond()) +
             "' ends a shuffle loop at 32 lanes; " + Wavefront + ": use '" +
             Use + "'",
         C.fixes(Lit->getSourceRange(), New));
  return true;
}

/// `v += __shfl_down_sync(m, v, 16); v += __shfl_down_sync(m, v, 8); ...`:
/// an unrolled reduction whose widest step is 16 covers 32 lanes.
void DeviceVisitor::checkUnrolledShuffles(const CompoundStmt *S) {
  const CallExpr *Widest = nullptr;
  unsigned Steps = 0;
  int64_t Max = 0;
  for (const Stmt *Child : S->body()) {
    containsCall(Child, [&](const CallExpr *Call) {
      if (!isReducingShuffle(Call))
        return false;
      unsigned Arg = takesMaskArgument(Call) ? 2 : 1;
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
             Wavefront + ": add a step at offset 32 or loop from "
                         "'warpSize / 2'");
}

// ---- cu2hip-wave64-warp-synchronous

/// `s[i] += s[i + K]` or `s[i] = f(s[i], s[i + K])`: one step of a
/// reduction through memory; its offset (a constant or a variable).
struct SyncStep {
  const Expr *Access = nullptr;
  const Expr *Offset = nullptr;
};

static const ValueDecl *arrayBase(const ArraySubscriptExpr *A) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(A->getBase()->IgnoreParenCasts()))
    return Ref->getDecl();
  return nullptr;
}

static const ArraySubscriptExpr *findOffsetAccess(const Stmt *S,
                                                  const ValueDecl *Base,
                                                  const Expr *&Offset) {
  if (!S)
    return nullptr;
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(S); A && arrayBase(A) == Base)
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
  if (!B || !(B->Op == BO_Assign || BinaryOperator::isCompoundAssignmentOp(B->Op)))
    return std::nullopt;
  const auto *Target = dyn_cast<ArraySubscriptExpr>(B->LHS->IgnoreParenImpCasts());
  if (!Target || !arrayBase(Target) || !(C.classify(Target->getIdx()) & ThreadIndex))
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
    if (containsCall(Child, isSyncCall)) {
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
         "'" + C.quote(BestFirst) + "' begins a warp-synchronous reduction "
         "through memory (" + llvm::Twine(Best) +
             " steps with no __syncwarp() between them) that relies on 32 "
             "lanes running in lockstep; " +
             Wavefront +
             " and neither HIP nor CUDA guarantees lockstep: put "
             "__syncwarp() between the steps or reduce with "
             "'__shfl_down_sync' over 'warpSize' lanes");
}

bool DeviceVisitor::VisitCompoundStmt(CompoundStmt *S) {
  checkUnrolledShuffles(S);
  checkWarpSynchronous(S);
  return true;
}

// ---- cu2hip-wave64-shared-per-warp

/// `float s[warpSize]` is cu2hip-wave64-warpsize-constant's.
bool DeviceVisitor::boundMentionsWarpSize(const VarDecl *VD) {
  if (!VD->getTypeSourceInfo())
    return false;
  TypeLoc TL = VD->getTypeSourceInfo()->getTypeLoc();
  while (auto Array = TL.getUnqualifiedLoc().getAs<ArrayTypeLoc>()) {
    if (C.mentionsWarpSize(Array.getSizeExpr()))
      return true;
    TL = Array.getElementLoc();
  }
  return false;
}

bool DeviceVisitor::VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
  // The dimension this subscript indexes: how many subscripts lie between
  // it and the array's name.
  unsigned Depth = 0;
  const Expr *Base = E->getBase()->IgnoreParenImpCasts();
  while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Base)) {
    ++Depth;
    Base = Inner->getBase()->IgnoreParenImpCasts();
  }
  const VarDecl *VD = referencedVar(Base);
  if (!VD || !VD->hasAttr<CUDASharedAttr>() || ReportedArrays.count(VD))
    return true;
  const Type *T = VD->getType().getTypePtr();
  for (unsigned I = 0; I < Depth && T; ++I) {
    const auto *AT = dyn_cast<ConstantArrayType>(T->getAsArrayTypeUnsafe());
    T = AT ? AT->getElementType().getTypePtr() : nullptr;
  }
  const auto *AT =
      T ? dyn_cast_or_null<ConstantArrayType>(T->getAsArrayTypeUnsafe())
        : nullptr;
  if (!AT)
    return true;
  uint64_t Size = AT->getSize().getZExtValue();
  if ((Size != 32 && Size != 33) || boundMentionsWarpSize(VD))
    return true;
  unsigned Index = C.classify(E->getIdx());
  bool ByLane = (Index & LaneIndex) ||
                ((Index & ThreadIndex) && OneWarpDepth > 0);
  if (!ByLane)
    return true;
  ReportedArrays.insert(VD);
  SourceRange Decl(VD->getLocation(), VD->getSourceRange().getEnd());
  reportRange(DiagKind::Wave64SharedPerWarp, Decl,
              "shared array '" + C.quote(Decl) + "' has one slot per lane of "
              "a 32-lane warp and '" + C.quote(E) + "' (line " +
                  llvm::Twine(C.lineOf(E->getBeginLoc())) +
                  ") indexes it by lane; lanes 32-63 of a 64-lane wavefront "
                  "index past its end: give that dimension " +
                  llvm::Twine(Size == 32 ? 64 : 65) + " slots");
  return true;
}

// ---- Which code is device code

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

// ---- cu2hip-wave64-warpsize-constant

/// Finds warpSize in the places C++ needs a constant: array bounds,
/// template arguments, static_assert, constexpr initialisers, case labels,
/// enumerators, bit-field widths and `if constexpr`. Clang's CUDA headers
/// declare `const int warpSize = 32`, so Clang accepts all of these; on AMD
/// warpSize is known only when the kernel runs.
class WarpSizeConstantFinder
    : public RecursiveASTVisitor<WarpSizeConstantFinder> {
public:
  explicit WarpSizeConstantFinder(Wave64Checker &C) : C(C) {}

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
      check(VD->getInit(), "the constexpr initialiser of '" +
                               VD->getNameAsString() + "'");
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
  llvm::SmallPtrSet<const Expr *, 8> Reported;
};

} // namespace

void cu2hip::runWave64Analysis(UnitCollector &Unit, ASTContext &Ctx,
                               llvm::ArrayRef<Decl *> UserDecls) {
  Wave64Checker Checker(Unit, Ctx);
  DeviceFinder Devices(Checker);
  WarpSizeConstantFinder Constants(Checker);
  for (Decl *D : UserDecls) {
    Devices.TraverseDecl(D);
    Constants.TraverseDecl(D);
  }
}
