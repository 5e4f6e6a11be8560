//===- Server.cpp - cu2hip lsp: the message loop and the lifecycle --------===//
///
/// \file
/// Framing errors and malformed JSON are answered here, with id null as
/// JSON-RPC says when the id cannot be known; then the lifecycle's rules:
/// before `initialize` every request fails with ServerNotInitialized and
/// notifications are dropped; after `shutdown` requests are invalid; `exit`
/// ends the loop, with status 0 only after `shutdown`. The end of the input
/// ends it too, as does the end of the process `initialize` named.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Lsp/Server.h"
#include "Features.h"
#include "Inbox.h"
#include "LanguageServer.h"
#include "cu2hip/Support/Version.h"
#include <cerrno>
#include <signal.h>
#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

char LspError::ID;

/// The configuration the server starts with: \p Options and \p Table, the
/// caller's, which outlives the server (so it is not owned here).
static ConfigurationPtr initialConfiguration(const ServerOptions &Options,
                                             const MappingTable &Table) {
  auto Config = std::make_shared<Configuration>();
  Config->Options = Options;
  Config->Table =
      std::shared_ptr<const MappingTable>(std::shared_ptr<void>(), &Table);
  return Config;
}

/// What the user is told while the PCH for \p Options is built.
static std::string pchTitle(const FrontendOptions &Options) {
  std::string Title = Options.FallbackSdk
                          ? "cu2hip: precompiling the stand-in CUDA headers"
                          : "cu2hip: precompiling the CUDA SDK";
  for (size_t I = 0; I < Options.PrefixIncludes.size(); ++I)
    Title += (I ? ", <" : " with <") + Options.PrefixIncludes[I] + ">";
  return Title;
}

LanguageServer::LanguageServer(MessageWriter &Out, const ServerOptions &Options,
                               const MappingTable &Table)
    : Out(Out), Config(initialConfiguration(Options, Table)),
      Requests{
          {"initialize", &LanguageServer::onInitialize},
          {"shutdown", &LanguageServer::onShutdown},
          {"textDocument/codeAction", &LanguageServer::onCodeAction},
          {"textDocument/hover", &LanguageServer::onHover},
          {"workspace/executeCommand", &LanguageServer::onExecuteCommand},
      },
      Notifications{
          {"$/cancelRequest", &LanguageServer::onCancelRequest},
          {"initialized", &LanguageServer::onInitialized},
          {"textDocument/didChange", &LanguageServer::onDidChange},
          {"textDocument/didClose", &LanguageServer::onDidClose},
          {"textDocument/didOpen", &LanguageServer::onDidOpen},
          {"textDocument/didSave", &LanguageServer::onDidSave},
          {"workspace/didChangeConfiguration",
           &LanguageServer::onDidChangeConfiguration},
      },
      Progress(
          Out,
          [this](const std::string &Token, std::function<void(bool)> Answered) {
            requestClient("window/workDoneProgress/create",
                          json::Object{{"token", Token}}, std::move(Answered));
          }),
      Work(
          Config,
          [this](const FrontendOptions &F) {
            return Progress.start(pchTitle(F));
          },
          [this](const Analysis &A) { publish(A); }) {}

bool LanguageServer::clientAlive() const {
  int64_t Pid = ClientPid.load();
  return Pid <= 0 || ::kill(pid_t(Pid), 0) == 0 || errno == EPERM;
}

void LanguageServer::replyError(json::Value Id, ErrorCode Code,
                                const llvm::Twine &Message) {
  Out.write(json::Object{{"jsonrpc", "2.0"},
                         {"id", std::move(Id)},
                         {"error", json::Object{{"code", int(Code)},
                                                {"message", Message.str()}}}});
}

void LanguageServer::showMessage(int Type, const llvm::Twine &Message) {
  Out.write(json::Object{
      {"jsonrpc", "2.0"},
      {"method", "window/showMessage"},
      {"params", json::Object{{"type", Type}, {"message", Message.str()}}}});
}

void LanguageServer::requestClient(StringRef Method, json::Value Params,
                                   std::function<void(bool)> Answered) {
  std::string Id;
  {
    std::lock_guard<std::mutex> Guard(AwaitedLock);
    Id = "cu2hip-" + std::to_string(++LastRequest);
    Awaited[Id] = std::move(Answered);
  }
  Out.write(json::Object{{"jsonrpc", "2.0"},
                         {"id", Id},
                         {"method", Method},
                         {"params", std::move(Params)}});
}

