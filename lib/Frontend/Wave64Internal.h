//===- Wave64Internal.h - What the wave64 checks share ----------*- C++ -*-===//
///
/// \file
/// The wave64 analysis (Wave64Analysis.h) keeps each hazard it reports in a
/// file of its own, named after the finding id:
///
/// - Wave64LaneMath.cpp: cu2hip-wave64-lane-math;
/// - Wave64LaneMask.cpp: cu2hip-wave64-lane-mask;
/// - Wave64MaskTruncated.cpp: cu2hip-wave64-mask-truncated;
/// - Wave64WarpSynchronous.cpp: cu2hip-wave64-warp-synchronous;
/// - Wave64SharedPerWarp.cpp: cu2hip-wave64-shared-per-warp;
/// - Wave64WarpSizeConstant.cpp: cu2hip-wave64-warpsize-constant.
///
/// This header is what they share: the shapes of code they recognise
/// (Wave64Syntax.cpp), what a value means to a warp and how a message quotes
/// the user's source (Wave64Checker: Wave64Values.cpp, Wave64SourceText.cpp),
/// and the walk over device code (DeviceVisitor, Wave64Analysis.cpp).
///
/// The first five hazards are checks run by one walk over each device
/// function, not walks of their own: the walk learns in pre-order which
/// expressions feed a shuffle or are a mask argument, and whether it is
/// inside `if (tid < 32)`, before it reaches what the checks look at; and
/// findings at one place keep the order they are added in (the facts cache
/// and the report keep it), which a walk per hazard would change.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_WAVE64INTERNAL_H
#define CU2HIP_LIB_FRONTEND_WAVE64INTERNAL_H

#include "AstFactsCollector.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip::wave64 {

// ---- Shapes of code (Wave64Syntax.cpp)

/// A binary operator whether Clang built a BinaryOperator or, in a template
/// or on a class type, an operator call.
struct BinOp {
  clang::BinaryOperatorKind Op;
  const clang::Expr *LHS;
  const clang::Expr *RHS;
  clang::SourceLocation OpLoc;
};

std::optional<BinOp> binOp(const clang::Expr *E);

/// The name a call is made by: its callee, or the name looked up for a
/// dependent call in a template.
llvm::StringRef calleeName(const clang::CallExpr *Call);

/// A member function of the cooperative groups API (`tile.ballot(p)`).
bool isCooperativeGroupsMember(const clang::CallExpr *Call);

/// Whether \p S contains a call satisfying \p Pred.
template <typename PredT> bool containsCall(const clang::Stmt *S, PredT Pred) {
  if (!S)
    return false;
  if (const auto *Call = llvm::dyn_cast<clang::CallExpr>(S); Call && Pred(Call))
    return true;
  for (const clang::Stmt *Child : S->children())
    if (containsCall(Child, Pred))
      return true;
  return false;
}

bool refersTo(const clang::Stmt *S, const clang::ValueDecl *D);

const clang::VarDecl *referencedVar(const clang::Expr *E);

// ---- What a value means to a warp, and quoting the user's source

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
  llvm::DenseSet<const clang::VarDecl *> ThreadVars, LaneVars, MaskVars;
};

/// What every check asks of the code it looks at. The value questions are
/// answered in Wave64Values.cpp, the source text in Wave64SourceText.cpp.
class Wave64Checker {
public:
  Wave64Checker(UnitCollector &Unit, clang::ASTContext &Ctx)
      : Unit(Unit), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  UnitCollector &Unit;
  clang::ASTContext &Ctx;
  const clang::SourceManager &SM;
  /// The device function being walked (DeviceFinder sets it).
  DeviceScope *Scope = nullptr;

  // ---- Warp-level calls, as the tables classify them (Wave64Syntax.cpp)

  /// What the warp-level function \p Call calls does (its row's `warp`).
  WarpClass warpClass(const clang::CallExpr *Call) const;
  /// Calls that return a lane mask: one bit per lane of the warp.
  bool isBallotCall(const clang::CallExpr *Call) const;
  bool isShuffleCall(const clang::CallExpr *Call) const;
  /// A reduction step goes down (`__shfl_down_sync`) or across (`xor`).
  bool isReducingShuffle(const clang::CallExpr *Call) const;
  /// Intrinsics whose first argument is a lane mask (`lane_mask_arg`):
  /// cu2hip-warp-mask-dropped reports that argument, so this analysis leaves
  /// it alone.
  bool takesMaskArgument(const clang::CallExpr *Call) const;
  bool isSyncCall(const clang::CallExpr *Call) const;

  // ---- Values (Wave64Values.cpp)

  /// The variable \p Name that CUDA (Clang's CUDA headers) declares at
  /// file scope: threadIdx, blockDim, warpSize, not a user's namesake.
  bool isBuiltin(const clang::Expr *E, llvm::StringRef Name);
  bool mentionsWarpSize(const clang::Stmt *S);
  /// The value of a literal, or of a user's integer constant (a macro
  /// expands to its literal); never of warpSize itself.
  std::optional<int64_t> constantValue(const clang::Expr *E);
  bool isConstant(const clang::Expr *E, int64_t Value);
  /// `x % warpSize`, `x & (warpSize - 1)`, `x % 32`, `x & 31`: a lane.
  bool isLaneOperation(const BinOp &B);
  /// IndexBits of \p E.
  unsigned classify(const clang::Expr *E);
  /// A lane mask: a ballot-like call, a variable holding one, or a bitwise
  /// combination of them. \p AllowVars: variables count.
  bool isMaskValue(const clang::Expr *E, bool AllowVars);
  /// An integer type of at most 32 bits that is not bool, written without
  /// `auto`.
  bool isNarrowInteger(clang::QualType T);

