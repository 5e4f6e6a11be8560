//===- AstFactsCollector.cpp - Facts from the AST and the preprocessor ----===//
///
/// \file
/// Which names the user declares, which CUDA declarations the file refers to
/// and under what table key. Every location is checked against the token it
/// points at, so implicit references (the launch configuration call) and
/// typo-corrected ones never produce a fact.
///
/// The rest of the collector (AstFactsCollector.h) is in files of its own:
/// table keys (TableKeys.cpp), which files are the SDK's and which the
/// user's (FileClassifier.cpp), the facts of a parse by file
/// (UnitCollector.cpp) and Clang's errors (ParseErrors.cpp).
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "AbsentHeaders.h"
#include "LibraryBodies.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

namespace {

class FactsVisitor : public RecursiveASTVisitor<FactsVisitor> {
public:
  FactsVisitor(UnitCollector &Unit, ASTContext &Ctx)
      : Unit(Unit), Table(Unit.table()), Files(Unit.files()), Ctx(Ctx) {}

  /// `__shfl_sync(FULL_MASK, ...)`: a mask the handlers cannot read from the
  /// tokens, but whose value the AST knows.
  bool VisitCallExpr(CallExpr *E) {
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
      noteHostHalfOperator(Op);
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || E->getNumArgs() == 0 ||
        !Files.isSdk(Callee->getLocation()))
      return true;
    const MappingRow *Row = Table.lookup(Callee->getName());
    if (Row && Row->Handler == HandlerKind::CastArgsToParamTypes)
      noteArgumentCasts(E, *Callee);
    if (Row && Row->Handler == HandlerKind::SymbolArgByAddress)
      noteSymbolArgument(E, *Callee);
    if (!Row || !Row->LaneMaskArg)
      return true;
    if (isShuffle(Row->Warp) && E->getNumArgs() > 1)
      noteNarrowShuffle(E);
    const Expr *Mask = E->getArg(0);
    if (Mask->isValueDependent())
      return true;
    Expr::EvalResult Value;
    if (!Mask->EvaluateAsInt(Value, Ctx) ||
        Value.Val.getInt().getZExtValue() != 0xffffffffu)
      return true;
    const auto *Ref = dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreImpCasts());
    if (!Ref)
      return true;
    if (std::optional<UserLoc> At = Files.userLoc(Ref->getLocation()))
      Unit.factsOf(At->File).FullMaskCalls.insert(At->Offset);
    return true;
  }

  bool VisitNamedDecl(NamedDecl *D) {
    if (!D->getIdentifier() || !Files.isUser(D->getLocation()))
      return true;
    for (const Decl *R : D->redecls())
      if (Files.isSdk(R->getLocation()))
        return true; // the user redeclares a CUDA API: still CUDA
    Unit.userEntityNames().insert(D->getName());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    noteReference(E->getDecl(), E->getLocation());
    return true;
  }

  bool VisitMemberExpr(MemberExpr *E) {
    const ValueDecl *Member = E->getMemberDecl();
    if (!Member->getIdentifier() || !Files.isSdk(Member->getLocation()))
      return true;
    // The object's own type, not the base class a derived-to-base cast
    // points at: `tile.shfl_down` is thread_block_tile's, whatever CUDA's
    // implementation classes are.
    QualType Base = E->getBase()->IgnoreImpCasts()->getType();
    if (E->isArrow() && Base->isPointerType())
      Base = Base->getPointeeType();
    const RecordDecl *Record = Base->getAsRecordDecl();
    if (!Record)
      return true;
    // `typedef struct cudnnConvolutionFwdAlgoPerfStruct {...}
    // cudnnConvolutionFwdAlgoPerf_t`: the rows use the name users write.
    std::string Owner = Record->getIdentifier() ? tableKeyOf(Record) : "";
    if (const auto *Typedef = Base->getAs<TypedefType>())
      if (std::string Alias = tableKeyOf(Typedef->getDecl());
          Owner.empty() || Table.hasMemberRows(Alias))
        Owner = Alias;
    if (Owner.empty())
      return true; // a field of an anonymous union: its struct's row covers it
    std::string Key = Owner + "::" + Member->getName().str();
    if (!Table.lookup(Key) && !Table.hasMemberRows(Owner))
      return true; // float2::x: the struct's type row says all there is
    noteKey(Key, Member->getName(), E->getMemberLoc());
    return true;
  }

  /// The function whose body is being visited: whether code runs on the
  /// host. A lambda counts as the function around it.
  bool TraverseDecl(Decl *D) {
    const auto *F = dyn_cast_or_null<FunctionDecl>(D);
    const FunctionDecl *Outer = Function;
    if (F)
      Function = F;
    bool Continue = RecursiveASTVisitor::TraverseDecl(D);
    Function = Outer;
    return Continue;
  }

  /// `cub::` in `cub::DeviceReduce::Sum`: the namespace is renamed too.
  /// `cuda::std::` where the row says `std`: the `cuda::` before it goes.
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    NestedNameSpecifier Spec = NNS.getNestedNameSpecifier();
    const NamespaceBaseDecl *NS =
        Spec.getKind() == NestedNameSpecifier::Kind::Namespace
            ? Spec.getAsNamespaceAndPrefix().Namespace
            : nullptr;
    // A qualifier the tables lack is not reported: the name it qualifies
    // is, with a message about that name.
    if (NS && Files.isSdk(NS->getLocation()))
      if (std::string Key = tableKeyOf(NS);
          const MappingRow *Row = Table.lookup(Key)) {
        noteKey(Key, NS->getName(), NNS.getLocalBeginLoc());
        if (dropsWrittenPrefix(Key, *Row, NNS))
          return true;
      }
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }

  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    noteNamespace(D->getNominatedNamespaceAsWritten(), D->getIdentLocation());
    return true;
  }

  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) {
    noteNamespace(D->getAliasedNamespace(), D->getTargetNameLoc());
    return true;
  }

  bool VisitTagTypeLoc(TagTypeLoc TL) {
    noteReference(TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    noteReference(TL.getTypePtr()->getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      noteReference(TD, TL.getTemplateNameLoc());
    return true;
  }

private:
  /// The arguments of \p E whose own type is not \p Callee's parameter
  /// type, which the call converts them to.
  void noteArgumentCasts(const CallExpr *E, const FunctionDecl &Callee) {
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressTagKeyword = true;
    unsigned N = std::min(E->getNumArgs(), Callee.getNumParams());
    for (unsigned I = 0; I < N; ++I) {
      const Expr *Arg = E->getArg(I);
      QualType Param = Callee.getParamDecl(I)->getType().getUnqualifiedType();
      if (Arg->isTypeDependent() ||
          Ctx.hasSameUnqualifiedType(Arg->IgnoreParenImpCasts()->getType(),
                                     Param))
        continue;
      if (std::optional<UserLoc> At = Files.userLoc(Arg->getBeginLoc()))
        Unit.factsOf(At->File).ArgumentCasts.try_emplace(
            At->Offset, Param.getAsString(Policy));
    }
  }

  /// `cudaGraphAddMemcpyNodeToSymbol(..., d_x, ...)`: whether the call took
  /// CUDA's C++ template, which takes the symbol by reference and passes its
  /// address, and which argument that is.
  void noteSymbolArgument(const CallExpr *E, const FunctionDecl &Callee) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreImpCasts());
    std::optional<UserLoc> At =
        Ref ? Files.userLoc(Ref->getLocation()) : std::nullopt;
    if (!At || Unit.textOf(At->File).substr(
                   At->Offset, Callee.getName().size()) != Callee.getName())
      return;
    if (Callee.isVariadic())
      return; // --no-cuda-sdk's stand-in `f(...)` tells nothing: reported
    unsigned Kind = SymbolIsAddress;
    if (const FunctionTemplateDecl *Template = Callee.getPrimaryTemplate()) {
      std::optional<unsigned> Index =
          referenceParameter(*Template->getTemplatedDecl());
      if (!Index || *Index >= E->getNumArgs())
        return; // not the template we know: the handler reports the call
      Kind = isSymbolLvalue(E->getArg(*Index)) ? *Index : SymbolIsPointerValue;
    }
    Unit.factsOf(At->File).SymbolArguments.try_emplace(At->Offset, Kind);
  }

  /// The parameter `const T &symbol` of CUDA's template.
  static std::optional<unsigned> referenceParameter(const FunctionDecl &F) {
    for (unsigned I = 0; I < F.getNumParams(); ++I) {
      QualType Type = F.getParamDecl(I)->getType();
      if (Type->isLValueReferenceType() &&
          Type.getNonReferenceType()->isDependentType())
        return I;
    }
    return std::nullopt;
  }

  /// Whether the template's `&symbol` is the address of a symbol: an lvalue
  /// that is no pointer, or a device variable that is one (`__device__
  /// float *d_p`). A pointer on the host (`&d_x`, `void *p`) was meant as
  /// the address, though CUDA's template passes the pointer's own.
  static bool isSymbolLvalue(const Expr *Arg) {
    if (!Arg->isLValue())
      return false;
    if (!Arg->getType()->isPointerType())
      return true;
    const Expr *Base = Arg->IgnoreParenImpCasts();
    while (true) {
      if (const auto *S = dyn_cast<ArraySubscriptExpr>(Base))
        Base = S->getBase()->IgnoreParenImpCasts();
      else if (const auto *M = dyn_cast<MemberExpr>(Base); M && !M->isArrow())
        Base = M->getBase()->IgnoreParenImpCasts();
      else
        break;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(Base);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var &&
           (Var->hasAttr<CUDADeviceAttr>() || Var->hasAttr<CUDAConstantAttr>());
  }

  /// `__shfl_down_sync(m, h, d)` with a __half: fine in CUDA, but HIP's
  /// mask-free fallbacks have no half or bfloat16 overloads.
  void noteNarrowShuffle(const CallExpr *E) {
    const RecordDecl *Value =
        E->getArg(1)->IgnoreImpCasts()->getType()->getAsRecordDecl();
    if (!Value || !Value->getIdentifier())
      return;
    StringRef Type = Value->getName();
    if (Type != "__half" && Type != "__half2" && Type != "__nv_bfloat16" &&
        Type != "__nv_bfloat162")
      return;
    const auto *Ref = dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreImpCasts());
    if (!Ref)
      return;
    if (std::optional<UserLoc> At = Files.userLoc(Ref->getLocation()))
      Unit.factsOf(At->File).NarrowShuffleCalls.insert(At->Offset);
  }

  /// `a + b`, `a < b`, `++a` on CUDA's __half or __half2 in code that runs
  /// on the host: CUDA defines these operators for the host too, HIP before
  /// 6.4 for the device only.
  void noteHostHalfOperator(const CXXOperatorCallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || E->getNumArgs() == 0 || !isHalfOperator(E->getOperator()) ||
        !Files.isSdk(Callee->getLocation()))
      return;
    const RecordDecl *Operand = E->getArg(0)->getType()->getAsRecordDecl();
    if (!Operand || !Operand->getIdentifier() ||
        (Operand->getName() != "__half" && Operand->getName() != "__half2"))
      return;
    if (Function && (Function->hasAttr<CUDAGlobalAttr>() ||
                     (Function->hasAttr<CUDADeviceAttr>() &&
                      !Function->hasAttr<CUDAHostAttr>())))
      return;
    if (std::optional<UserLoc> At = Files.userLoc(E->getOperatorLoc()))
      Unit.factsOf(At->File).HostHalfOperators.insert(At->Offset);
  }

  static bool isHalfOperator(OverloadedOperatorKind Kind) {
    static constexpr OverloadedOperatorKind Kinds[] = {
        OO_Plus,      OO_Minus,      OO_Star,       OO_Slash,
        OO_PlusEqual, OO_MinusEqual, OO_StarEqual,  OO_SlashEqual,
        OO_PlusPlus,  OO_MinusMinus, OO_EqualEqual, OO_ExclaimEqual,
        OO_Less,      OO_Greater,    OO_LessEqual,  OO_GreaterEqual};
    return llvm::is_contained(Kinds, Kind);
  }

  /// `using namespace cooperative_groups;`, `namespace cg = cub;`: a
  /// namespace the tables rename. Others are not reported, as qualifiers are
  /// not: the CUDA headers reopen `std` too, and what the user takes from a
  /// CUDA namespace is reported by name.
  void noteNamespace(const NamedDecl *NS, SourceLocation Loc) {
    if (!NS || !Files.isSdk(NS->getLocation()))
      return;
    if (std::string Key = tableKeyOf(NS); Table.lookup(Key))
      noteKey(Key, NS->getName(), Loc);
  }

  void noteReference(const NamedDecl *D, SourceLocation Loc) {
    if (!D || !D->getIdentifier() || !Files.isSdk(D->getLocation()))
      return;
    std::string Key = tableKeyOf(D);
    // `atomicAdd(__half *, __half)`: a row of its own for this overload.
    if (const auto *F = dyn_cast<FunctionDecl>(D);
        F && Table.hasOverloadRows(Key))
      if (std::string Overload = overloadKey(Key, *F); Table.lookup(Overload))
        Key = std::move(Overload);
    // A shim under a HIP name (`__lane_id`) is HIP's, not an unmapped CUDA
    // name.
    if (Files.isHipHeader(D->getLocation()) && !Table.lookup(Key))
      return;
    noteKey(Key, D->getName(), Loc, D->getLocation());
  }

  /// `atomicAdd(__half *, __half)`: the key and the parameter types as
  /// declared, without top-level qualifiers.
  std::string overloadKey(StringRef Key, const FunctionDecl &F) {
    PrintingPolicy Policy(Ctx.getLangOpts());
    Policy.SuppressTagKeyword = true;
    std::string Text = Key.str() + "(";
    for (const ParmVarDecl *P : F.parameters()) {
      if (P != F.parameters().front())
        Text += ", ";
      Text += P->getType().getUnqualifiedType().getAsString(Policy);
    }
    return Text + ")";
  }

  void noteKey(const std::string &Key, StringRef Name, SourceLocation Loc,
               SourceLocation DeclaredAt = {}) {
    std::optional<UserLoc> At = Files.userLoc(Loc);
    if (!At || Unit.textOf(At->File).substr(At->Offset, Name.size()) != Name)
      return;
    AstFacts &Facts = Unit.factsOf(At->File);
    if (Table.lookup(Key)) {
      if (Key != Name || !Table.isDistinctiveCudaName(Name))
        Facts.ResolvedKeys[At->Offset] = Key;
      return;
    }
    if (Key != Name && Table.lookup(Name))
      return; // e.g. `::cudaMalloc`: the plain name is in the tables
    if (coveredByScopeRow(Table, Key))
      return;
    // `cuptiActivityEnable`: a family whose header row classifies what the
    // header declares (covers_members). Noted as unmapped too, so that the
    // token pass leaves the name to this finding.
    if (const MappingRow *Header = coveringHeaderRow(DeclaredAt)) {
      if (Header->Status != MappingStatus::Unsupported)
        return; // kept as written, as the header's HIP twin declares it
      Finding F(DiagKind::UnsupportedApi, At->Offset, 0, 0,
                "'" + Key + "' (from <" + Header->Cuda.str() +
                    ">) has no HIP equivalent: " + Header->Reason.str(),
                Key);
      F.Length = Name.size();
      Facts.AnalysisFindings.push_back(std::move(F));
    }
    Facts.UnmappedRefs[At->Offset] = Key;
  }

  /// The row of the SDK header declaring a name, when it classifies the
  /// names the header declares.
  const MappingRow *coveringHeaderRow(SourceLocation DeclaredAt) {
    if (DeclaredAt.isInvalid())
      return nullptr;
    std::string Header = Files.sdkHeader(DeclaredAt);
    const MappingRow *Row = Header.empty() ? nullptr : Table.lookup(Header);
    return Row && Row->Kind == NameKind::Header && Row->CoversMembers ? Row
                                                                      : nullptr;
  }

  /// Whether \p Row, the row of namespace \p Key qualifying \p NNS, names
  /// fewer scopes than the key has (`cuda::std` -> `std`); if so, the
  /// qualifiers written before it are noted for deletion.
  bool dropsWrittenPrefix(StringRef Key, const MappingRow &Row,
                          NestedNameSpecifierLoc NNS) {
    if (!dropsQualifiers(Key, Row))
      return false;
    for (NestedNameSpecifierLoc Prefix = NNS.castAsNamespaceAndPrefix().Prefix;
         Prefix; Prefix = Prefix.getAsNamespaceAndPrefix().Prefix) {
      if (Prefix.getNestedNameSpecifier().getKind() !=
          NestedNameSpecifier::Kind::Namespace)
        break;
      if (std::optional<UserLoc> At = Files.userLoc(Prefix.getLocalBeginLoc()))
        Unit.factsOf(At->File).DroppedQualifiers.insert(At->Offset);
    }
    return true;
  }

  UnitCollector &Unit;
  const MappingTable &Table;
  FileClassifier &Files;
  ASTContext &Ctx;
  const FunctionDecl *Function = nullptr;
};