void LanguageServer::response(const json::Value &Id, bool Succeeded) {
  std::function<void(bool)> Answered;
  {
    std::lock_guard<std::mutex> Guard(AwaitedLock);
    auto It = Awaited.find(Id.getAsString().value_or("").str());
    // An answer to no request of ours (or to one answered already): there
    // is nothing to match it with.
    if (It == Awaited.end())
      return;
    Answered = std::move(It->second);
    Awaited.erase(It);
  }
  Answered(Succeeded);
}

void LanguageServer::publish(const Analysis &A) {
  // Said once per document until a version parses again: a popup on each
  // keystroke would be in the way.
  bool Crashed = A.Crashed || A.Translation.Parse == ParseEnd::Crashed;
  if (!Crashed || A.Closed)
    CrashesShown.erase(A.Uri);
  else if (CrashesShown.insert(A.Uri).second)
    showMessage(1, A.Crashed
                       ? "cu2hip crashed translating " + A.Path +
                             ": this version is not translated"
                       : "clang crashed parsing " + A.Path +
                             ": its diagnostics come from its tokens only");
  Out.write(
      json::Object{{"jsonrpc", "2.0"},
                   {"method", "textDocument/publishDiagnostics"},
                   {"params", publishParams(A, A.Config->Options.DocsUrl,
                                            A.Config->Options.EditHints)}});
}

void LanguageServer::logError(const llvm::Twine &Message) {
  Out.write(json::Object{
      {"jsonrpc", "2.0"},
      {"method", "window/logMessage"},
      {"params", json::Object{{"type", 1}, {"message", Message.str()}}}});
}

bool LanguageServer::handle(const Frame &F) {
  switch (F.K) {
  case Frame::Kind::End:
    return false;
  case Frame::Kind::BadHeader:
    replyError(nullptr, ErrorCode::ParseError, F.Error);
    return true;
  case Frame::Kind::TooLarge:
    replyError(nullptr, ErrorCode::InvalidRequest, F.Error);
    return true;
  case Frame::Kind::Body:
    break;
  }
  llvm::Expected<json::Value> Message = json::parse(F.Body);
  if (!Message) {
    replyError(nullptr, ErrorCode::ParseError,
               "invalid JSON: " + llvm::toString(Message.takeError()));
    return true;
  }
  const json::Object *Object = Message->getAsObject();
  if (!Object) {
    replyError(nullptr, ErrorCode::InvalidRequest,
               "a message is a JSON object");
    return true;
  }
  return dispatch(*Object);
}

bool LanguageServer::dispatch(const json::Object &Message) {
  const json::Value *Id = Message.get("id");
  bool IdValid = Id && (Id->getAsInteger() || Id->getAsString());
  json::Value ReplyId = IdValid ? *Id : json::Value(nullptr);
  std::optional<StringRef> Method = Message.getString("method");
  if (Message.getString("jsonrpc") != StringRef("2.0")) {
    replyError(ReplyId, ErrorCode::InvalidRequest,
               "a message has \"jsonrpc\": \"2.0\"");
    return true;
  }
  if (!Method) {
    const json::Value *Error = Message.get("error");
    if (!IdValid || (!Message.get("result") && !Error))
      replyError(ReplyId, ErrorCode::InvalidRequest,
                 "a request or notification has a \"method\"");
    else
      response(*Id, !Error || Error->kind() == json::Value::Null);
    return true;
  }
  // Eglot sends the parameterless `shutdown` and `exit` with "params": null:
  // taken as no params, or the server would never end when asked to.
  json::Value Params = json::Object{};
  if (const json::Value *P = Message.get("params"); P && *P != nullptr)
    Params = *P;
  if (Params.kind() != json::Value::Object &&
      Params.kind() != json::Value::Array) {
    if (Id)
      replyError(ReplyId, ErrorCode::InvalidRequest,
                 "\"params\" is an object or an array");
    return true;
  }
  if (!Id) {
    if (*Method == "exit")
      return false;
    notification(*Method, Params);
    return true;
  }
  if (!IdValid) {
    replyError(nullptr, ErrorCode::InvalidRequest,
               "a request's id is a number or a string");
    return true;
  }
  request(*Method, ReplyId, Params);
  return true;
}

