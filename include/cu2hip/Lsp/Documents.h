//===- Documents.h - The editor's unsaved text, kept in step -----*- C++
//-*-===//
///
/// \file
/// The documents the client has open, as it has them: full and incremental
/// changes applied in order, positions in UTF-16 code units as LSP counts
/// them (a character outside the Basic Multilingual Plane is two), and
/// byte offsets for the translator, which works on UTF-8 bytes.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LSP_DOCUMENTS_H
#define CU2HIP_LSP_DOCUMENTS_H

#include "cu2hip/Lsp/Protocol.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip::lsp {

/// The byte offset of \p P in \p Text, whose lines end at `\n`, `\r\n` or
/// `\r` (LSP's line breaks). A character past the end of its line means the
/// line's end (LSP says so); the line after the last one means the end of
/// the text; a line past that is none.
std::optional<size_t> offsetOf(llvm::StringRef Text, Position P);
/// The position of byte \p Offset of \p Text (clamped to its size); an
/// offset inside a UTF-8 sequence counts as its start.
Position positionOf(llvm::StringRef Text, size_t Offset);

/// positionOf() for many offsets of one text: its line starts are found
/// once, so each position costs a binary search and the length of its line
/// (LSP counts UTF-16 units within the line). \p Text must outlive it.
class LineIndex {
public:
  explicit LineIndex(llvm::StringRef Text);
  Position positionOf(size_t Offset) const;
  llvm::StringRef text() const { return Text; }

private:
  llvm::StringRef Text;
  std::vector<size_t> LineStarts;
};

/// Applies \p Change to \p Text; an error (and \p Text unchanged) for a
/// range outside the document or one that ends before it starts.
llvm::Error applyChange(std::string &Text, const ContentChange &Change);

struct Document {
  std::string Text;
  int64_t Version = 0;
  std::string LanguageId;
};

/// The open documents, by URI. Used from the thread that reads messages.
class DocumentStore {
public:
  void open(const TextDocumentItem &Item);
  /// Applies the changes in order, all or none.
  llvm::Error change(const DidChangeParams &Params);
  void close(llvm::StringRef Uri) { Docs.erase(Uri); }
  const Document *get(llvm::StringRef Uri) const;
  /// The open documents' URIs, sorted.
  std::vector<std::string> uris() const;

private:
  llvm::StringMap<Document> Docs;
};

} // namespace cu2hip::lsp

#endif
