//===- Documents.cpp - The editor's unsaved text, kept in step ------------===//
#include "cu2hip/Lsp/Documents.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <tuple>

using namespace cu2hip::lsp;
using llvm::StringRef;

/// The UTF-8 sequence length a lead byte announces (1 for a stray byte, so
/// text that is not UTF-8 still has positions).
static size_t sequenceLength(unsigned char Lead) {
  if (Lead >= 0xF0 && Lead < 0xF8)
    return 4;
  if (Lead >= 0xE0)
    return Lead < 0xF0 ? 3 : 1;
  if (Lead >= 0xC0)
    return 2;
  return 1;
}

/// The line that starts at \p Start: where it ends (at its line break) and
/// where the next one starts (npos for the last line). LSP's line breaks
/// are `\n`, `\r\n` and `\r`.
static std::pair<size_t, size_t> lineAt(StringRef Text, size_t Start) {
  size_t End = Text.find_first_of("\r\n", Start);
  if (End == StringRef::npos)
    return {Text.size(), StringRef::npos};
  bool CrLf =
      Text[End] == '\r' && End + 1 < Text.size() && Text[End + 1] == '\n';
  return {End, End + 1 + CrLf};
}

std::optional<size_t> cu2hip::lsp::offsetOf(StringRef Text, Position P) {
  if (P.Line < 0 || P.Character < 0)
    return std::nullopt;
  size_t Start = 0;
  for (int64_t L = 0; L < P.Line; ++L) {
    size_t Next = lineAt(Text, Start).second;
    // One line past the last is the document's end, as clients name it
    // when a change reaches the end.
    if (Next == StringRef::npos)
      return L + 1 == P.Line ? std::optional<size_t>(Text.size())
                             : std::nullopt;
    Start = Next;
  }
  size_t End = lineAt(Text, Start).first;
  size_t I = Start;
  for (int64_t Units = 0; I < End && Units < P.Character;) {
    size_t N = std::min(sequenceLength(Text[I]), End - I);
    Units += N == 4 ? 2 : 1; // a surrogate pair
    I += N;
  }
  return I;
}

/// The UTF-16 units from \p LineStart to \p Offset, an offset inside a
/// UTF-8 sequence counting as its start.
static int64_t unitsBetween(StringRef Text, size_t LineStart, size_t Offset) {
  int64_t Units = 0;
  for (size_t I = LineStart; I < Offset;) {
    size_t N = sequenceLength(Text[I]);
    if (I + N > Offset)
      break; // inside a sequence: its start
    Units += N == 4 ? 2 : 1;
    I += N;
  }
  return Units;
}

Position cu2hip::lsp::positionOf(StringRef Text, size_t Offset) {
  Offset = std::min(Offset, Text.size());
  Position P;
  size_t LineStart = 0;
  auto [End, Next] = lineAt(Text, 0);
  while (Next != StringRef::npos && Next <= Offset) {
    ++P.Line;
    LineStart = Next;
    std::tie(End, Next) = lineAt(Text, Next);
  }
  // Inside a line break (between `\r` and `\n`): the end of its line.
  P.Character = unitsBetween(Text, LineStart, std::min(Offset, End));
  return P;
}

LineIndex::LineIndex(StringRef Text) : Text(Text), LineStarts{0} {
  for (size_t Next = lineAt(Text, 0).second; Next != StringRef::npos;
       Next = lineAt(Text, Next).second)
    LineStarts.push_back(Next);
}

Position LineIndex::positionOf(size_t Offset) const {
  Offset = std::min(Offset, Text.size());
  // The last line starting at or before Offset (a line break belongs to the
  // line it ends).
  auto Next = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  size_t Line = (Next - LineStarts.begin()) - 1;
  size_t End = lineAt(Text, LineStarts[Line]).first;
  return {int64_t(Line),
          unitsBetween(Text, LineStarts[Line], std::min(Offset, End))};
}

llvm::Error cu2hip::lsp::applyChange(std::string &Text,
                                     const ContentChange &Change) {
  if (!Change.Where) {
    Text = Change.Text;
    return llvm::Error::success();
  }
  std::optional<size_t> Begin = offsetOf(Text, Change.Where->Start);
  std::optional<size_t> End = offsetOf(Text, Change.Where->End);
  if (!Begin || !End)
    return llvm::createStringError(
        "change range is outside the document of " +
        std::to_string(positionOf(Text, Text.size()).Line + 1) + " lines");
  if (*End < *Begin)
    return llvm::createStringError("change range ends before it starts");
  Text.replace(*Begin, *End - *Begin, Change.Text);
  return llvm::Error::success();
}

void DocumentStore::open(const TextDocumentItem &Item) {
  Document &D = Docs[Item.Uri];
  D.Text = Item.Text;
  D.Version = Item.Version;
  D.LanguageId = Item.LanguageId;
}

llvm::Error DocumentStore::change(const DidChangeParams &Params) {
  auto It = Docs.find(Params.Uri);
  if (It == Docs.end())
    return llvm::createStringError("didChange for a document that is not "
                                   "open: " +
                                   Params.Uri);
  std::string Text = It->second.Text;
  for (const ContentChange &C : Params.Changes)
    if (llvm::Error E = applyChange(Text, C))
      return E;
  It->second.Text = std::move(Text);
  It->second.Version = Params.Version;
  return llvm::Error::success();
}

const Document *DocumentStore::get(StringRef Uri) const {
  auto It = Docs.find(Uri);
  return It == Docs.end() ? nullptr : &It->second;
}

std::vector<std::string> DocumentStore::uris() const {
  std::vector<std::string> Uris;
  for (const auto &Entry : Docs)
    Uris.push_back(Entry.getKey().str());
  llvm::sort(Uris);
  return Uris;
}
