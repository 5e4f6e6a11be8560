//===- LspDocumentsFuzzer.cpp - Fuzz the language server's documents -----===//
///
/// \file
/// libFuzzer target for the documents the language server keeps in step
/// with the editor (lib/Lsp/Documents.cpp): a document opened, then changed
/// again and again (whole texts, ranges anywhere, several changes in one
/// didChange), and probed (offsetOf, positionOf, file URIs). The input is
/// a program (Program below). Besides "no crash, no sanitizer report":
/// - every position and every change agrees with a model that works on the
///   text as UTF-16 code units with LSP's line breaks (`\n`, `\r\n`, `\r`),
///   written from the specification, not from the code;
/// - a didChange is applied all or none: rejected, the text and the version
///   stay as they were; accepted, the text is the model's;
/// - the text stays valid UTF-8 (JSON hands the server nothing else);
/// - positionOf and offsetOf are inverse on character boundaries;
/// - pathOfUri(uriOfPath(P)) is P.
/// With bit 0 of the first byte set, texts are raw bytes, as no client may
/// send: then only the bounds are checked (offsets inside the text).
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Lsp/Documents.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace cu2hip::lsp;
using llvm::StringRef;

namespace {

[[noreturn]] void fail(const llvm::Twine &What, StringRef Text) {
  llvm::errs() << "invariant broken: " << What << "\n--- text ---\n";
  llvm::printEscapedString(Text, llvm::errs());
  llvm::errs() << "\n";
  std::abort();
}

/// The fuzzer's bytes, read as a program: numbers and texts.
class Program {
public:
  explicit Program(StringRef Bytes) : Bytes(Bytes) {}
  bool done() const { return Bytes.empty(); }
  uint8_t byte() {
    if (Bytes.empty())
      return 0;
    uint8_t B = Bytes.front();
    Bytes = Bytes.drop_front();
    return B;
  }
  /// A line or character: small mostly, sometimes at the edges of int64.
  int64_t coordinate() {
    uint8_t B = byte();
    switch (B) {
    case 0xFB:
      return -1;
    case 0xFC:
      return INT64_MIN;
    case 0xFD:
      return INT64_MAX;
    case 0xFE:
      return int64_t(UINT32_MAX) + 1;
    case 0xFF:
      return B + int64_t(byte()) * 256;
    default:
      return B;
    }
  }
  /// A text of up to 255 bytes: valid UTF-8 unless \p Raw.
  std::string text(bool Raw) {
    size_t Size = std::min<size_t>(byte(), Bytes.size());
    std::string T = Bytes.take_front(Size).str();
    Bytes = Bytes.drop_front(Size);
    return Raw ? T : llvm::json::fixUTF8(T);
  }

private:
  StringRef Bytes;
};

/// The document as LSP describes it: UTF-16 code units, lines ended by
/// `\n`, `\r\n` or `\r`.
class Model {
public:
  explicit Model(StringRef Utf8) {
    if (!llvm::convertUTF8ToUTF16String(Utf8, Units))
      fail("the model got text that is not UTF-8", Utf8);
    LineStarts.push_back(0);
    for (size_t I = 0; I < Units.size(); ++I)
      if (Units[I] == '\n' ||
          (Units[I] == '\r' && (I + 1 == Units.size() || Units[I + 1] != '\n')))
        LineStarts.push_back(I + 1);
  }

  /// The code unit \p P names; a character past its line's end is the end
  /// of the line; the line after the last is the end of the text; a
  /// position inside a surrogate pair is after the pair.
  std::optional<size_t> offset(Position P) const {
    if (P.Line < 0 || P.Character < 0 || uint64_t(P.Line) > LineStarts.size())
      return std::nullopt;
    if (uint64_t(P.Line) == LineStarts.size())
      return Units.size();
    size_t Start = LineStarts[P.Line], End = lineEnd(P.Line);
    size_t At = Start + std::min<uint64_t>(P.Character, End - Start);
    if (At > Start && At < End && isLowSurrogate(Units[At]))
      ++At;
    return At;
  }

  /// Replaces units \p Begin..\p End with \p Text (UTF-8).
  std::string replace(size_t Begin, size_t End, StringRef Text) const {
    llvm::ArrayRef<llvm::UTF16> All(Units);
    return utf8(All.slice(0, Begin)) + Text.str() + utf8(All.slice(End));
  }

  size_t lines() const { return LineStarts.size(); }

private:
  /// \p Units as UTF-8, a leading U+FEFF kept (convertUTF16ToUTF8String
  /// would take it for a byte order mark and drop it).
  static std::string utf8(llvm::ArrayRef<llvm::UTF16> Units) {
    std::string Out(Units.size() * 3, '\0');
    const llvm::UTF16 *From = Units.begin();
    auto *To = reinterpret_cast<llvm::UTF8 *>(Out.data());
    if (llvm::ConvertUTF16toUTF8(&From, Units.end(), &To, To + Out.size(),
                                 llvm::strictConversion) != llvm::conversionOK)
      fail("the model split a surrogate pair", "");
    Out.resize(reinterpret_cast<char *>(To) - Out.data());
    return Out;
  }
  static bool isLowSurrogate(llvm::UTF16 U) {
    return U >= 0xDC00 && U < 0xE000;
  }
  size_t lineEnd(size_t Line) const {
    size_t End =
        Line + 1 < LineStarts.size() ? LineStarts[Line + 1] - 1 : Units.size();
    if (Line + 1 < LineStarts.size() && Units[End] == '\n' && End > 0 &&
        End > LineStarts[Line] && Units[End - 1] == '\r')
      --End;
    return End;
  }

