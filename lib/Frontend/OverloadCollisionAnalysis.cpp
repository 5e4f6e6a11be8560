//===- OverloadCollisionAnalysis.cpp - Overloads HIP merges ---------------===//
///
/// \file
/// Two CUDA types can become one HIP type: `cudaError_t` and `CUresult` are
/// both `hipError_t`. A user's overloads on them (an error-string helper for
/// each API) then become two definitions of one function, which hipcc
/// rejects. Where both are defined in the unit, the later definition is kept
/// for NVIDIA builds only (AstFacts::NvidiaOnlyDecls), so AMD builds call
/// the earlier one for both; otherwise the collision is reported.
///
//===----------------------------------------------------------------------===//
#include "OverloadCollisionAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

class OverloadCollisionVisitor
    : public RecursiveASTVisitor<OverloadCollisionVisitor> {
public:
  explicit OverloadCollisionVisitor(UnitCollector &Unit) : Unit(Unit) {}

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F != F->getCanonicalDecl() || F->isTemplated() || F->isImplicit() ||
        !F->getIdentifier())
      return true;
    std::string Cuda = signature(*F, false), Hip = signature(*F, true);
    if (Cuda == Hip)
      return true; // no CUDA type in it: nothing merges
    auto [It, New] = Seen.try_emplace(Hip, Collided{Cuda, F});
    if (New || It->second.Cuda == Cuda)
      return true;
    std::string Both = "'" + Cuda + "' and '" + It->second.Cuda +
                       "' both become '" + Hip + "'";
    const FunctionDecl *Def = F->getDefinition();
    bool BothDefined = Def && It->second.First->getDefinition();
    std::optional<SourceRange> Kept;
    if (BothDefined)
      Kept = Unit.keepForNvidiaOnly(*Def);
    if (Kept) {
      Unit.addFinding(DiagKind::OverloadCollision, *Kept,
                      Both +
                          ": this definition is kept for NVIDIA builds "
                          "only, so AMD builds call '" +
                          It->second.Cuda +
                          "' for both; check that its body serves both");
      return true;
    }
    Unit.addFinding(
        DiagKind::OverloadCollision, F->getSourceRange(),
        Both + (BothDefined
                    ? ": the HIP code defines one function twice, and this "
                      "definition shares its lines with other code, so "
                      "cu2hip cannot keep it for NVIDIA builds alone"
                    : ": the HIP code has one function where CUDA had two, "
                      "and their definitions are not both in this unit, so "
                      "cu2hip cannot keep one for NVIDIA builds alone; make "
                      "sure AMD builds define it once"));
    return true;
  }

private:
  /// `ns::f(cudaError_t) const` with each CUDA type name as written, or, with
  /// \p AsHip, as the tables translate it.
  std::string signature(const FunctionDecl &F, bool AsHip) {
    PrintingPolicy Policy(F.getASTContext().getLangOpts());
    Policy.SuppressTagKeyword = true;
    std::string Text = F.getQualifiedNameAsString() + "(";
    for (const ParmVarDecl *P : F.parameters()) {
      if (P != F.parameters().front())
        Text += ", ";
      std::string Type = P->getType().getAsString(Policy);
      Text += AsHip ? hipSpelling(Type) : Type;
    }
    Text += ")";
    if (const auto *M = dyn_cast<CXXMethodDecl>(&F); M && M->isConst())
      Text += " const";
    return Text;
  }

  /// \p Type with each identifier that names a CUDA type row replaced by the
  /// row's HIP name.
  std::string hipSpelling(StringRef Type) {
    std::string Out;
    for (size_t I = 0; I < Type.size();) {
      size_t End = I;
      while (End < Type.size() &&
             (llvm::isAlnum(Type[End]) || Type[End] == '_'))
        ++End;
      if (End == I) {
        Out += Type[I++];
        continue;
      }
      StringRef Word = Type.slice(I, End);
      const MappingRow *Row = Unit.table().lookup(Word);
      Out += Row && Row->Kind == NameKind::Type && !Row->Hip.empty()
                 ? Row->Hip.str()
                 : Word.str();
      I = End;
    }
    return Out;
  }

  UnitCollector &Unit;
  /// The first function seen with a HIP signature, and its CUDA signature.
  struct Collided {
    std::string Cuda;
    const FunctionDecl *First;
  };
  llvm::StringMap<Collided> Seen;
};

} // namespace

void cu2hip::reportOverloadCollisions(UnitCollector &Unit,
                                      llvm::ArrayRef<Decl *> UserDecls) {
  OverloadCollisionVisitor Visitor(Unit);
  for (Decl *D : UserDecls)
    Visitor.TraverseDecl(D);
}
