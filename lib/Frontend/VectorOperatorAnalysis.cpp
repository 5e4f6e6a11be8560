//===- VectorOperatorAnalysis.cpp - Operators HIP's vector types own ------===//
///
/// \file
/// CUDA's vector types (float4, int2...) are plain structs, so code defines
/// its own arithmetic on them (helper_math.h style). HIP's are a class
/// template, HIP_vector_type<T, n>, that declares `+= -= *= /=` with a
/// vector operand and `++ --` as non-template members: a user's free
/// `operator+=(float4 &, float4)` then ties with HIP's for overload
/// resolution, and every use is ambiguous. (HIP's binary, unary, bitwise and
/// scalar operators are templates, which a user's non-template function
/// beats: those definitions keep working and are left alone.)
///
/// Such a definition is recorded for the rewrite to keep it for NVIDIA builds
/// only (AstFacts::NvidiaOnlyDecls), and reported: as a note when its body is
/// HIP's component-wise meaning, otherwise as a warning to check it.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

/// A CUDA vector type: its name and how many components it has.
struct VectorType {
  StringRef Name;
  unsigned Size = 0;
};

/// `float4`, `uchar2`, `longlong3`..., declared by the CUDA (or HIP) headers.
std::optional<VectorType> cudaVectorType(UnitCollector &Unit, QualType T) {
  const auto *Record = T.getCanonicalType()->getAsRecordDecl();
  if (!Record || !Unit.files().isSdk(Record->getLocation()))
    return std::nullopt;
  StringRef Name = Record->getName();
  static const llvm::Regex Pattern(
      "^(u?char|u?short|u?int|u?long|u?longlong|float|double)([1-4])$");
  llvm::SmallVector<StringRef, 3> Groups;
  if (!Pattern.match(Name, &Groups))
    return std::nullopt;
  return VectorType{Name, static_cast<unsigned>(Groups[2][0] - '0')};
}

/// `V &`, not const.
bool isMutableRefTo(QualType T, QualType V) {
  const auto *Ref = T->getAs<LValueReferenceType>();
  if (!Ref)
    return false;
  QualType Pointee = Ref->getPointeeType();
  return !Pointee.isConstQualified() &&
         Pointee.getCanonicalType().getUnqualifiedType() ==
             V.getCanonicalType().getUnqualifiedType();
}

/// `V` or `const V &`: what HIP's member takes as its operand.
bool isValueOrConstRefTo(QualType T, QualType V) {
  QualType Canonical = V.getCanonicalType().getUnqualifiedType();
  if (const auto *Ref = T->getAs<LValueReferenceType>())
    return Ref->getPointeeType().isConstQualified() &&
           Ref->getPointeeType().getCanonicalType().getUnqualifiedType() ==
               Canonical;
  return T.getCanonicalType().getUnqualifiedType() == Canonical;
}

/// Whether \p F is one of the operators HIP_vector_type declares as
/// non-template members, with the parameters that make it tie with HIP's.
bool tiesWithHipMember(const FunctionDecl *F) {
  if (F->getNumParams() == 0)
    return false;
  QualType V = F->getParamDecl(0)->getType().getNonReferenceType();
  if (!isMutableRefTo(F->getParamDecl(0)->getType(), V))
    return false;
  switch (F->getOverloadedOperator()) {
  case OO_PlusEqual:
  case OO_MinusEqual:
  case OO_StarEqual:
  case OO_SlashEqual:
    return F->getNumParams() == 2 &&
           isValueOrConstRefTo(F->getParamDecl(1)->getType(), V);
  case OO_PlusPlus:
  case OO_MinusMinus:
    return F->getNumParams() == 1 ||
           (F->getNumParams() == 2 &&
            F->getParamDecl(1)->getType()->isSpecificBuiltinType(
                BuiltinType::Int));
  default:
    return false;
  }
}

/// `p.x` with `p` a parameter: the component's name.
StringRef componentOf(const Expr *E, const ParmVarDecl *P) {
  const auto *Member = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  if (!Member)
    return "";
  const auto *Base =
      dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts());
  if (!Base || Base->getDecl() != P)
    return "";
  return Member->getMemberDecl()->getName();
}