/// Macros: which ones the user defines, which CUDA ones the files expand,
/// which user files the parse enters.
class FactsPPCallbacks : public PPCallbacks {
public:
  explicit FactsPPCallbacks(UnitCollector &Unit)
      : Unit(Unit), Table(Unit.table()), Files(Unit.files()) {}

  void LexedFileChanged(FileID FID, LexedFileChangeReason Reason,
                        SrcMgr::CharacteristicKind, FileID,
                        SourceLocation) override {
    if (Reason == LexedFileChangeReason::EnterFile && Files.isUserFile(FID))
      Unit.noteEntered(FID);
  }

  void MacroDefined(const Token &Name, const MacroDirective *) override {
    if (Files.isUser(Name.getLocation()))
      Unit.userMacroNames().insert(Name.getIdentifierInfo()->getName());
  }

  void MacroExpands(const Token &Name, const MacroDefinition &Def, SourceRange,
                    const MacroArgs *) override {
    const MacroInfo *MI = Def.getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || !Files.isSdk(MI->getDefinitionLoc()))
      return;
    // `#define hipMalloc cudaMalloc`: a HIP name, written by the user or by
    // an earlier translation, not a CUDA macro.
    if (Files.isHipHeader(MI->getDefinitionLoc()))
      return;
    StringRef Macro = Name.getIdentifierInfo()->getName();
    std::optional<UserLoc> At = Files.userLoc(Name.getLocation());
    if (!At || Unit.textOf(At->File).substr(At->Offset, Macro.size()) != Macro)
      return;
    // `CUDARTAPI`, `CUBLASAPI`: CUDA's, though the name does not look it.
    if (Table.lookup(Macro)) {
      if (!Table.isDistinctiveCudaName(Macro))
        Unit.factsOf(At->File).ResolvedKeys[At->Offset] = Macro.str();
      return;
    }
    Unit.factsOf(At->File).UnmappedRefs[At->Offset] = Macro.str();
  }

