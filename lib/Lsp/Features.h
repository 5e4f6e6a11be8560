//===- Features.h - What the server answers, as LSP JSON ---------*- C++
//-*-===//
///
/// \file
/// The translation's findings and edits as diagnostics, quick fixes and
/// source actions, and the mapping table's rows as hovers: pure functions
/// from the library's data to LSP's, apart from the message handling
/// (Server.cpp, DocumentHandlers.cpp, Commands.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_FEATURES_H
#define CU2HIP_LIB_LSP_FEATURES_H

#include "Analyzer.h"
#include "cu2hip/Lsp/Documents.h"
#include "cu2hip/Lsp/Protocol.h"
#include "llvm/Support/JSON.h"

namespace cu2hip::lsp {

// Findings (Findings.cpp).

/// The textDocument/publishDiagnostics params for \p A: every finding, with
/// its severity, code (`cu2hip-<id>`), page under \p DocsUrl, and version;
/// then, with \p EditHints, a hint for each change the translation makes.
llvm::json::Value publishParams(const Analysis &A, llvm::StringRef DocsUrl,
                                bool EditHints);

/// The quick fixes that touch \p Where: each finding's fixes (those
/// --export-fixes offers) as one workspace edit, and with \p EditHints each
/// edit hint's change.
llvm::json::Array quickFixes(const Analysis &A, Range Where,
                             llvm::StringRef DocsUrl, bool EditHints);

/// The bytes [first, second) of \p Text that \p F is about: its exact
/// bytes, else the name at its offset, else the character there; an empty
/// range at 0 for a finding about the whole file.
std::pair<size_t, size_t> findingBytes(const Finding &F, llvm::StringRef Text);

/// Bytes [Begin, End) of the text of \p Lines as a diagnostic's range; an
/// empty one as the character after it (before it at a line's end), which
/// clients show.
Range diagnosticRange(const LineIndex &Lines, size_t Begin, size_t End);

/// Whether a diagnostic's range and a request's touch (a cursor at either
/// end of a name counts).
bool touches(Range A, Range B);

/// The URL of the page of diagnostic \p Info: <DocsUrl><id>.md.
std::string diagnosticPage(llvm::StringRef DocsUrl, const DiagInfo &Info);

/// The URL of \p Page of docs/ (`api/runtime.md`, `lsp.md#edit-hints`),
/// from \p DocsUrl, the URL of docs/diagnostics/.
std::string docsPage(llvm::StringRef DocsUrl, llvm::StringRef Page);

/// An LSP TextEdit that replaces bytes [Offset, Offset + Length) of the
/// text of \p Lines with \p NewText.
llvm::json::Value textEdit(const LineIndex &Lines, size_t Offset, size_t Length,
                           llvm::StringRef NewText);

/// \p Text as a title or message quotes it: `'text'`, its first line
/// trimmed, and cut short (`...`) past 60 characters or a line.
std::string shortQuote(llvm::StringRef Text);

/// A quick fix's title for replacing \p Old with \p New: `replace 'a' with
/// 'b'`, `insert 'b'`, `remove 'a'` (long or multi-line text shortened).
std::string fixTitle(llvm::StringRef Old, llvm::StringRef New);

// Edit hints (EditHints.cpp).

/// One change the translation makes: an edit, or the edits the rewriter
/// took together (EditSet::addAll's group).
struct EditHint {
  unsigned Begin = 0, End = 0; ///< the source bytes its edits span
  std::vector<Edit> Edits;     ///< in the EditSet's order
};

/// The changes of \p Edits (TranslationResult::Edits of \p Source), in
/// source order; an edit that writes what is already there is none.
std::vector<EditHint> editHints(llvm::StringRef Source,
                                llvm::ArrayRef<Edit> Edits);

/// What \p H does to \p Source, in words: `'a' becomes 'b'`, `adds 'b'`,
/// `removes 'a'`.
std::string hintMessage(const EditHint &H, llvm::StringRef Source);

/// The Hint diagnostic of each of \p A's changes (\p Lines: of A.Source).
llvm::json::Array hintDiagnostics(const Analysis &A, const LineIndex &Lines,
                                  llvm::StringRef DocsUrl);

/// The quick fixes of \p A's changes that touch \p Where: each applies
/// exactly its change.
llvm::json::Array hintFixes(const Analysis &A, const LineIndex &Lines,
                            Range Where, llvm::StringRef DocsUrl);

// Source actions (SourceActions.cpp).

/// The code action kinds the server offers, as `initialize` advertises.
llvm::ArrayRef<llvm::StringLiteral> codeActionKinds();
/// The commands of workspace/executeCommand.
inline constexpr llvm::StringLiteral TranslateFileCommand =
    "cu2hip.translateFile";
inline constexpr llvm::StringLiteral ShowTranslationCommand =
    "cu2hip.showTranslation";

/// Whether an action of \p Kind passes CodeActionContext.only: a kind
/// listed there or one below it (`source` takes `source.fixAll.cu2hip`);
/// without the filter, every kind.
bool kindRequested(llvm::StringRef Kind,
                   const std::optional<std::vector<std::string>> &Only);

/// The edits that turn \p Source into \p Translated: \p Edits less those
/// that change nothing, when they make exactly \p Translated; otherwise one
/// replacement of the whole text.
std::vector<Edit> rewriteEdits(llvm::StringRef Source,
                               llvm::StringRef Translated,
                               llvm::ArrayRef<Edit> Edits);

/// Every fix of \p Findings, in source order, each once; a fix that
/// overlaps one taken before is left out (a workspace edit's text edits
/// may not overlap).
std::vector<Edit> allFixes(llvm::ArrayRef<Finding> Findings);

/// The source actions for document \p Uri whose kinds \p Only requests:
/// translating it (a command, offered while \p A is unknown too), and,
/// from \p A (null: none of the current version yet), rewriting it in
/// place and applying all its findings' fixes.
llvm::json::Array
sourceActions(llvm::StringRef Uri, const Analysis *A,
              const std::optional<std::vector<std::string>> &Only);

// Commands (Commands.cpp).

/// Where cu2hip.translateFile writes the translation of \p Path: beside
/// it, `<stem>.hip<ext>` (saxpy.cu -> saxpy.hip.cu), as docs/user-guide.md
/// names it.
std::string translationPathOf(llvm::StringRef Path);

// Hover (Hover.cpp).

/// The hover at byte \p Offset of \p Text: the mapping table's row for the
/// CUDA name there, at the target HIP version, and each of \p Findings (of
/// this very text) whose range holds the offset; null where there is none.
llvm::json::Value hoverAt(llvm::StringRef Text, size_t Offset,
                          const MappingTable &Table,
                          const TranslateOptions &Options,
                          llvm::StringRef DocsUrl,
                          llvm::ArrayRef<Finding> Findings);

} // namespace cu2hip::lsp

#endif
