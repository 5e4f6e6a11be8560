//===- Cancellation.cpp - $/cancelRequest ---------------------------------===//
///
/// \file
/// Requests are handled in order, one at a time; most are answered at
/// once, but a command may wait for a translation. The reading thread runs
/// ahead of the handling (Inbox.h) and sees a `$/cancelRequest` as it
/// arrives: the request being handled then stops waiting and is answered
/// with RequestCancelled, and one not started yet is answered so without
/// running. A request already answered is left as it is, as LSP allows.
///
//===----------------------------------------------------------------------===//
#include "LanguageServer.h"
#include "llvm/Support/FormatVariadic.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
namespace json = llvm::json;

/// \p Id as JSON text: 1 and "1" are different requests.
static std::string idKey(const json::Value &Id) {
  return llvm::formatv("{0}", Id).str();
}

/// The id a `$/cancelRequest` names, if \p Params has one.
static std::optional<std::string> cancelledId(const json::Value &Params) {
  const json::Object *O = Params.getAsObject();
  const json::Value *Id = O ? O->get("id") : nullptr;
  if (!Id || (!Id->getAsInteger() && !Id->getAsString()))
    return std::nullopt;
  return idKey(*Id);
}

void LanguageServer::peek(const Frame &F) {
  // Most messages are not cancellations: only those are parsed here.
  if (F.K != Frame::Kind::Body ||
      !llvm::StringRef(F.Body).contains("$/cancelRequest"))
    return;
  llvm::Expected<json::Value> Message = json::parse(F.Body);
  if (!Message) {
    llvm::consumeError(Message.takeError());
    return;
  }
  const json::Object *O = Message->getAsObject();
  const json::Value *Params = O ? O->get("params") : nullptr;
  if (!O || O->getString("method") != llvm::StringRef("$/cancelRequest") ||
      O->get("id") || !Params)
    return;
  std::optional<std::string> Id = cancelledId(*Params);
  if (!Id)
    return;
  {
    std::lock_guard<std::mutex> Guard(CancelLock);
    if (*Id != RunningId) {
      CancelledIds.insert(*Id);
      return;
    }
    RunningCancelled = true;
  }
  Work.wakeWaiters();
}

bool LanguageServer::startRequest(const json::Value &Id) {
  std::string Key = idKey(Id);
  {
    std::lock_guard<std::mutex> Guard(CancelLock);
    if (!CancelledIds.count(Key)) {
      RunningId = std::move(Key);
      RunningCancelled = false;
      return true;
    }
  }
  replyError(Id, ErrorCode::RequestCancelled, "the request was cancelled");
  return false;
}

void LanguageServer::endRequest() {
  std::lock_guard<std::mutex> Guard(CancelLock);
  RunningId.clear();
}

/// Handled after the request it names (it came after it), which has its
/// answer by now: what is left is to forget it.
void LanguageServer::onCancelRequest(const json::Value &Params) {
  if (std::optional<std::string> Id = cancelledId(Params)) {
    std::lock_guard<std::mutex> Guard(CancelLock);
    CancelledIds.erase(*Id);
  }
}