private:
  UnitCollector &Unit;
  const MappingTable &Table;
  FileClassifier &Files;
};

/// Visits the declarations the user's files make. Declarations of the SDK
/// are never traversed: with a precompiled SDK they are not even loaded.
class FactsConsumer : public ASTConsumer {
public:
  explicit FactsConsumer(UnitCollector &Unit) : Unit(Unit) {}

  bool HandleTopLevelDecl(DeclGroupRef Group) override {
    for (Decl *D : Group)
      if (Unit.files().isUserFile(Unit.sourceManager().getFileID(
              Unit.sourceManager().getFileLoc(D->getLocation()))))
        UserDecls.push_back(D);
    return true;
  }

  bool shouldSkipFunctionBody(Decl *D) override {
    return isLibraryDecl(Unit.files(), D);
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    FactsVisitor Visitor(Unit, Ctx);
    for (Decl *D : UserDecls)
      Visitor.TraverseDecl(D);
    runAstAnalyses(Unit, Ctx, UserDecls);
  }

private:
  UnitCollector &Unit;
  std::vector<Decl *> UserDecls;
};

} // namespace

std::unique_ptr<ASTConsumer>
FactsAction::CreateASTConsumer(CompilerInstance &CI, StringRef) {
  Unit.attach(CI.getSourceManager(), CI.getLangOpts());
  skipFunctionBodiesWhereAsked(CI);
  Preprocessor &PP = CI.getPreprocessor();
  PP.addPPCallbacks(std::make_unique<FactsPPCallbacks>(Unit));
  PP.addPPCallbacks(absentHeaderRecorder(Unit, PP.getHeaderSearchInfo()));
  return std::make_unique<FactsConsumer>(Unit);
}

void FactsAction::EndSourceFileAction() { Unit.finish(); }