  // ---- Source text (Wave64SourceText.cpp)

  /// \p R as the user wrote it: a macro's use rather than its body, a
  /// macro argument where it is written.
  clang::SourceRange fileRange(clang::SourceRange R);
  std::string quote(const clang::Stmt *S);
  std::string quote(clang::SourceRange R);
  /// Lines of a multi-line expression, joined with single spaces, so that a
  /// message stays on one line.
  static std::string collapseSpaces(llvm::StringRef Text);
  /// The text of \p Whole with each part (a token range inside it) replaced
  /// by its new text.
  std::optional<std::string> rewritten(
      const clang::Stmt *Whole,
      llvm::ArrayRef<std::pair<clang::SourceRange, llvm::StringRef>> Parts);
  std::optional<std::string> rewritten(const clang::Stmt *Whole,
                                       clang::SourceRange Part,
                                       llvm::StringRef NewText);
  std::vector<FixIt> fixes(clang::SourceRange R, llvm::StringRef Text);
  unsigned lineOf(clang::SourceLocation Loc);
};

/// What every finding of the analysis says about AMD.
inline constexpr llvm::StringRef Wavefront = "AMD wavefronts have 64 lanes";

// ---- The walk over one device function

/// Walks the body of one device function (or device lambda) and runs the
/// checks of the first five hazards on what it visits. Its Visit and
/// Traverse methods, which say which check runs where, are in
/// Wave64Analysis.cpp; each check is defined in its hazard's file.
class DeviceVisitor : public clang::RecursiveASTVisitor<DeviceVisitor> {
public:
  DeviceVisitor(Wave64Checker &C, const clang::FunctionDecl *Fn) : C(C) {
    Functions.push_back(Fn);
  }

  bool TraverseLambdaExpr(clang::LambdaExpr *L);
  bool TraverseIfStmt(clang::IfStmt *S);

  bool VisitCallExpr(clang::CallExpr *Call);
  bool VisitExpr(clang::Expr *E);
  bool VisitDeclStmt(clang::DeclStmt *DS);
  bool VisitReturnStmt(clang::ReturnStmt *S);
  bool VisitForStmt(clang::ForStmt *S);
  bool VisitCompoundStmt(clang::CompoundStmt *S);
  bool VisitArraySubscriptExpr(clang::ArraySubscriptExpr *E);
  bool VisitExplicitCastExpr(clang::ExplicitCastExpr *E);

private:
  /// The then-branch of `if (tid < 32)` runs on one warp's lanes.
  bool limitsToOneWarp(const clang::Expr *Cond);

  // cu2hip-wave64-lane-math (Wave64LaneMath.cpp)
  void checkLaneMath(const clang::Expr *E, const BinOp &B);
  void checkShuffleWidth(const clang::CallExpr *Call);
  void checkShuffleLoop(const clang::ForStmt *S);
  void checkUnrolledShuffles(const clang::CompoundStmt *S);

  // cu2hip-wave64-lane-mask (Wave64LaneMask.cpp)
  void checkLaneMask(const clang::Expr *E, const BinOp &B);
  void checkMaskBitCount(const clang::CallExpr *Call);

  // cu2hip-wave64-mask-truncated (Wave64MaskTruncated.cpp)
  void checkAssignedMask(const clang::Expr *E, const BinOp &B);
  void checkPassedMask(const clang::CallExpr *Call);
  void checkDeclaredMask(const clang::DeclStmt *DS);
  void checkReturnedMask(const clang::ReturnStmt *S);
  void checkConvertedMask(const clang::ExplicitCastExpr *E);

  // cu2hip-wave64-warp-synchronous (Wave64WarpSynchronous.cpp)
  void checkWarpSynchronous(const clang::CompoundStmt *S);

  // cu2hip-wave64-shared-per-warp (Wave64SharedPerWarp.cpp)
  void checkSharedPerWarp(const clang::ArraySubscriptExpr *E);
  bool boundMentionsWarpSize(const clang::VarDecl *VD);

  /// Adds a finding, once per kind and place (Wave64Analysis.cpp).
  bool report(DiagKind Kind, const clang::Stmt *At, const llvm::Twine &Message,
              std::vector<FixIt> Fixes = {});
  bool reportRange(DiagKind Kind, clang::SourceRange R,
                   const llvm::Twine &Message, std::vector<FixIt> Fixes = {});

  Wave64Checker &C;
  llvm::SmallVector<const clang::FunctionDecl *, 2> Functions;
  unsigned OneWarpDepth = 0;
  /// Expressions that are a shuffle's lane/offset argument, or a *_sync
  /// intrinsic's mask (left to cu2hip-warp-mask-dropped).
  llvm::SmallPtrSet<const clang::Expr *, 8> ShuffleOperands, MaskArguments;
  llvm::SmallPtrSet<const clang::VarDecl *, 4> ReportedArrays;
  llvm::DenseSet<std::pair<unsigned, unsigned>> Reported;
};

// ---- cu2hip-wave64-warpsize-constant (Wave64WarpSizeConstant.cpp)

/// Reports warpSize where C++ needs a constant. Unlike the other hazards it
/// concerns host code too, so it walks every declaration of the user's, not
/// device functions; it reports each use of warpSize once, across all of
/// them.
class WarpSizeConstantCheck {
public:
  explicit WarpSizeConstantCheck(Wave64Checker &C) : C(C) {}
  void traverse(clang::Decl *D);

private:
  Wave64Checker &C;
  llvm::SmallPtrSet<const clang::Expr *, 8> Reported;
};

} // namespace cu2hip::wave64

#endif
