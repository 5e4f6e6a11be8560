//===- LanguageServer.h - Messages in, answers out ---------------*- C++
//-*-===//
///
/// \file
/// The server's message handling: one handler per LSP method, registered in
/// one table (Server.cpp), the lifecycle's rules applied before any handler
/// runs, and the documents' handlers (DocumentHandlers.cpp). Messages are
/// handled in order on the reading thread; translations run on the
/// Analyzer's worker. The server's own requests to the client (progress
/// tokens) are matched with their answers here too.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_LANGUAGESERVER_H
#define CU2HIP_LIB_LSP_LANGUAGESERVER_H

#include "Analyzer.h"
#include "Progress.h"
#include "cu2hip/Lsp/Documents.h"
#include "cu2hip/Lsp/Protocol.h"
#include "cu2hip/Lsp/Transport.h"
#include "llvm/ADT/StringMap.h"
#include <atomic>
#include <map>
#include <set>

namespace cu2hip::lsp {

/// A request's failure, answered as a JSON-RPC error.
class LspError : public llvm::ErrorInfo<LspError> {
public:
  static char ID;
  LspError(ErrorCode Code, std::string Message)
      : Code(Code), Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
  ErrorCode Code;
  std::string Message;
};

/// A request's failure with \p Code.
inline llvm::Error lspError(ErrorCode Code, const llvm::Twine &Message) {
  return llvm::make_error<LspError>(Code, Message.str());
}

class LanguageServer {
public:
  LanguageServer(MessageWriter &Out, const ServerOptions &Options,
                 const MappingTable &Table);

  /// Handles what the reader found next; false once the server must exit.
  bool handle(const Frame &F);
  /// 0 after `shutdown`, else 1.
  int exitStatus() const { return State == Lifecycle::ShutDown ? 0 : 1; }
  /// False once the process `initialize` named has ended.
  bool clientAlive() const;
  /// Sees each frame as it is read, ahead of handle(), on the reading
  /// thread: a `$/cancelRequest` for the request being handled stops its
  /// wait (Cancellation.cpp).
  void peek(const Frame &F);

private:
  using Reply = llvm::Expected<llvm::json::Value>;
  using RequestHandler = Reply (LanguageServer::*)(const llvm::json::Value &);
  using NotificationHandler =
      void (LanguageServer::*)(const llvm::json::Value &);
  enum class Lifecycle { Uninitialized, Running, ShutDown };

  bool dispatch(const llvm::json::Object &Message);
  void request(llvm::StringRef Method, llvm::json::Value Id,
               const llvm::json::Value &Params);
  void notification(llvm::StringRef Method, const llvm::json::Value &Params);
  void replyError(llvm::json::Value Id, ErrorCode Code,
                  const llvm::Twine &Message);
  /// A response to a request of ours.
  void response(const llvm::json::Value &Id, bool Succeeded);
  /// Sends the request \p Method to the client; \p Answered gets whether
  /// it succeeded, on the reading thread. Any thread.
  void requestClient(llvm::StringRef Method, llvm::json::Value Params,
                     std::function<void(bool)> Answered);
  /// window/showMessage, for what the user should see now (type 1: error).
  void showMessage(int Type, const llvm::Twine &Message);
  /// textDocument/publishDiagnostics of \p A, and a word about a crash.
  void publish(const Analysis &A);
  /// A window/logMessage of type error, for what a notification did wrong
  /// (notifications get no answer).
  void logError(const llvm::Twine &Message);

