//===- AstFactsCollector.cpp ----------------------------------------------===//
///
/// \file
/// Which names the user declares, which CUDA declarations the file refers to
/// and under what table key. Every location is checked against the token it
/// points at, so implicit references (the launch configuration call) and
/// typo-corrected ones never produce a fact.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "AbsentHeaders.h"
#include "HipHeaders.h"
#include "cu2hip/Mapping/CudaNames.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

/// `cooperative_groups::details` (inside CUDA's ABI namespace `__v1`): where
/// CUDA declares the overloads of reduce that argument-dependent lookup finds
/// for `reduce(tile, v, plus<int>())`; users name them as cooperative_groups
/// members.
static bool isCooperativeGroupsDetails(const NamespaceDecl *NS) {
  if (NS->getName() != "details")
    return false;
  const auto *Outer = dyn_cast<NamespaceDecl>(NS->getParent());
  if (Outer && Outer->getName().starts_with("__")) // the ABI namespace
    Outer = dyn_cast<NamespaceDecl>(Outer->getParent());
  return Outer && Outer->getName() == "cooperative_groups";
}

std::string cu2hip::tableKeyOf(const NamedDecl *D) {
  llvm::SmallVector<StringRef, 4> Parts;
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (NS->isInline() || NS->isAnonymousNamespace() ||
          NS->getName().starts_with("__") || isCooperativeGroupsDetails(NS))
        continue;
      Parts.push_back(NS->getName());
    } else if (const auto *RD = dyn_cast<RecordDecl>(DC)) {
      if (RD->getIdentifier() && !RD->getName().starts_with("__"))
        Parts.push_back(RD->getName());
    }
  }
  std::string Key;
  for (StringRef P : llvm::reverse(Parts))
    Key += (P + "::").str();
  return Key + D->getName().str();
}

bool cu2hip::coveredByScopeRow(const MappingTable &Table, StringRef Key) {
  for (size_t Colons = Key.rfind("::"); Colons != StringRef::npos;
       Colons = Key.rfind("::")) {
    Key = Key.take_front(Colons);
    if (const MappingRow *Scope = Table.lookup(Key);
        Scope && Scope->CoversMembers)
      return true;
  }
  return false;
}

bool cu2hip::dropsQualifiers(StringRef Key, const MappingRow &Row) {
  return !Row.Hip.empty() && Row.Hip.count("::") < Key.count("::");
}

FileClassifier::FileClassifier(const SourceManager &SM, StringRef CudaPath)
    : SM(SM) {
  llvm::SmallString<256> Include(CudaPath);
  llvm::sys::path::append(Include, "include");
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Include, Real))
    SdkInclude = std::string(Real);
  else
    SdkInclude = std::string(Include);
}

bool FileClassifier::isSdk(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  FileID FID = SM.getFileID(Loc);
  if (FID.isInvalid())
    return false; // builtins (__builtin_va_list) have no file
  auto [It, Inserted] = SdkFiles.try_emplace(FID, false);
  if (Inserted)
    It->second = classifySdk(FID);
  return It->second;
}

bool FileClassifier::isHipHeader(SourceLocation Loc) {
  // Asked for every reference to an SDK declaration: once per file.
  FileID FID = SM.getFileID(SM.getSpellingLoc(Loc));
  if (FID.isInvalid())
    return false;
  auto [It, Inserted] = HipFiles.try_emplace(FID, false);
  if (Inserted) {
    auto Entry = SM.getFileEntryRefForID(FID);
    It->second = Entry && isHipHeaderForParse(Entry->getName());
  }
  return It->second;
}

bool FileClassifier::isUser(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
    return false;
  return SM.getFileEntryRefForID(SM.getFileID(Loc)).has_value();
}

