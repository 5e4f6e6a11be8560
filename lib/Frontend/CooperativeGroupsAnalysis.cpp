//===- CooperativeGroupsAnalysis.cpp - Groups HIP cannot form -------------===//
///
/// \file
/// What no table row can say about CUDA's cooperative groups, as it lies in
/// a call's template argument or argument types:
///
/// - `tiled_partition<N>(tile)`, a tile of a tile: HIP 5.2 partitions only
///   a thread block statically, so the file gets a shim that lets it
///   partition a tile (AstFacts::TilePartitionsOfTiles);
/// - a tile wider than HIP's 64-lane wavefront (`tiled_partition<128>`,
///   `thread_block_tile<256>`, `tiled_partition(block, 128)`), which CUDA
///   forms from several warps and HIP's tiles cannot hold: reported;
/// - `this_thread_block(scratch)`, the block that uses a block_tile_memory
///   for such tiles: HIP's takes no argument; reported.
///
//===----------------------------------------------------------------------===//
#include "CooperativeGroupsAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TemplateBase.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

/// HIP's tiles are at most one wavefront.
constexpr uint64_t WavefrontSize = 64;

/// Whether \p D is declared in the CUDA SDK's namespace cooperative_groups
/// (directly or in an inline namespace of it) and named \p Name.
bool isCooperativeGroups(const NamedDecl *D, StringRef Name) {
  if (!D || !D->getIdentifier() || D->getName() != Name)
    return false;
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(C))
      if (NS->getIdentifier() && NS->getName() == "cooperative_groups")
        return true;
  return false;
}

/// The tile size of \p T when it is a thread_block_tile specialization.
std::optional<uint64_t> tileSizeOf(QualType T) {
  const auto *Record = T.isNull() ? nullptr : T->getAsCXXRecordDecl();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(Record);
  if (!Spec || !isCooperativeGroups(Spec, "thread_block_tile"))
    return std::nullopt;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() == 0 || Args[0].getKind() != TemplateArgument::Integral)
    return std::nullopt;
  return Args[0].getAsIntegral().getZExtValue();
}

class CooperativeGroupsVisitor
    : public RecursiveASTVisitor<CooperativeGroupsVisitor> {
public:
  CooperativeGroupsVisitor(UnitCollector &Unit, ASTContext &Ctx)
      : Unit(Unit), Ctx(Ctx) {}

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Unit.files().isSdk(Callee->getLocation()))
      return true;
    if (isCooperativeGroups(Callee, "tiled_partition"))
      checkPartition(E);
    else if (isCooperativeGroups(Callee, "this_thread_block") &&
             E->getNumArgs() == 1)
      Unit.addFinding(DiagKind::UnsupportedApi, E->getSourceRange(),
                      "'cooperative_groups::this_thread_block' with a "
                      "block_tile_memory has no HIP equivalent: HIP 5.2's "
                      "takes no argument, and its tiles are at most one "
                      "64-lane wavefront");
    return true;
  }

  /// `thread_block_tile<128>` written in a declaration.
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    std::optional<uint64_t> Size = tileSizeOf(TL.getType());
    if (Size && *Size > WavefrontSize)
      reportWideTile(TL.getSourceRange(), *Size);
    return true;
  }

private:
  void checkPartition(const CallExpr *E) {
    if (E->getNumArgs() == 2) {
      // tiled_partition(parent, size): HIP asserts at run time.
      Expr::EvalResult Value;
      const Expr *Size = E->getArg(1);
      if (!Size->isValueDependent() && Size->EvaluateAsInt(Value, Ctx) &&
          Value.Val.getInt().getZExtValue() > WavefrontSize)
        reportWideTile(E->getSourceRange(), Value.Val.getInt().getZExtValue());
      return;
    }
    std::optional<uint64_t> Size = tileSizeOf(E->getType());
    if (!Size || E->getNumArgs() != 1)
      return;
    if (*Size > WavefrontSize)
      return reportWideTile(E->getSourceRange(), *Size);
    if (!tileSizeOf(E->getArg(0)->getType()))
      return;
    const auto *Ref = dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreImpCasts());
    if (!Ref)
      return;
    if (std::optional<UserLoc> At = Unit.files().userLoc(Ref->getLocation()))
      Unit.factsOf(At->File).TilePartitionsOfTiles.insert(At->Offset);
  }

  void reportWideTile(SourceRange Range, uint64_t Size) {
    if (!Reported.insert(Range.getBegin()).second)
      return;
    Unit.addFinding(DiagKind::UnsupportedApi, Range,
                    "a tile of " + llvm::Twine(Size) +
                        " threads has no HIP equivalent: HIP 5.2's tiles "
                        "are at most one 64-lane wavefront (CUDA forms "
                        "larger ones from several warps); partition into "
                        "tiles of 64 or fewer and combine them through "
                        "shared memory");
  }

  UnitCollector &Unit;
  ASTContext &Ctx;
  llvm::DenseSet<SourceLocation> Reported;
};

} // namespace

void cu2hip::runCooperativeGroupsAnalysis(UnitCollector &Unit, ASTContext &Ctx,
                                          llvm::ArrayRef<Decl *> UserDecls) {
  CooperativeGroupsVisitor Visitor(Unit, Ctx);
  for (Decl *D : UserDecls)
    Visitor.TraverseDecl(D);
}