void LanguageServer::request(StringRef Method, json::Value Id,
                             const json::Value &Params) {
  if (State == Lifecycle::Uninitialized && Method != "initialize")
    return replyError(std::move(Id), ErrorCode::ServerNotInitialized,
                      "the server is not initialized yet: send 'initialize' "
                      "first");
  if (State != Lifecycle::Uninitialized && Method == "initialize")
    return replyError(std::move(Id), ErrorCode::InvalidRequest,
                      "the server is already initialized");
  if (State == Lifecycle::ShutDown)
    return replyError(std::move(Id), ErrorCode::InvalidRequest,
                      "the server is shut down: only 'exit' is accepted");
  auto It = Requests.find(Method);
  if (It == Requests.end())
    return replyError(std::move(Id), ErrorCode::MethodNotFound,
                      "method not found: " + Method);
  if (!startRequest(Id))
    return;
  Reply R = (this->*It->second)(Params);
  endRequest();
  if (!R) {
    ErrorCode Code = ErrorCode::InternalError;
    std::string Why;
    llvm::handleAllErrors(
        R.takeError(),
        [&](const LspError &E) {
          Code = E.Code;
          Why = E.Message;
        },
        [&](const llvm::ErrorInfoBase &E) { Why = E.message(); });
    return replyError(std::move(Id), Code, Why);
  }
  Out.write(json::Object{
      {"jsonrpc", "2.0"}, {"id", std::move(Id)}, {"result", std::move(*R)}});
}

void LanguageServer::notification(StringRef Method, const json::Value &Params) {
  // Before initialize, and after shutdown, notifications are dropped.
  if (State != Lifecycle::Running)
    return;
  auto It = Notifications.find(Method);
  if (It != Notifications.end())
    (this->*It->second)(Params);
  // Other notifications (`$/setTrace`, ones this server does not know) are
  // ignored, as LSP says.
}

LanguageServer::Reply LanguageServer::onInitialize(const json::Value &Params) {
  if (const json::Object *O = Params.getAsObject()) {
    if (std::optional<int64_t> Pid = O->getInteger("processId"))
      ClientPid = *Pid;
    if (const json::Object *Caps = O->getObject("capabilities"))
      if (const json::Object *Window = Caps->getObject("window"))
        Progress.enable(Window->getBoolean("workDoneProgress").value_or(false));
    if (const json::Value *Settings = O->get("initializationOptions"))
      configure(*Settings);
  }
  State = Lifecycle::Running;
  // Exactly what is implemented: see docs/lsp.md.
  json::Object Capabilities{
      {"positionEncoding", "utf-16"},
      {"textDocumentSync",
       json::Object{{"openClose", true},
                    {"change", 2}, // incremental
                    {"save", json::Object{{"includeText", false}}}}},
      {"hoverProvider", true},
      {"codeActionProvider",
       json::Object{{"codeActionKinds", json::Array(codeActionKinds())}}},
      {"executeCommandProvider",
       json::Object{{"commands", json::Array{TranslateFileCommand,
                                             ShowTranslationCommand}}}},
  };
  return json::Object{
      {"capabilities", std::move(Capabilities)},
      {"serverInfo",
       json::Object{{"name", "cu2hip"}, {"version", CU2HIP_VERSION_STRING}}}};
}

LanguageServer::Reply LanguageServer::onShutdown(const json::Value &) {
  State = Lifecycle::ShutDown;
  return nullptr;
}

void LanguageServer::onDidChangeConfiguration(const json::Value &Params) {
  if (const json::Object *O = Params.getAsObject())
    if (const json::Value *Settings = O->get("settings"))
      configure(*Settings);
}

void LanguageServer::configure(const json::Value &Settings) {
  SettingsUpdate Update = applySettings(Settings, Config);
  for (const std::string &Refused : Update.Refused)
    showMessage(1, Refused);
  if (Update.Config == Config)
    return;
  Config = std::move(Update.Config);
  Work.configure(Config);
  for (const std::string &Uri : Docs.uris())
    analyze(Uri);
}

int cu2hip::lsp::runServer(int InFd, llvm::raw_ostream &OS,
                           const ServerOptions &Options,
                           const MappingTable &Table) {
  MessageWriter Out(OS);
  LanguageServer Server(Out, Options, Table);
  Inbox In(
      InFd, [&] { return Server.clientAlive(); },
      [&](const Frame &F) { Server.peek(F); });
  while (Server.handle(In.next())) {
  }
  return Server.exitStatus();
}