bool FileClassifier::isUserFile(FileID FID) {
  if (FID.isInvalid())
    return false; // the DenseMap's empty key: never insert it
  auto [It, Inserted] = UserFiles.try_emplace(FID, false);
  if (Inserted)
    It->second =
        SM.getFileEntryRefForID(FID) &&
        (FID == SM.getMainFileID() ||
         (!SrcMgr::isSystem(SM.getFileCharacteristic(SM.getLocForStartOfFile(FID))) &&
          !classifySdk(FID)));
  return It->second;
}

std::optional<UserLoc> FileClassifier::userLoc(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  if (Loc.isInvalid())
    return std::nullopt;
  auto [FID, Offset] = SM.getDecomposedLoc(Loc);
  if (!isUserFile(FID))
    return std::nullopt;
  return UserLoc{FID, Offset};
}

bool FileClassifier::classifySdk(FileID FID) {
  auto Entry = SM.getFileEntryRefForID(FID);
  if (!Entry)
    return false;
  StringRef Name = Entry->getName();
  if (isHipHeaderForParse(Name))
    return true;
  if (Name.contains("/cuda_wrappers/") ||
      llvm::sys::path::filename(Name).starts_with("__clang_cuda"))
    return true;
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Name, Real))
    Real = Name;
  return StringRef(Real).starts_with(SdkInclude);
}

void UnitCollector::attach(const SourceManager &Manager,
                           const LangOptions &Options) {
  SM = &Manager;
  LangOpts = &Options;
  Files = std::make_unique<FileClassifier>(Manager, CudaPath);
}

StringRef UnitCollector::textOf(FileID FID) const {
  return SM->getBufferData(FID);
}

/// [Begin, End) of a token range's written text in one file, if it is one.
static std::optional<std::pair<UserLoc, unsigned>>
writtenExtent(const SourceManager &SM, const LangOptions &LangOpts,
              FileClassifier &Files, SourceRange Range) {
  if (Range.getBegin().isMacroID() || Range.getEnd().isMacroID())
    return std::nullopt;
  std::optional<UserLoc> Begin = Files.userLoc(Range.getBegin());
  SourceLocation EndLoc =
      Lexer::getLocForEndOfToken(Range.getEnd(), 0, SM, LangOpts);
  if (!Begin || EndLoc.isInvalid())
    return std::nullopt;
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(EndLoc);
  if (EndFile != Begin->File || EndOffset < Begin->Offset)
    return std::nullopt;
  return std::make_pair(*Begin, EndOffset - Begin->Offset);
}

std::optional<std::pair<UserLoc, unsigned>>
UnitCollector::extentOf(SourceRange Range) const {
  return writtenExtent(*SM, *LangOpts, *Files, Range);
}

StringRef UnitCollector::spelling(SourceRange Range) const {
  auto Extent = writtenExtent(*SM, *LangOpts, *Files, Range);
  if (!Extent)
    return "";
  return textOf(Extent->first.File).substr(Extent->first.Offset,
                                           Extent->second);
}

std::optional<FixIt> UnitCollector::fixFor(SourceRange Range,
                                           StringRef Text) {
  auto Extent = writtenExtent(*SM, *LangOpts, *Files, Range);
  if (!Extent)
    return std::nullopt;
  return FixIt{Extent->first.Offset, Extent->second, Text.str()};
}

bool UnitCollector::addFinding(DiagKind Kind, SourceRange Range,
                               const llvm::Twine &Message,
                               std::vector<FixIt> Fixes) {
  // A macro's expansion is reported where the user wrote the macro's use.
  SourceLocation Begin = SM->getFileLoc(Range.getBegin());
  std::optional<UserLoc> At = Files->userLoc(Begin);
  if (!At)
    return false;
  Finding F{Kind, At->Offset, 0, 0, Message.str(), ""};
  if (auto Extent = writtenExtent(*SM, *LangOpts, *Files, Range))
    F.Length = Extent->second;
  F.Fixes = std::move(Fixes);
  factsOf(At->File).AnalysisFindings.push_back(std::move(F));
  return true;
}

