//===- ParseErrors.cpp - Clang's errors as parse-error findings -----------===//
///
/// \file
/// Clang's errors become parse-error findings in the user file they are in
/// (an error inside a system header is shown at the user's #include of
/// it), up to MaxParseFindings. Errors that are not the user's to fix are
/// left out: at a name the tables explain (a field CUDA 13 removed, which
/// becomes a fact instead; an API the translation handles; a HIP name), a
/// launch from device code (the dynamic-parallelism analysis reports it),
/// what the stand-in headers of --no-cuda-sdk cause (StandInErrors), what
/// the HIP headers lack, and Clang's own launch machinery.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/DiagnosticSema.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

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

/// `prop.clockRate` against CUDA 13: the field is gone from the headers but
/// the tables still know it, and HIP still has it. Whether \p Info is such
/// an error (then noted as the field's key) or names a HIP member.
static bool isRemovedOrHipMember(UnitCollector &Unit, const Diagnostic &Info,
                                 const UserLoc &At) {
  if (Info.getID() != diag::err_no_member || Info.getNumArgs() < 2 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_declarationname ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_declcontext)
    return false;
  auto *DC = reinterpret_cast<DeclContext *>(Info.getRawArg(1));
  auto Name = DeclarationName::getFromOpaqueInteger(Info.getRawArg(0));
  const auto *RD = dyn_cast_or_null<RecordDecl>(DC);
  if (!RD || !RD->getIdentifier() || !Name.isIdentifier())
    return false;
  const MappingTable &Table = Unit.table();
  std::string Key = tableKeyOf(RD) + "::" + Name.getAsString();
  if (Table.lookup(Key)) {
    Unit.factsOf(At.File).ResolvedKeys[At.Offset] = Key;
    return true; // the row reports what matters about this field
  }
  // `perf.fwd_algo` in HIP code: MIOpen's name for a member a row maps
  // (cudnnConvolutionFwdAlgoPerfStruct::algo), which no macro renames.
  return isHipMemberName(Table, tableKeyOf(RD), Name.getAsString());
}

/// An error at a name the tables know (an API CUDA 13 removed or changed)
/// is the tables' to explain: the translation handles it. So is one at a
/// texture reference or at a HIP name.
static bool isAtNameTablesExplain(UnitCollector &Unit, const UserLoc &At) {
  StringRef Text = Unit.textOf(At.File);
  size_t End = At.Offset;
  while (End < Text.size() &&
         (isalnum(static_cast<unsigned char>(Text[End])) || Text[End] == '_'))
    ++End;
  StringRef Word = Text.slice(At.Offset, End);
  if (End > At.Offset && Unit.table().lookup(Word))
    return true;
  // `texture<float, 1> tex;`: the texture-reference rule explains it.
  if ((Word == "texture" || Word == "surface") &&
      Text.substr(End).ltrim().starts_with("<"))
    return true;
  // HIP names that the HIP headers cannot give a CUDA declaration (a
  // MIOpen call shaped unlike cuDNN's): the file is HIP there already.
  return llvm::any_of(
      std::initializer_list<StringRef>{"hip", "HIP", "miopen", "MIOPEN", "roc",
                                       "rccl"},
      [&](StringRef Prefix) { return Word.starts_with(Prefix); });
}

/// \p Loc, or where the user's file includes the system header it is in;
/// invalid if no user file does. \p Where: " (in header:line)" (or "from the
/// command line") when \p Loc is not in a user file.
static SourceLocation userFileLocation(UnitCollector &Unit,
                                       const SourceManager &SM,
                                       SourceLocation Loc, std::string &Where) {
  while (Loc.isValid() && !Unit.files().isUserFile(SM.getFileID(Loc))) {
    // A file-less buffer is Clang's <built-in> one: what the command line
    // adds (-include, -D), whose line numbers mean nothing to the user.
    if (Where.empty())
      Where = SM.getFilename(Loc).empty()
                  ? " (from the command line)"
                  : " (in " + SM.getFilename(Loc).str() + ":" +
                        std::to_string(SM.getSpellingLineNumber(Loc)) + ")";
    Loc = SM.getIncludeLoc(SM.getFileID(Loc));
  }
  return Loc;
}

