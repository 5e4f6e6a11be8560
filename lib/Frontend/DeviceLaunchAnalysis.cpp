//===- DeviceLaunchAnalysis.cpp - Kernels launched from device code -------===//
///
/// \file
/// Dynamic parallelism: a `<<<...>>>` launch inside a __global__ or
/// __device__ function, and the device-side runtime calls that go with it
/// (cudaDeviceSynchronize, cudaLaunchDevice...). HIP cannot launch kernels
/// from device code, so the work has to move to the host (or be flattened
/// into the parent kernel). Clang keeps the launch in the AST as a
/// CUDAKernelCallExpr even where it rejects it without -fgpu-rdc; where it
/// drops the launch instead, a RecoveryExpr holding `<<<` stands for it.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

std::string launchMessage(StringRef Kernel, StringRef Caller) {
  return (Kernel + " launched from " + Caller +
          " (dynamic parallelism), which HIP does not support: launch it "
          "from the host after the parent kernel, or do its work in the "
          "parent kernel")
      .str();
}

bool isDeviceCode(const FunctionDecl *F) {
  return F->hasAttr<CUDAGlobalAttr>() || F->hasAttr<CUDADeviceAttr>();
}

class DeviceLaunchVisitor : public RecursiveASTVisitor<DeviceLaunchVisitor> {
public:
  explicit DeviceLaunchVisitor(UnitCollector &Unit) : Unit(Unit) {}

  /// Functions, methods and lambdas alike: a lambda inside a kernel stays
  /// device code.
  bool TraverseDecl(Decl *D) {
    const FunctionDecl *Saved = Caller;
    if (auto *F = dyn_cast_or_null<FunctionDecl>(D);
        F && F->doesThisDeclarationHaveABody() && isDeviceCode(F))
      Caller = F;
    bool Result = RecursiveASTVisitor::TraverseDecl(D);
    Caller = Saved;
    return Result;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    if (!Caller)
      return true;
    std::string Kernel = "a kernel";
    if (const FunctionDecl *Callee = E->getDirectCallee())
      Kernel = "kernel '" + Callee->getNameAsString() + "'";
    reportLaunch(E->getSourceRange(), Kernel);
    return true;
  }

  /// Where Clang rejected the launch and kept only its pieces; or rejected
  /// a device-side runtime call that CUDA 12 removed from device code
  /// (cudaDeviceSynchronize is __host__ only in CUDA 13's headers).
  bool VisitRecoveryExpr(RecoveryExpr *E) {
    if (!Caller)
      return true;
    if (Unit.spelling(E->getSourceRange()).contains("<<<")) {
      reportLaunch(E->getSourceRange(), "a kernel");
      return true;
    }
    llvm::ArrayRef<Expr *> Parts = E->subExpressions();
    if (const auto *Lookup = dyn_cast_or_null<UnresolvedLookupExpr>(
            Parts.empty() ? nullptr : Parts.front()))
      if (Lookup->getName().isIdentifier())
        reportRuntimeCall(E->getSourceRange(),
                          Lookup->getName().getAsIdentifierInfo()->getName());
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (!Caller || isa<CUDAKernelCallExpr>(E))
      return true;
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Callee->getIdentifier())
      return true;
    reportRuntimeCall(E->getSourceRange(), Callee->getName());
    return true;
  }

private:
  void reportRuntimeCall(SourceRange Range, StringRef Name) {
    // The runtime functions CUDA declares for device code to launch kernels
    // and wait for them: their rows say what each does there.
    const MappingRow *Row = Unit.table().lookup(Name);
    if (!Row || Row->DeviceRole.empty())
      return;
    StringRef Role = Row->DeviceRole;
    Unit.addFinding(DiagKind::DynamicParallelism, Range,
                    "'" + Name + "' called from device function '" +
                        Caller->getNameAsString() + "' " + Role +
                        " (dynamic parallelism), which HIP does not support: " +
                        "move the launches and this call to the host");
  }

  void reportLaunch(SourceRange Range, const std::string &Kernel) {
    // A macro expanding to a launch is reported once, at its use.
    if (!Reported.insert(Unit.sourceManager().getFileLoc(Range.getBegin()))
             .second)
      return;
    Unit.addFinding(DiagKind::DynamicParallelism, Range,
                    launchMessage(Kernel, (Caller->hasAttr<CUDAGlobalAttr>()
                                               ? "kernel '"
                                               : "device function '") +
                                              Caller->getNameAsString() + "'"));
  }

  UnitCollector &Unit;
  const FunctionDecl *Caller = nullptr;
  llvm::DenseSet<SourceLocation> Reported;
};

} // namespace

void cu2hip::reportDeviceLaunches(UnitCollector &Unit,
                                  llvm::ArrayRef<Decl *> UserDecls) {
  DeviceLaunchVisitor Visitor(Unit);
  for (Decl *D : UserDecls)
    Visitor.TraverseDecl(D);
}

void cu2hip::reportRejectedDeviceLaunch(UnitCollector &Unit,
                                        SourceLocation Loc) {
  std::optional<UserLoc> At = Unit.files().userLoc(Loc);
  if (!At)
    return;
  // The kernel is the name written just before `<<<`.
  StringRef Before = Unit.textOf(At->File).take_front(At->Offset).rtrim();
  size_t Start = Before.size();
  while (Start > 0 && (llvm::isAlnum(Before[Start - 1]) ||
                       Before[Start - 1] == '_' || Before[Start - 1] == ':'))
    --Start;
  StringRef Kernel = Before.drop_front(Start);
  SourceLocation Begin =
      Loc.getLocWithOffset(-static_cast<int>(At->Offset - Start));
  Unit.addFinding(DiagKind::DynamicParallelism, SourceRange(Begin, Loc),
                  launchMessage(Kernel.empty()
                                    ? "a kernel"
                                    : "kernel '" + Kernel.str() + "'",
                                "device code"));
}