void UnitCollector::finish() {
  ParsedUnit &Unit = Result;
  if (!SM)
    return;
  FileID Main = SM->getMainFileID();
  if (DroppedErrors)
    ByFile[Main].ParseFindings.push_back(
        {DiagKind::ParseError, 0, 0, 0,
         "clang: " + std::to_string(DroppedErrors) + " more errors not listed",
         ""});
  for (auto &[FID, Facts] : ByFile) {
    auto Entry = SM->getFileEntryRefForID(FID);
    if (!Entry)
      continue;
    std::string Path = canonicalPath(Entry->getName());
    ParsedFile &File = Unit.Files[Path];
    File.ContentHash = contentHash(textOf(FID));
    for (const auto &Name : UserEntityNames)
      Facts.UserEntityNames.insert(Name.getKey());
    for (const auto &Name : UserMacroNames)
      Facts.UserMacroNames.insert(Name.getKey());
    File.Facts = std::move(Facts);
    if (FID == Main)
      Unit.MainFile = Path;
  }
  ByFile.clear();
}

namespace {

class FactsVisitor : public RecursiveASTVisitor<FactsVisitor> {
public:
  FactsVisitor(UnitCollector &Unit, ASTContext &Ctx)
      : Unit(Unit), Table(Unit.table()), Files(Unit.files()), Ctx(Ctx) {}

  /// `__shfl_sync(FULL_MASK, ...)`: a mask the handlers cannot read from the
  /// tokens, but whose value the AST knows.
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || E->getNumArgs() == 0 ||
        !Files.isSdk(Callee->getLocation()))
      return true;
    StringRef Name = Callee->getName();
    if (!Name.ends_with("_sync") && Name != "__syncwarp")
      return true;
    if (Name.starts_with("__shfl") && E->getNumArgs() > 1)
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
    noteKey(Key, D->getName(), Loc);
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

  void noteKey(const std::string &Key, StringRef Name, SourceLocation Loc) {
    std::optional<UserLoc> At = Files.userLoc(Loc);
    if (!At || Unit.textOf(At->File).substr(At->Offset, Name.size()) != Name)
      return;
    AstFacts &Facts = Unit.factsOf(At->File);
    if (Table.lookup(Key)) {
      if (Key != Name || !isDistinctiveCudaName(Name))
        Facts.ResolvedKeys[At->Offset] = Key;
      return;
    }
    if (Key != Name && Table.lookup(Name))
      return; // e.g. `::cudaMalloc`: the plain name is in the tables
    if (coveredByScopeRow(Table, Key))
      return;
    Facts.UnmappedRefs[At->Offset] = Key;
  }

