//===- Findings.cpp - Findings as diagnostics and quick fixes -------------===//
#include "Features.h"
#include "cu2hip/Lsp/Documents.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

/// LSP's DiagnosticSeverity: a note is information, not a hint (hints are
/// for the edits the translation makes).
static int severityOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return 1;
  case Severity::Warning:
    return 2;
  case Severity::Note:
    return 3;
  }
  llvm_unreachable("covered switch");
}

static bool isNameChar(char C) { return llvm::isAlnum(C) || C == '_'; }

static bool isLineBreak(char C) { return C == '\n' || C == '\r'; }

/// The end of [Begin, End) as a diagnostic shows it: a point (Clang's error
/// at a `;`, an insertion) as the character there, since some clients show
/// nothing for an empty range.
static size_t visibleEnd(StringRef Text, size_t Begin, size_t End) {
  if (End == Begin && End < Text.size() && !isLineBreak(Text[End]))
    ++End;
  return End;
}

Range cu2hip::lsp::diagnosticRange(const LineIndex &Lines, size_t Begin,
                                   size_t End) {
  StringRef Text = Lines.text();
  End = visibleEnd(Text, Begin, End);
  // A point at a line's end (text added there) as the character before.
  if (End == Begin && Begin > 0 && !isLineBreak(Text[Begin - 1]))
    --Begin;
  return {Lines.positionOf(Begin), Lines.positionOf(End)};
}

std::pair<size_t, size_t> cu2hip::lsp::findingBytes(const Finding &F,
                                                    StringRef Text) {
  if (F.Line == 0)
    return {0, 0};
  size_t Begin = std::min<size_t>(F.Offset, Text.size());
  size_t End = std::min<size_t>(Begin + F.Length, Text.size());
  if (F.Length == 0)
    while (End < Text.size() && isNameChar(Text[End]))
      ++End;
  return {Begin, visibleEnd(Text, Begin, End)};
}

static Range rangeOf(const Finding &F, const LineIndex &Lines) {
  auto [Begin, End] = findingBytes(F, Lines.text());
  return {Lines.positionOf(Begin), Lines.positionOf(End)};
}

std::string cu2hip::lsp::diagnosticPage(StringRef DocsUrl,
                                        const DiagInfo &Info) {
  return (DocsUrl + Info.Id + ".md").str();
}

std::string cu2hip::lsp::docsPage(StringRef DocsUrl, StringRef Page) {
  StringRef Base = DocsUrl;
  if (Base.consume_back("diagnostics/"))
    return (Base + Page).str();
  return (DocsUrl + "../" + Page).str();
}

json::Value cu2hip::lsp::textEdit(const LineIndex &Lines, size_t Offset,
                                  size_t Length, StringRef NewText) {
  return json::Object{{"range", Range{Lines.positionOf(Offset),
                                      Lines.positionOf(Offset + Length)}},
                      {"newText", NewText.str()}};
}

static json::Object diagnostic(const Finding &F, const LineIndex &Lines,
                               StringRef DocsUrl) {
  const DiagInfo &Info = diagInfo(F.Kind);
  return json::Object{
      {"range", rangeOf(F, Lines)},
      {"severity", severityOf(Info.Sev)},
      {"code", "cu2hip-" + Info.Id.str()},
      {"codeDescription",
       json::Object{{"href", diagnosticPage(DocsUrl, Info)}}},
      {"source", "cu2hip"},
      {"message", F.Message},
  };
}

json::Value cu2hip::lsp::publishParams(const Analysis &A, StringRef DocsUrl,
                                       bool EditHints) {
  json::Array Diagnostics;
  LineIndex Lines(A.Source);
  if (!A.Closed)
    for (const Finding &F : A.Translation.Result.Findings)
      Diagnostics.push_back(diagnostic(F, Lines, DocsUrl));
  if (!A.Closed && EditHints)
    for (json::Value &Hint : hintDiagnostics(A, Lines, DocsUrl))
      Diagnostics.push_back(std::move(Hint));
  json::Object Params{{"uri", A.Uri}, {"diagnostics", std::move(Diagnostics)}};
  if (!A.Closed)
    Params["version"] = A.Version;
  return Params;
}

static bool before(Position A, Position B) {
  return A.Line < B.Line || (A.Line == B.Line && A.Character < B.Character);
}

bool cu2hip::lsp::touches(Range A, Range B) {
  return !before(A.End, B.Start) && !before(B.End, A.Start);
}

std::string cu2hip::lsp::shortQuote(StringRef Text) {
  constexpr size_t Longest = 60;
  Text = Text.trim();
  StringRef Line = Text.take_until([](char C) { return C == '\n'; }).rtrim();
  if (Line.size() == Text.size() && Line.size() <= Longest)
    return "'" + Line.str() + "'";
  size_t Cut = std::min(Line.size(), Longest);
  // Not inside a UTF-8 sequence: the message must stay UTF-8.
  while (Cut > 0 && Cut < Line.size() && (Line[Cut] & 0xC0) == 0x80)
    --Cut;
  return "'" + Line.take_front(Cut).str() + "...'";
}

std::string cu2hip::lsp::fixTitle(StringRef Old, StringRef New) {
  if (Old.empty())
    return "insert " + shortQuote(New);
  if (New.empty())
    return "remove " + shortQuote(Old);
  return "replace " + shortQuote(Old) + " with " + shortQuote(New);
}

/// The title of the first fix, and how many more.
static std::string titleOf(const Finding &F, StringRef Text) {
  const FixIt &First = F.Fixes.front();
  std::string Title =
      fixTitle(Text.substr(First.Offset, First.Length), First.Text);
  if (F.Fixes.size() > 1)
    Title += " (and " + std::to_string(F.Fixes.size() - 1) + " more)";
  return Title;
}

json::Array cu2hip::lsp::quickFixes(const Analysis &A, Range Where,
                                    StringRef DocsUrl, bool EditHints) {
  json::Array Actions;
  LineIndex Lines(A.Source);
  for (const Finding &F : A.Translation.Result.Findings) {
    // Translate.cpp keeps only the fixes --export-fixes can place.
    if (F.Fixes.empty() || !touches(rangeOf(F, Lines), Where))
      continue;
    json::Array Edits;
    for (const FixIt &Fix : F.Fixes)
      Edits.push_back(textEdit(Lines, Fix.Offset, Fix.Length, Fix.Text));
    json::Object Changes{{A.Uri, std::move(Edits)}};
    Actions.push_back(json::Object{
        {"title", titleOf(F, A.Source)},
        {"kind", "quickfix"},
        {"diagnostics", json::Array{diagnostic(F, Lines, DocsUrl)}},
        {"isPreferred", true},
        {"edit", json::Object{{"changes", std::move(Changes)}}},
    });
  }
  if (EditHints)
    for (json::Value &Fix : hintFixes(A, Lines, Where, DocsUrl))
      Actions.push_back(std::move(Fix));
  return Actions;
}