  // Lifecycle (Server.cpp).
  Reply onInitialize(const llvm::json::Value &Params);
  Reply onShutdown(const llvm::json::Value &Params);
  void onInitialized(const llvm::json::Value &) {}
  void onCancelRequest(const llvm::json::Value &Params);
  /// Whether request \p Id may run: false (and answered with
  /// RequestCancelled) when its cancellation was read already. Then it is
  /// the request being handled, until endRequest().
  bool startRequest(const llvm::json::Value &Id);
  void endRequest();
  /// Whether the request being handled was cancelled (any thread).
  bool requestCancelled() const { return RunningCancelled; }
  void onDidChangeConfiguration(const llvm::json::Value &Params);
  /// Takes the settings \p Settings (see Settings.h), says what it refused,
  /// and translates the open documents again if anything changed.
  void configure(const llvm::json::Value &Settings);
  // Documents (DocumentHandlers.cpp).
  void onDidOpen(const llvm::json::Value &Params);
  void onDidChange(const llvm::json::Value &Params);
  void onDidSave(const llvm::json::Value &Params);
  void onDidClose(const llvm::json::Value &Params);
  Reply onHover(const llvm::json::Value &Params);
  Reply onCodeAction(const llvm::json::Value &Params);
  /// Queues \p Uri's current text for translation, if it is a file that may
  /// use CUDA.
  void analyze(llvm::StringRef Uri);
  // Commands (Commands.cpp).
  Reply onExecuteCommand(const llvm::json::Value &Params);
  /// The translation of open document \p Uri's current text, waited for;
  /// an error saying why there is none.
  llvm::Expected<std::shared_ptr<const Analysis>>
  currentTranslation(llvm::StringRef Uri);
  /// Writes \p Text to \p Out atomically, unless a file is there that this
  /// server did not write from document \p Uri (or that changed since) and
  /// \p Overwrite is false.
  llvm::Error writeTranslation(llvm::StringRef Uri, llvm::StringRef Source,
                               llvm::StringRef Out, llvm::StringRef Text,
                               bool Overwrite);

  /// A file cu2hip.translateFile wrote in this session.
  struct WrittenFile {
    std::string Uri; ///< the document it is the translation of
    uint64_t Hash;   ///< of the text written
  };

  MessageWriter &Out;
  /// What the reading thread answers with; the Analyzer has its own copy.
  ConfigurationPtr Config;
  llvm::StringMap<RequestHandler> Requests;
  llvm::StringMap<NotificationHandler> Notifications;
  Lifecycle State = Lifecycle::Uninitialized;
  std::atomic<int64_t> ClientPid{0};
  DocumentStore Docs;
  std::map<std::string, WrittenFile> Written; ///< by path
  std::mutex CancelLock;
  std::string RunningId; ///< the request being handled, as JSON text
  std::atomic<bool> RunningCancelled{false};
  /// Requests whose cancellation the reading thread saw before they ran,
  /// until the cancellation itself is handled.
  std::set<std::string> CancelledIds;
  std::mutex AwaitedLock;
  /// The server's requests that the client has not answered, by id.
  std::map<std::string, std::function<void(bool)>> Awaited;
  unsigned LastRequest = 0;
  ServerProgress Progress;
  /// Documents whose crash the user was told of (worker thread only).
  std::set<std::string> CrashesShown;
  Analyzer Work; ///< last: its worker stops first
};

/// Whether a document may be CUDA: a source by its name, or a language
/// CUDA is written in. cu2hip itself then decides whether it uses CUDA.
bool mayUseCuda(llvm::StringRef Path, llvm::StringRef LanguageId);

/// The open document \p Uri, or an InvalidParams error.
llvm::Expected<const Document *> openDocument(const DocumentStore &Docs,
                                              llvm::StringRef Uri);

/// \p V as a T, or an InvalidParams error naming the bad field (under
/// \p Name, what \p V is in the message).
template <typename T>
llvm::Expected<T> parseParams(const llvm::json::Value &V,
                              llvm::StringRef Name = "params") {
  T Result;
  llvm::json::Path::Root Root(Name);
  if (fromJSON(V, Result, Root))
    return Result;
  return llvm::make_error<LspError>(ErrorCode::InvalidParams,
                                    llvm::toString(Root.getError()));
}

} // namespace cu2hip::lsp

#endif
