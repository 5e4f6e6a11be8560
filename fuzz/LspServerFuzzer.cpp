//===- LspServerFuzzer.cpp - Fuzz the language server's message handling --===//
///
/// \file
/// libFuzzer target for what `cu2hip lsp` does with the bytes an editor
/// sends: the input is the stream on the server's stdin, read by
/// MessageReader (lib/Lsp/Transport.cpp) in chunks of a size the first
/// byte picks, and each frame handed to LanguageServer::handle, as
/// runServer does. Bit 7 of the first byte bounds a message at 4 KiB
/// (instead of 64 MiB), so that "too large" is reached too. Documents are
/// translated from their tokens only (no Clang parse, DriverOptions::UseAst
/// off), on the server's worker thread as in the editor. Besides "no crash,
/// no hang, no sanitizer report":
/// - every byte the server writes is a frame (`Content-Length: N`, a blank
///   line, N bytes) of a JSON-RPC 2.0 object;
/// - each frame read gets at most one answer, a request (a method and an
///   id) exactly one, with its id, and a notification none;
/// - an answer is a result or an error, never both, and an error has an
///   integer code and a message.
/// The server reads no file but the compile_commands.json above a
/// document's path; `workspace/executeCommand` is not passed on, so that it
/// writes none.
///
//===----------------------------------------------------------------------===//
#include "../lib/Lsp/LanguageServer.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <mutex>

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

namespace {

const MappingTable &table() {
  static const MappingTable Table;
  return Table;
}

[[noreturn]] void fail(const llvm::Twine &What, StringRef Context) {
  llvm::errs() << "invariant broken: " << What << "\n--- context ---\n";
  llvm::printEscapedString(Context, llvm::errs());
  llvm::errs() << "\n";
  std::abort();
}

/// What the server writes, kept whole: the worker thread writes too.
class Capture : public llvm::raw_ostream {
public:
  Capture() { SetUnbuffered(); }
  /// The messages written completely since the last call.
  std::vector<json::Object> take() {
    std::lock_guard<std::mutex> Guard(Lock);
    std::vector<json::Object> Messages;
    while (std::optional<json::Object> M = next())
      Messages.push_back(std::move(*M));
    return Messages;
  }

private:
  void write_impl(const char *Ptr, size_t Size) override {
    std::lock_guard<std::mutex> Guard(Lock);
    Bytes.append(Ptr, Size);
    Written += Size;
  }
  uint64_t current_pos() const override { return Written; }

  /// The next whole frame of Bytes, removed from it.
  std::optional<json::Object> next() {
    StringRef Rest = Bytes, Start = "Content-Length: ";
    if (Rest.size() < Start.size() && Start.starts_with(Rest))
      return std::nullopt; // nothing, or a header being written
    if (!Rest.consume_front(Start))
      fail("not a header", Bytes);
    size_t Header = Rest.find("\r\n\r\n");
    if (Header == StringRef::npos)
      return std::nullopt; // still being written
    size_t Length = 0;
    if (Rest.take_front(Header).getAsInteger(10, Length))
      fail("a Content-Length that is not a number", Bytes);
    Rest = Rest.drop_front(Header + 4);
    if (Rest.size() < Length)
      return std::nullopt;
    llvm::Expected<json::Value> Message = json::parse(Rest.take_front(Length));
    if (!Message)
      fail("a body that is not JSON: " + llvm::toString(Message.takeError()),
           Bytes);
    json::Object *Object = Message->getAsObject();
    if (!Object || Object->getString("jsonrpc") != StringRef("2.0"))
      fail("a message that is not a JSON-RPC 2.0 object", Bytes);
    Bytes.erase(0, Bytes.size() - Rest.size() + Length);
    return std::move(*Object);
  }

  std::mutex Lock;
  std::string Bytes;
  uint64_t Written = 0;
};

/// The JSON of \p F's body, if it is one.
std::optional<json::Value> parsedBody(const Frame &F) {
  if (F.K != Frame::Kind::Body)
    return std::nullopt;
  llvm::Expected<json::Value> Message = json::parse(F.Body);
  if (!Message) {
    llvm::consumeError(Message.takeError());
    return std::nullopt;
  }
  return std::move(*Message);
}

/// A request's id, if \p F is a request: a JSON object with a method and
/// an id. Null for an id that is neither a number nor a string.
std::optional<json::Value> requestId(const Frame &F) {
  std::optional<json::Value> Message = parsedBody(F);
  const json::Object *Object = Message ? Message->getAsObject() : nullptr;
  if (!Object || !Object->getString("method") || !Object->get("id"))
    return std::nullopt;
  const json::Value &Id = *Object->get("id");
  if (Id.getAsInteger() || Id.getAsString())
    return Id;
  return json::Value(nullptr);
}

/// A command may write a file where its argument's URI points (issue 32's
/// cu2hip.translateFile): never from fuzzed bytes.
bool mayWriteFiles(const Frame &F) {
  std::optional<json::Value> Message = parsedBody(F);
  const json::Object *Object = Message ? Message->getAsObject() : nullptr;
  return Object &&
         Object->getString("method") == StringRef("workspace/executeCommand");
}

bool isNotification(const Frame &F) {
  std::optional<json::Value> Message = parsedBody(F);
  const json::Object *Object = Message ? Message->getAsObject() : nullptr;
  return Object && Object->getString("jsonrpc") == StringRef("2.0") &&
         Object->getString("method") && !Object->get("id");
}

void checkAnswers(const Frame &F, const std::vector<json::Object> &Messages) {
  std::vector<const json::Object *> Answers;
  for (const json::Object &M : Messages)
    if (!M.get("method"))
      Answers.push_back(&M);
  for (const json::Object *A : Answers) {
    if (!A->get("id"))
      fail("an answer without an id", F.Body);
    if (bool(A->get("result")) == bool(A->get("error")))
      fail("an answer needs a result or an error, not both", F.Body);
    if (const json::Object *E = A->getObject("error"))
      if (!E->getInteger("code") || !E->getString("message"))
        fail("an error without an integer code and a message", F.Body);
  }
  if (Answers.size() > 1)
    fail("a message answered more than once", F.Body);
  if (std::optional<json::Value> Id = requestId(F)) {
    if (Answers.size() != 1)
      fail("a request not answered", F.Body);
    if (*Answers.front()->get("id") != *Id)
      fail("a request answered with another id", F.Body);
  } else if (isNotification(F) && !Answers.empty()) {
    fail("a notification answered", F.Body);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  size_t Chunk = 1 + (Data[0] & 0x7F);
  size_t MaxBody = Data[0] & 0x80 ? 4096 : MessageReader::DefaultMaxBody;
  StringRef Input(reinterpret_cast<const char *>(Data) + 1, Size - 1);

  ServerOptions Options;
  Options.Driver.UseAst = false;
  Options.DocsUrl = "https://example.invalid/";
  Capture Out;
  {
    MessageWriter Writer(Out);
    LanguageServer Server(Writer, Options, table());
    MessageReader Reader(
        [&](char *Buf, size_t Room) {
          size_t N = std::min({Room, Chunk, Input.size()});
          memcpy(Buf, Input.data(), N);
          Input = Input.drop_front(N);
          return N;
        },
        MaxBody);
    while (true) {
      Frame F = Reader.read();
      if (mayWriteFiles(F))
        continue;
      bool More = Server.handle(F);
      checkAnswers(F, Out.take());
      if (!More)
        break;
    }
  } // the worker has stopped: what it wrote is whole
  Out.take();
  return 0;
}