  llvm::SmallVector<llvm::UTF16, 0> Units;
  std::vector<size_t> LineStarts;
};

bool isUtf8(StringRef S) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(S.begin());
  return llvm::isLegalUTF8String(&Begin,
                                 reinterpret_cast<const llvm::UTF8 *>(S.end()));
}

/// How many UTF-16 units the first \p Bytes bytes of \p Text are.
size_t unitsOf(StringRef Text, size_t Bytes) {
  llvm::SmallVector<llvm::UTF16, 64> Units;
  if (!llvm::convertUTF8ToUTF16String(Text.take_front(Bytes), Units))
    fail("an offset inside a character: " + llvm::Twine(Bytes), Text);
  return Units.size();
}

void checkPosition(StringRef Text, Position P, bool Raw) {
  std::optional<size_t> Offset = offsetOf(Text, P);
  if (Offset && *Offset > Text.size())
    fail("offsetOf beyond the text", Text);
  if (Raw)
    return;
  std::optional<size_t> Expected = Model(Text).offset(P);
  if (Offset.has_value() != Expected.has_value() ||
      (Offset && unitsOf(Text, *Offset) != *Expected))
    fail("offsetOf(" + llvm::Twine(P.Line) + ", " + llvm::Twine(P.Character) +
             ") is " + (Offset ? llvm::Twine(*Offset) : "none") +
             " bytes, the model says " +
             (Expected ? llvm::Twine(*Expected) : "none") + " units",
         Text);
}

void checkOffset(StringRef Text, size_t Offset, bool Raw) {
  Position P = positionOf(Text, Offset);
  if (P.Line < 0 || P.Character < 0)
    fail("a negative position", Text);
  std::optional<size_t> Back = offsetOf(Text, P);
  if (!Back || *Back > Text.size())
    fail("positionOf gave a position outside the text", Text);
  bool Boundary = Offset <= Text.size() &&
                  (Offset == Text.size() || (Text[Offset] & 0xC0) != 0x80) &&
                  !(Offset > 0 && Text[Offset - 1] == '\r' &&
                    Offset < Text.size() && Text[Offset] == '\n');
  if (!Raw && Boundary && *Back != Offset)
    fail("offsetOf(positionOf(" + llvm::Twine(Offset) + ")) is " +
             llvm::Twine(*Back),
         Text);
}

/// One didChange of 1-4 changes, all or none.
void change(Program &In, DocumentStore &Docs, int64_t &Version, bool Raw,
            unsigned Count) {
  const std::string Uri = "file:///fuzz.cu";
  std::string Before = Docs.get(Uri)->Text;
  DidChangeParams Params{Uri, ++Version, {}};
  std::string Expected = Before;
  bool Accepted = true;
  for (unsigned I = 0; I < Count; ++I) {
    ContentChange C;
    if (In.byte() & 1)
      C.Where = Range{{In.coordinate(), In.coordinate()},
                      {In.coordinate(), In.coordinate()}};
    C.Text = In.text(Raw);
    if (!Raw && Accepted) {
      Model M(Expected);
      std::optional<size_t> B, E;
      if (C.Where) {
        B = M.offset(C.Where->Start);
        E = M.offset(C.Where->End);
      }
      if (!C.Where)
        Expected = C.Text;
      else if (!B || !E || *E < *B)
        Accepted = false;
      else
        Expected = M.replace(*B, *E, C.Text);
    }
    Params.Changes.push_back(std::move(C));
  }
  llvm::Error E = Docs.change(Params);
  const Document &After = *Docs.get(Uri);
  if (E) {
    llvm::consumeError(std::move(E));
    if (After.Text != Before || After.Version != Version - 1)
      fail("a rejected change changed the document", After.Text);
    if (!Raw && Accepted)
      fail("a change the model accepts was rejected", Before);
    --Version;
    return;
  }
  if (After.Version != Version)
    fail("an accepted change did not set the version", After.Text);
  if (Raw)
    return;
  if (!Accepted)
    fail("a change the model rejects was accepted", Before);
  if (After.Text != Expected)
    fail("the changed text is not the model's: expected '" + Expected + "'",
         After.Text);
  if (!isUtf8(After.Text))
    fail("a change left text that is not UTF-8", After.Text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  Program In(StringRef(reinterpret_cast<const char *>(Data), Size));
  bool Raw = In.byte() & 1;
  DocumentStore Docs;
  int64_t Version = 1;
  Docs.open({"file:///fuzz.cu", "cuda", Version, In.text(Raw)});
  while (!In.done()) {
    const std::string &Text = Docs.get("file:///fuzz.cu")->Text;
    switch (In.byte() % 4) {
    case 0:
      change(In, Docs, Version, Raw, 1 + In.byte() % 4);
      break;
    case 1:
      checkPosition(Text, {In.coordinate(), In.coordinate()}, Raw);
      break;
    case 2:
      checkOffset(Text, In.coordinate(), Raw);
      break;
    case 3: {
      std::string Path = "/" + In.text(Raw);
      std::optional<std::string> Back = pathOfUri(uriOfPath(Path));
      if (!StringRef(Path).contains('\0') && Back != Path)
        fail("pathOfUri(uriOfPath(P)) is not P", Path);
      break;
    }
    }
  }
  return 0;
}