/// A fatal error (a header not found) ends the parse: the main file loses
/// its AST from there on, whichever file the error is in. Said in the main
/// file too, at the #include that leads to \p UserFileLoc, since a user
/// header with no CUDA in it is copied as it is and its findings go unread.
static void noteFatalInMain(UnitCollector &Unit, const SourceManager &SM,
                            SourceLocation UserFileLoc, const Finding &F,
                            bool MessageSaysWhere) {
  FileID Main = SM.getMainFileID();
  SourceLocation MainLoc = UserFileLoc;
  while (MainLoc.isValid() && SM.getFileID(MainLoc) != Main)
    MainLoc = SM.getIncludeLoc(SM.getFileID(MainLoc));
  if (MainLoc.isInvalid())
    return;
  Finding InMain = F;
  if (!MessageSaysWhere)
    InMain.Message += " (in " + SM.getFilename(UserFileLoc).str() + ":" +
                      std::to_string(F.Line) + ")";
  InMain.Message += "; the rest of this file was translated from its "
                    "tokens";
  InMain.Offset = SM.getFileOffset(MainLoc);
  InMain.Line = SM.getSpellingLineNumber(MainLoc);
  InMain.Column = SM.getSpellingColumnNumber(MainLoc);
  Unit.factsOf(Main).ParseFindings.push_back(std::move(InMain));
}

/// The parse-error finding of Clang's error \p Message at \p Loc, in the
/// user file it is in (or that includes the header it is in).
static void addParseFinding(UnitCollector &Unit, DiagnosticsEngine::Level Level,
                            const SourceManager &SM, SourceLocation Loc,
                            StringRef Message) {
  std::string Where;
  SourceLocation UserFileLoc = userFileLocation(Unit, SM, Loc, Where);
  Finding F{
      DiagKind::ParseError, 0, 0, 0, ("clang: " + Message + Where).str(), ""};
  FileID Into = SM.getMainFileID();
  if (UserFileLoc.isValid()) {
    Into = SM.getFileID(UserFileLoc);
    F.Offset = SM.getFileOffset(UserFileLoc);
    F.Line = SM.getSpellingLineNumber(UserFileLoc);
    F.Column = SM.getSpellingColumnNumber(UserFileLoc);
  }
  if (Level == DiagnosticsEngine::Fatal && UserFileLoc.isValid() &&
      Into != SM.getMainFileID())
    noteFatalInMain(Unit, SM, UserFileLoc, F, !Where.empty());
  Unit.factsOf(Into).ParseFindings.push_back(std::move(F));
}

void FactsDiagnosticConsumer::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                               const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error)
    return;
  // Serialization errors come from reading the PCH (a parse reads no other
  // precompiled file): stale or damaged, it is rebuilt and the parse redone.
  if (Info.getID() >= diag::DIAG_START_SERIALIZATION &&
      Info.getID() < diag::DIAG_START_LEX)
    PchRefused = true;
  if (!Info.hasSourceManager() || !Unit.attached()) {
    // Before any file is read: a bad command-line argument, say.
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    Unit.noteEarlyError(
        {DiagKind::ParseError, 0, 0, 0, ("clang: " + Message).str(), ""});
    return;
  }
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation Loc = SM.getFileLoc(Info.getLocation());
  std::optional<UserLoc> At = Unit.files().userLoc(Loc);
  if (At && isRemovedOrHipMember(Unit, Info, *At))
    return;

  // A launch from device code: the dynamic-parallelism analysis explains it.
  if (Info.getID() == diag::err_cuda_device_kernel_launch_require_rdc) {
    reportRejectedDeviceLaunch(Unit, Loc);
    return;
  }

  if (FallbackSdk && !StandIns) {
    FileID Main = SM.getMainFileID();
    StandIns.emplace(Unit.factsOf(Main), Unit.table(), Unit.textOf(Main));
  }
  if (StandIns && StandIns->absorb(Info, SM, Loc))
    return;

  // The HIP headers name every CUDA declaration the tables map, and an
  // older or partial toolkit lacks some: what the user's code uses of those
  // fails at the user's own line.
  if (Unit.files().isHipHeader(Loc))
    return;
  if (At && isAtNameTablesExplain(Unit, *At))
    return;

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
  addParseFinding(Unit, Level, SM, Loc, Message);
}