/// Whether the body is `a.x op= b.x; a.y op= b.y; ...` over every component
/// (in any order), optionally followed by `return a;`: HIP's meaning.
bool isComponentWise(const FunctionDecl *F, unsigned Size) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!Body || F->getNumParams() != 2)
    return false;
  BinaryOperatorKind Op;
  switch (F->getOverloadedOperator()) {
  case OO_PlusEqual:
    Op = BO_AddAssign;
    break;
  case OO_MinusEqual:
    Op = BO_SubAssign;
    break;
  case OO_StarEqual:
    Op = BO_MulAssign;
    break;
  case OO_SlashEqual:
    Op = BO_DivAssign;
    break;
  default:
    return false;
  }
  const ParmVarDecl *A = F->getParamDecl(0), *B = F->getParamDecl(1);
  llvm::SmallVector<StringRef, 4> Seen;
  for (const Stmt *S : Body->body()) {
    if (const auto *Ret = dyn_cast<ReturnStmt>(S)) {
      const Expr *Value = Ret->getRetValue();
      const auto *Ref =
          Value ? dyn_cast<DeclRefExpr>(Value->IgnoreParenImpCasts()) : nullptr;
      if (Value && (!Ref || Ref->getDecl() != A))
        return false;
      continue;
    }
    const auto *Assign = dyn_cast<CompoundAssignOperator>(S);
    if (!Assign || Assign->getOpcode() != Op)
      return false;
    StringRef Left = componentOf(Assign->getLHS(), A);
    if (Left.empty() || Left != componentOf(Assign->getRHS(), B) ||
        llvm::is_contained(Seen, Left))
      return false;
    Seen.push_back(Left);
  }
  return Seen.size() == Size;
}

class VectorOperatorGuard {
public:
  explicit VectorOperatorGuard(UnitCollector &Unit) : Unit(Unit) {}

  void visit(Decl *D) {
    if (auto *Context = dyn_cast<DeclContext>(D);
        Context && (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D))) {
      for (Decl *Inner : Context->decls())
        visit(Inner);
      return;
    }
    auto *F = dyn_cast<FunctionDecl>(D);
    if (!F || isa<CXXMethodDecl>(F) || F->isTemplated() ||
        !tiesWithHipMember(F))
      return;
    std::optional<VectorType> V = cudaVectorType(
        Unit, F->getParamDecl(0)->getType().getNonReferenceType());
    if (!V)
      return;
    std::string Op = getOperatorSpelling(F->getOverloadedOperator());
    std::string Clash = ("'operator" + Op + "' on " + V->Name +
                         ": HIP's vector types declare it themselves, so AMD "
                         "builds would find two")
                            .str();
    std::optional<SourceRange> Range = Unit.keepForNvidiaOnly(*F);
    if (!Range) {
      Unit.addFinding(DiagKind::ApiSemantics, F->getSourceRange(),
                      Clash + ", and it shares its lines with other code: "
                              "put it under '#if "
                              "!defined(__HIP_PLATFORM_AMD__)' by hand");
      return;
    }
    std::string What = Clash + "; it is kept for NVIDIA builds only";
    bool Declaration = !F->doesThisDeclarationHaveABody();
    if (Declaration || isComponentWise(F, V->Size))
      Unit.addFinding(DiagKind::VectorOperator, *Range,
                      What + (Declaration ? ""
                                          : " (HIP's is the same "
                                            "component-wise " +
                                                Op + ")"));
    else
      Unit.addFinding(DiagKind::ApiSemantics, *Range,
                      What + ", and HIP's component-wise " + Op +
                          " is used instead: check that this body means the "
                          "same");
  }

private:
  UnitCollector &Unit;
};

} // namespace

void cu2hip::guardVectorOperators(UnitCollector &Unit,
                                  llvm::ArrayRef<Decl *> UserDecls) {
  VectorOperatorGuard Guard(Unit);
  for (Decl *D : UserDecls)
    Guard.visit(D);
}
