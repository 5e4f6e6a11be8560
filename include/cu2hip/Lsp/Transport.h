//===- Transport.h - LSP base protocol: framed JSON-RPC messages -*- C++
//-*-===//
///
/// \file
/// The base protocol of the Language Server Protocol: each message is a
/// header block (`Content-Length: N`, other headers ignored, an empty line)
/// and N bytes of JSON. Malformed input is dealt with here, at the edge: a
/// header block without a usable length, or a body over the size bound, is
/// reported as such and skipped, and reading goes on with the next message.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LSP_TRANSPORT_H
#define CU2HIP_LSP_TRANSPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>

namespace cu2hip::lsp {

/// What MessageReader::read() found next.
struct Frame {
  enum class Kind {
    Body,      ///< a message's body, in Body
    End,       ///< the input ended (at a message boundary or not)
    BadHeader, ///< a header block without a usable Content-Length
    TooLarge,  ///< a body over the bound, skipped unread
  };
  Kind K = Kind::End;
  std::string Body;
  std::string Error; ///< for BadHeader and TooLarge: what was wrong
};

class MessageReader {
public:
  /// Reads up to Size bytes into Buf; 0 at the end of the input.
  using ReadFn = std::function<size_t(char *Buf, size_t Size)>;
  /// Bodies over \p MaxBody bytes are skipped; no header block may pass
  /// MaxHeader bytes.
  MessageReader(ReadFn Read, size_t MaxBody = DefaultMaxBody,
                size_t MaxHeader = DefaultMaxHeader)
      : Read(std::move(Read)), MaxBody(MaxBody), MaxHeader(MaxHeader) {}

  Frame read();

  static constexpr size_t DefaultMaxBody = 64u << 20; ///< 64 MiB
  static constexpr size_t DefaultMaxHeader = 8u << 10;

private:
  /// One header line without its line ending; false at the end of input.
  /// \p Overlong: the line passed the header bound (the rest is dropped).
  bool readLine(std::string &Line, bool &Overlong);
  bool fill();
  ReadFn Read;
  size_t MaxBody, MaxHeader;
  std::string Buffer;
  size_t Pos = 0;
  bool Ended = false;
};

/// Writes framed messages; several threads may write at once.
class MessageWriter {
public:
  explicit MessageWriter(llvm::raw_ostream &OS) : OS(OS) {}
  void write(const llvm::json::Value &Message);

private:
  std::mutex Lock;
  llvm::raw_ostream &OS;
};

} // namespace cu2hip::lsp

#endif
