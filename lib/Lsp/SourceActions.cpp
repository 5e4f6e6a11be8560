//===- SourceActions.cpp - Whole-file actions: translate, rewrite, fix ----===//
///
/// \file
/// The actions on a whole document: translating it next to itself (a
/// command, so the file is written only when the user picks the action),
/// rewriting it in place as a workspace edit the editor can undo, and
/// applying every finding's fixes. The rewrite is the rewriter's own edits,
/// so the cursor and the undo history keep their places outside them.
///
//===----------------------------------------------------------------------===//
#include "Features.h"
#include "cu2hip/Lsp/Documents.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

static constexpr llvm::StringLiteral TranslateKind = "source.cu2hip.translate";
static constexpr llvm::StringLiteral RewriteKind = "source.cu2hip.rewrite";
static constexpr llvm::StringLiteral FixAllKind = "source.fixAll.cu2hip";

llvm::ArrayRef<llvm::StringLiteral> cu2hip::lsp::codeActionKinds() {
  static constexpr llvm::StringLiteral Kinds[] = {"quickfix", TranslateKind,
                                                  RewriteKind, FixAllKind};
  return Kinds;
}

bool cu2hip::lsp::kindRequested(
    StringRef Kind, const std::optional<std::vector<std::string>> &Only) {
  if (!Only)
    return true;
  return llvm::any_of(*Only, [&](StringRef Wanted) {
    return Kind == Wanted ||
           (Kind.starts_with(Wanted) && Kind[Wanted.size()] == '.');
  });
}

std::vector<Edit> cu2hip::lsp::rewriteEdits(StringRef Source,
                                            StringRef Translated,
                                            llvm::ArrayRef<Edit> Edits) {
  std::vector<Edit> Out;
  for (const Edit &E : Edits)
    if (E.Offset + E.Length <= Source.size() &&
        Source.substr(E.Offset, E.Length) != E.Text)
      Out.push_back(E);
  EditSet Check;
  bool Disjoint =
      llvm::all_of(Out, [&](const Edit &E) { return Check.add(E); });
  if (Disjoint && Check.apply(Source) == Translated)
    return Out;
  // Text the edits do not make (a build script's migration): the whole.
  return {Edit{0, unsigned(Source.size()), Translated.str()}};
}

std::vector<Edit> cu2hip::lsp::allFixes(llvm::ArrayRef<Finding> Findings) {
  EditSet Taken;
  for (const Finding &F : Findings)
    for (const FixIt &Fix : F.Fixes) {
      bool Again = llvm::any_of(
          Taken.startingIn(Fix.Offset, Fix.Offset), [&](const Edit &E) {
            return E.Length == Fix.Length && E.Text == Fix.Text;
          });
      if (!Again)
        (void)Taken.replace(Fix.Offset, Fix.Length, Fix.Text);
    }
  return Taken.edits();
}

static json::Object workspaceEdit(StringRef Uri, const LineIndex &Lines,
                                  llvm::ArrayRef<Edit> Edits) {
  json::Array TextEdits;
  for (const Edit &E : Edits)
    TextEdits.push_back(textEdit(Lines, E.Offset, E.Length, E.Text));
  return json::Object{
      {"changes", json::Object{{Uri.str(), std::move(TextEdits)}}}};
}

json::Array cu2hip::lsp::sourceActions(
    StringRef Uri, const Analysis *A,
    const std::optional<std::vector<std::string>> &Only) {
  json::Array Actions;
  if (kindRequested(TranslateKind, Only))
    Actions.push_back(json::Object{
        {"title", "Translate this file to HIP"},
        {"kind", TranslateKind},
        {"command", json::Object{{"title", "Translate this file to HIP"},
                                 {"command", TranslateFileCommand},
                                 {"arguments", json::Array{json::Object{
                                                   {"uri", Uri.str()}}}}}},
    });
  if (!A || A->Translation.Result.Status == FileStatus::Failed)
    return Actions;
  LineIndex Lines(A->Source);
  if (kindRequested(RewriteKind, Only) && A->Translation.Text != A->Source)
    Actions.push_back(json::Object{
        {"title", "Rewrite this file as HIP in place"},
        {"kind", RewriteKind},
        {"edit", workspaceEdit(Uri, Lines,
                               rewriteEdits(A->Source, A->Translation.Text,
                                            A->Translation.Edits))},
    });
  std::vector<Edit> Fixes = allFixes(A->Translation.Result.Findings);
  if (kindRequested(FixAllKind, Only) && !Fixes.empty())
    Actions.push_back(json::Object{
        {"title", "Apply all cu2hip fixes in this file"},
        {"kind", FixAllKind},
        {"edit", workspaceEdit(Uri, Lines, Fixes)},
    });
  return Actions;
}
