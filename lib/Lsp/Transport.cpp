//===- Transport.cpp - LSP base protocol: framed JSON-RPC messages --------===//
#include "cu2hip/Lsp/Transport.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip::lsp;
using llvm::StringRef;

bool MessageReader::fill() {
  if (Ended)
    return false;
  if (Pos == Buffer.size()) {
    Buffer.clear();
    Pos = 0;
  }
  char Chunk[64 << 10];
  size_t N = Read(Chunk, sizeof(Chunk));
  if (N == 0) {
    Ended = true;
    return false;
  }
  Buffer.append(Chunk, N);
  return true;
}

bool MessageReader::readLine(std::string &Line, bool &Overlong) {
  Line.clear();
  Overlong = false;
  while (true) {
    size_t NL = Buffer.find('\n', Pos);
    size_t End = NL == std::string::npos ? Buffer.size() : NL;
    size_t Room = MaxHeader > Line.size() ? MaxHeader - Line.size() : 0;
    // Only what fits is kept: a header of gigabytes costs no memory.
    Line.append(Buffer, Pos, std::min(End - Pos, Room));
    Overlong |= End - Pos > Room;
    Pos = NL == std::string::npos ? Buffer.size() : NL + 1;
    if (NL != std::string::npos)
      break;
    if (!fill())
      return !Line.empty();
  }
  if (!Line.empty() && Line.back() == '\r')
    Line.pop_back();
  return true;
}

/// The value of a Content-Length header anywhere in \p Line: bytes left
/// over from a message whose length was understated run into the next
/// header line, and the length found there resynchronises the stream.
static std::optional<uint64_t> contentLength(StringRef Line) {
  std::string Lower = Line.lower();
  size_t At = StringRef(Lower).find("content-length:");
  if (At == StringRef::npos)
    return std::nullopt;
  StringRef Value = Line.drop_front(At + strlen("content-length:")).trim(" \t");
  uint64_t N = 0;
  if (Value.empty() || Value.size() > 19 || Value.getAsInteger(10, N))
    return std::nullopt;
  return N;
}

Frame MessageReader::read() {
  std::optional<uint64_t> Length;
  bool SawLength = false, Overlong = false, AnyLine = false;
  size_t HeaderBytes = 0;
  std::string Line;
  while (true) {
    bool LineOverlong = false;
    if (!readLine(Line, LineOverlong))
      return {Frame::Kind::End, "", ""};
    if (Line.empty() && !LineOverlong) {
      if (AnyLine)
        break;
      continue; // blank lines between messages
    }
    AnyLine = true;
    HeaderBytes += Line.size();
    Overlong |= LineOverlong || HeaderBytes > MaxHeader;
    if (std::optional<uint64_t> N = contentLength(Line)) {
      Length = N;
      SawLength = true;
    } else if (StringRef(Line).lower().find("content-length") !=
               std::string::npos) {
      SawLength = true; // there, but no number
    }
  }
  if (Overlong)
    return {Frame::Kind::BadHeader, "",
            "header block over " + std::to_string(MaxHeader) + " bytes"};
  if (!Length)
    return {Frame::Kind::BadHeader, "",
            SawLength ? "Content-Length is not a number"
                      : "header block without Content-Length"};
  if (*Length > MaxBody) {
    // Skipped in chunks, never held: the stream stays in step.
    uint64_t Left = *Length;
    while (Left > 0) {
      if (Pos == Buffer.size() && !fill())
        break;
      uint64_t Take = std::min<uint64_t>(Left, Buffer.size() - Pos);
      Pos += Take;
      Left -= Take;
    }
    return {Frame::Kind::TooLarge, "",
            "message of " + std::to_string(*Length) +
                " bytes is over the limit of " + std::to_string(MaxBody) +
                " bytes"};
  }
  Frame F;
  F.K = Frame::Kind::Body;
  while (F.Body.size() < *Length) {
    if (Pos == Buffer.size() && !fill())
      return {Frame::Kind::End, "", ""};
    size_t Take =
        std::min<uint64_t>(*Length - F.Body.size(), Buffer.size() - Pos);
    F.Body.append(Buffer, Pos, Take);
    Pos += Take;
  }
  return F;
}

void MessageWriter::write(const llvm::json::Value &Message) {
  std::string Body;
  llvm::raw_string_ostream(Body) << Message;
  std::lock_guard<std::mutex> Guard(Lock);
  OS << "Content-Length: " << Body.size() << "\r\n\r\n" << Body;
  OS.flush();
}