  /// Whether \p Row, the row of namespace \p Key qualifying \p NNS, names
  /// fewer scopes than the key has (`cuda::std` -> `std`); if so, the
  /// qualifiers written before it are noted for deletion.
  bool dropsWrittenPrefix(StringRef Key, const MappingRow &Row,
                          NestedNameSpecifierLoc NNS) {
    if (!dropsQualifiers(Key, Row))
      return false;
    for (NestedNameSpecifierLoc Prefix =
             NNS.castAsNamespaceAndPrefix().Prefix;
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

  void MacroExpands(const Token &Name, const MacroDefinition &Def,
                    SourceRange, const MacroArgs *) override {
    const MacroInfo *MI = Def.getMacroInfo();
    if (!MI || MI->isBuiltinMacro() || !Files.isSdk(MI->getDefinitionLoc()))
      return;
    // `#define hipMalloc cudaMalloc`: a HIP name, written by the user or by
    // an earlier translation, not a CUDA macro.
    if (Files.isHipHeader(MI->getDefinitionLoc()))
      return;
    StringRef Macro = Name.getIdentifierInfo()->getName();
    std::optional<UserLoc> At = Files.userLoc(Name.getLocation());
    if (!At || Table.lookup(Macro) ||
        Unit.textOf(At->File).substr(At->Offset, Macro.size()) != Macro)
      return;
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
      if (Unit.files().isUserFile(
              Unit.sourceManager().getFileID(
                  Unit.sourceManager().getFileLoc(D->getLocation()))))
        UserDecls.push_back(D);
    return true;
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
  Preprocessor &PP = CI.getPreprocessor();
  PP.addPPCallbacks(std::make_unique<FactsPPCallbacks>(Unit));
  PP.addPPCallbacks(absentHeaderRecorder(Unit, PP.getHeaderSearchInfo()));
  return std::make_unique<FactsConsumer>(Unit);
}

void FactsAction::EndSourceFileAction() { Unit.finish(); }

static constexpr unsigned MaxParseFindings = 20;

/// Whether a row maps a member of \p Record to one named \p Member.
static bool isHipMemberName(const MappingTable &Table, StringRef Record,
                            StringRef Member) {
  return llvm::any_of(Table.rows(), [&](const MappingRow &Row) {
    StringRef Hip = Row.Hip;
    return Row.Kind == NameKind::Member &&
           StringRef(Row.Cuda).starts_with((Record + "::").str()) &&
           Hip.ends_with(Member) &&
           Hip.drop_back(Member.size()).ends_with("::");
  });
}

void FactsDiagnosticConsumer::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                               const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error)
    return;
  if (!Info.hasSourceManager() || !Unit.attached()) {
    // Before any file is read: a bad command-line argument, say.
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    Unit.noteEarlyError(
        {DiagKind::ParseError, 0, 0, 0, ("clang: " + Message).str(), ""});
    return;
  }
  const SourceManager &SM = Info.getSourceManager();
  const MappingTable &Table = Unit.table();
  SourceLocation Loc = SM.getFileLoc(Info.getLocation());
  std::optional<UserLoc> At = Unit.files().userLoc(Loc);

  // `prop.clockRate` against CUDA 13: the field is gone from the headers but
  // the tables still know it, and HIP still has it.
  if ((Info.getID() == diag::err_no_member) && Info.getNumArgs() >= 2 &&
      Info.getArgKind(0) == DiagnosticsEngine::ak_declarationname &&
      Info.getArgKind(1) == DiagnosticsEngine::ak_declcontext) {
    auto *DC = reinterpret_cast<DeclContext *>(Info.getRawArg(1));
    auto Name = DeclarationName::getFromOpaqueInteger(Info.getRawArg(0));
    if (const auto *RD = dyn_cast_or_null<RecordDecl>(DC);
        RD && RD->getIdentifier() && Name.isIdentifier() && At) {
      std::string Key = tableKeyOf(RD) + "::" + Name.getAsString();
      if (Table.lookup(Key)) {
        Unit.factsOf(At->File).ResolvedKeys[At->Offset] = Key;
        return; // the row reports what matters about this field
      }
      // `perf.fwd_algo` in HIP code: MIOpen's name for a member a row maps
      // (cudnnConvolutionFwdAlgoPerfStruct::algo), which no macro renames.
      if (isHipMemberName(Table, tableKeyOf(RD), Name.getAsString()))
        return;
    }
  }

  // A launch from device code: the dynamic-parallelism analysis explains it.
  if (Info.getID() == diag::err_cuda_device_kernel_launch_require_rdc) {
    reportRejectedDeviceLaunch(Unit, Loc);
    return;
  }

  if (FallbackSdk && !StandIns) {
    FileID Main = SM.getMainFileID();
    StandIns.emplace(Unit.factsOf(Main), Table, Unit.textOf(Main));
  }
  if (StandIns && StandIns->absorb(Info, SM, Loc))
    return;

  // The HIP headers name every CUDA declaration the tables map, and an
  // older or partial toolkit lacks some: what the user's code uses of those
  // fails at the user's own line.
  if (Unit.files().isHipHeader(Loc))
    return;

  // An error at a name the tables know (an API CUDA 13 removed or changed)
  // is the tables' to explain: the translation handles it.
  if (At) {
    StringRef Text = Unit.textOf(At->File);
    size_t End = At->Offset;
    while (End < Text.size() &&
           (isalnum(static_cast<unsigned char>(Text[End])) || Text[End] == '_'))
      ++End;
    StringRef Word = Text.slice(At->Offset, End);
    if (End > At->Offset && Table.lookup(Word))
      return;
    // `texture<float, 1> tex;`: the texture-reference rule explains it.
    if ((Word == "texture" || Word == "surface") &&
        Text.substr(End).ltrim().starts_with("<"))
      return;
    // HIP names that the HIP headers cannot give a CUDA declaration (a
    // MIOpen call shaped unlike cuDNN's): the file is HIP there already.
    for (StringRef Prefix : {"hip", "HIP", "miopen", "MIOPEN", "roc", "rccl"})
      if (Word.starts_with(Prefix))
        return;
  }

  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  // The launch machinery Clang asks the CUDA headers for is not the user's
  // code (it is missing when translated code is parsed again).
  if (StringRef(Message).contains("__cudaPushCallConfiguration") ||
      StringRef(Message).contains("cudaConfigureCall"))
    return;

  if (Reported >= MaxParseFindings) {
    Unit.noteDroppedError();
    return;
  }
  ++Reported;
  // Errors inside system headers are shown at the user file's #include of
  // them.
  std::string Where;
  SourceLocation UserFileLoc = Loc;
  while (UserFileLoc.isValid() &&
         !Unit.files().isUserFile(SM.getFileID(UserFileLoc))) {
    // A file-less buffer is Clang's <built-in> one: what the command line
    // adds (-include, -D), whose line numbers mean nothing to the user.
    if (Where.empty())
      Where = SM.getFilename(UserFileLoc).empty()
                  ? " (from the command line)"
                  : " (in " + SM.getFilename(UserFileLoc).str() + ":" +
                        std::to_string(SM.getSpellingLineNumber(UserFileLoc)) +
                        ")";
    UserFileLoc = SM.getIncludeLoc(SM.getFileID(UserFileLoc));
  }
  Finding F{DiagKind::ParseError, 0, 0, 0,
            ("clang: " + Message + Where).str(), ""};
  FileID Into = SM.getMainFileID();
  if (UserFileLoc.isValid()) {
    Into = SM.getFileID(UserFileLoc);
    F.Offset = SM.getFileOffset(UserFileLoc);
    F.Line = SM.getSpellingLineNumber(UserFileLoc);
    F.Column = SM.getSpellingColumnNumber(UserFileLoc);
  }
  // A fatal error (a header not found) ends the parse: the main file loses
  // its AST from there on, whichever file the error is in. Say so in the
  // main file too, at the #include that leads to it, since a user header
  // with no CUDA in it is copied as it is and its findings go unread.
  FileID Main = SM.getMainFileID();
  if (Level == DiagnosticsEngine::Fatal && UserFileLoc.isValid() &&
      Into != Main) {
    SourceLocation MainLoc = UserFileLoc;
    while (MainLoc.isValid() && SM.getFileID(MainLoc) != Main)
      MainLoc = SM.getIncludeLoc(SM.getFileID(MainLoc));
    if (MainLoc.isValid()) {
      Finding InMain = F;
      if (Where.empty())
        InMain.Message += " (in " + SM.getFilename(UserFileLoc).str() + ":" +
                          std::to_string(F.Line) + ")";
      InMain.Message += "; the rest of this file was translated from its "
                        "tokens";
      InMain.Offset = SM.getFileOffset(MainLoc);
      InMain.Line = SM.getSpellingLineNumber(MainLoc);
      InMain.Column = SM.getSpellingColumnNumber(MainLoc);
      Unit.factsOf(Main).ParseFindings.push_back(std::move(InMain));
    }
  }
  Unit.factsOf(Into).ParseFindings.push_back(std::move(F));
}
