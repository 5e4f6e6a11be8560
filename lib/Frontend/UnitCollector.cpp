//===- UnitCollector.cpp - The facts of one parse, by file ----------------===//
///
/// \file
/// The sink of a parse: the facts and findings of each user file by FileID
/// while Clang runs, the source text of token ranges for messages and
/// fixes, and the hand-over by path once the parse is done.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "clang/Lex/Lexer.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

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
  return textOf(Extent->first.File)
      .substr(Extent->first.Offset, Extent->second);
}

/// The whole lines [Begin, End) of \p Text that hold [DeclBegin, DeclEnd),
/// if nothing else is on them but blanks, the declaration's `;` and a line
/// comment.
static std::optional<std::pair<unsigned, unsigned>>
ownLines(StringRef Text, size_t DeclBegin, size_t DeclEnd) {
  size_t Begin = Text.rfind('\n', DeclBegin);
  Begin = Begin == StringRef::npos ? 0 : Begin + 1;
  if (!Text.slice(Begin, DeclBegin).trim().empty())
    return std::nullopt;
  size_t End = Text.find('\n', DeclEnd);
  End = End == StringRef::npos ? Text.size() : End + 1;
  StringRef Rest = Text.slice(DeclEnd, End).trim();
  Rest.consume_front(";");
  Rest = Rest.ltrim();
  if (!Rest.empty() && !Rest.starts_with("//"))
    return std::nullopt;
  return std::make_pair(static_cast<unsigned>(Begin),
                        static_cast<unsigned>(End));
}

std::optional<SourceRange> UnitCollector::keepForNvidiaOnly(const Decl &D) {
  // `__host__` may begin the declaration (a macro of its own); a
  // declaration that a macro ends was written by it, with others perhaps.
  SourceRange Range(SM->getExpansionRange(D.getBeginLoc()).getBegin(),
                    SM->getExpansionRange(D.getEndLoc()).getEnd());
  auto Extent = extentOf(Range);
  if (!Extent || D.getEndLoc().isMacroID())
    return std::nullopt;
  std::optional<std::pair<unsigned, unsigned>> Lines =
      ownLines(textOf(Extent->first.File), Extent->first.Offset,
               Extent->first.Offset + Extent->second);
  if (!Lines)
    return std::nullopt;
  factsOf(Extent->first.File).NvidiaOnlyDecls[Lines->first] = Lines->second;
  return Range;
}

std::optional<FixIt> UnitCollector::fixFor(SourceRange Range, StringRef Text) {
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
    ByFile[Main].ParseFindings.emplace_back(
        DiagKind::ParseError, 0, 0, 0,
        "clang: " + std::to_string(DroppedErrors) + " more errors not listed",
        "");
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
