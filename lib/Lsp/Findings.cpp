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

/// The text \p F is about: its exact bytes, else the name that starts at
/// its offset, else the character there; the start of the text for a
/// finding about the whole file.
static Range rangeOf(const Finding &F, StringRef Text) {
  if (F.Line == 0)
    return {};
  size_t Begin = std::min<size_t>(F.Offset, Text.size());
  size_t End = Begin + F.Length;
  if (F.Length == 0)
    while (End < Text.size() && isNameChar(Text[End]))
      ++End;
  // A point (Clang's error at a `;`) as its character: some clients show
  // nothing for an empty range.
  if (End == Begin && End < Text.size() && Text[End] != '\n' &&
      Text[End] != '\r')
    ++End;
  return {positionOf(Text, Begin), positionOf(Text, End)};
}

static json::Object diagnostic(const Finding &F, StringRef Text,
                               StringRef DocsUrl) {
  const DiagInfo &Info = diagInfo(F.Kind);
  return json::Object{
      {"range", rangeOf(F, Text)},
      {"severity", severityOf(Info.Sev)},
      {"code", "cu2hip-" + Info.Id.str()},
      {"codeDescription",
       json::Object{{"href", DocsUrl.str() + Info.Id.str() + ".md"}}},
      {"source", "cu2hip"},
      {"message", F.Message},
  };
}

json::Value cu2hip::lsp::publishParams(const Analysis &A, StringRef DocsUrl) {
  json::Array Diagnostics;
  if (!A.Closed)
    for (const Finding &F : A.Translation.Result.Findings)
      Diagnostics.push_back(diagnostic(F, A.Source, DocsUrl));
  json::Object Params{{"uri", A.Uri}, {"diagnostics", std::move(Diagnostics)}};
  if (!A.Closed)
    Params["version"] = A.Version;
  return Params;
}

static bool before(Position A, Position B) {
  return A.Line < B.Line || (A.Line == B.Line && A.Character < B.Character);
}

/// Whether the finding's range and the request's touch (a cursor at either
/// end of a name counts).
static bool touches(Range A, Range B) {
  return !before(A.End, B.Start) && !before(B.End, A.Start);
}

/// `replace 'old' with 'new'`, for the first fix, and how many more.
static std::string titleOf(const Finding &F, StringRef Text) {
  const FixIt &First = F.Fixes.front();
  StringRef Old = Text.substr(First.Offset, First.Length);
  std::string Title =
      Old.empty() ? "insert '" + First.Text + "'"
                  : "replace '" + Old.str() + "' with '" + First.Text + "'";
  if (F.Fixes.size() > 1)
    Title += " (and " + std::to_string(F.Fixes.size() - 1) + " more)";
  return Title;
}

json::Array cu2hip::lsp::quickFixes(const Analysis &A, Range Where,
                                    StringRef DocsUrl) {
  json::Array Actions;
  for (const Finding &F : A.Translation.Result.Findings) {
    // Translate.cpp keeps only the fixes --export-fixes can place.
    if (F.Fixes.empty() || !touches(rangeOf(F, A.Source), Where))
      continue;
    json::Array Edits;
    for (const FixIt &Fix : F.Fixes)
      Edits.push_back(json::Object{
          {"range", Range{positionOf(A.Source, Fix.Offset),
                          positionOf(A.Source, Fix.Offset + Fix.Length)}},
          {"newText", Fix.Text}});
    json::Object Changes{{A.Uri, std::move(Edits)}};
    Actions.push_back(json::Object{
        {"title", titleOf(F, A.Source)},
        {"kind", "quickfix"},
        {"diagnostics", json::Array{diagnostic(F, A.Source, DocsUrl)}},
        {"isPreferred", true},
        {"edit", json::Object{{"changes", std::move(Changes)}}},
    });
  }
  return Actions;
}
