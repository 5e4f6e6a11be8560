//===- EditHints.cpp - Each change the translation makes, as a hint -------===//
///
/// \file
/// A user porting by hand sees every site the translation would change, as
/// clang-tidy shows every place it would fix: each of the rewriter's edits
/// (TranslationResult::Edits, in the document's coordinates) is a Hint
/// diagnostic whose quick fix makes exactly that change. Edits the rewriter
/// took together (a wrapping's two halves, a launch's pieces) are one hint.
///
//===----------------------------------------------------------------------===//
#include "Features.h"
#include "cu2hip/Lsp/Documents.h"
#include "llvm/ADT/DenseMap.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

/// Every hint has this code and page: the edits are the tables' rows and
/// the rules' rewrites, not diagnostics of Diagnostics.def.
static constexpr llvm::StringLiteral HintCode = "cu2hip-edit";
static constexpr llvm::StringLiteral HintPage = "lsp.md#edit-hints";

std::vector<EditHint> cu2hip::lsp::editHints(StringRef Source,
                                             llvm::ArrayRef<Edit> Edits) {
  std::vector<EditHint> Hints;
  llvm::DenseMap<unsigned, size_t> HintOfGroup;
  for (const Edit &E : Edits) {
    if (E.Offset + E.Length > Source.size() ||
        Source.substr(E.Offset, E.Length) == E.Text)
      continue; // a name already in its HIP form: nothing changes
    EditHint *H = nullptr;
    if (E.Group != 0) {
      auto [It, New] = HintOfGroup.try_emplace(E.Group, Hints.size());
      if (!New)
        H = &Hints[It->second];
    }
    if (!H) {
      H = &Hints.emplace_back();
      H->Begin = E.Offset;
    }
    // Edits come in source order: the last one ends the span.
    H->End = std::max(H->End, E.Offset + E.Length);
    H->Edits.push_back(E);
  }
  return Hints;
}

/// The source bytes \p H spans, and what its edits alone make of them.
static std::pair<StringRef, std::string> change(const EditHint &H,
                                                StringRef Source) {
  std::string New;
  unsigned Pos = H.Begin;
  for (const Edit &E : H.Edits) {
    New += Source.slice(Pos, E.Offset);
    New += E.Text;
    Pos = E.Offset + E.Length;
  }
  New += Source.slice(Pos, H.End);
  return {Source.slice(H.Begin, H.End), std::move(New)};
}

std::string cu2hip::lsp::hintMessage(const EditHint &H, StringRef Source) {
  auto [Old, New] = change(H, Source);
  if (Old.empty())
    return "adds " + shortQuote(New);
  if (New.empty())
    return "removes " + shortQuote(Old);
  return shortQuote(Old) + " becomes " + shortQuote(New);
}

static json::Object hintDiagnostic(const EditHint &H, const LineIndex &Lines,
                                   StringRef DocsUrl) {
  return json::Object{
      {"range", diagnosticRange(Lines, H.Begin, H.End)},
      {"severity", 4}, // Hint
      {"code", HintCode},
      {"codeDescription", json::Object{{"href", docsPage(DocsUrl, HintPage)}}},
      {"source", "cu2hip"},
      {"message", hintMessage(H, Lines.text())},
  };
}

json::Array cu2hip::lsp::hintDiagnostics(const Analysis &A,
                                         const LineIndex &Lines,
                                         StringRef DocsUrl) {
  json::Array Diagnostics;
  for (const EditHint &H : editHints(A.Source, A.Translation.Edits))
    Diagnostics.push_back(hintDiagnostic(H, Lines, DocsUrl));
  return Diagnostics;
}

json::Array cu2hip::lsp::hintFixes(const Analysis &A, const LineIndex &Lines,
                                   Range Where, StringRef DocsUrl) {
  json::Array Actions;
  for (const EditHint &H : editHints(A.Source, A.Translation.Edits)) {
    if (!touches(diagnosticRange(Lines, H.Begin, H.End), Where))
      continue;
    json::Array Edits;
    for (const Edit &E : H.Edits)
      Edits.push_back(textEdit(Lines, E.Offset, E.Length, E.Text));
    auto [Old, New] = change(H, A.Source);
    Actions.push_back(json::Object{
        {"title", fixTitle(Old, New)},
        {"kind", "quickfix"},
        {"diagnostics", json::Array{hintDiagnostic(H, Lines, DocsUrl)}},
        {"isPreferred", true},
        {"edit",
         json::Object{{"changes", json::Object{{A.Uri, std::move(Edits)}}}}},
    });
  }
  return Actions;
}
