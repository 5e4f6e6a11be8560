//===- Progress.cpp - Work-done progress the server begins ----------------===//
#include "Progress.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
namespace json = llvm::json;

std::function<void()> ServerProgress::start(std::string Title) {
  if (!Enabled)
    return [] {};
  std::string Token;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Token = "cu2hip-progress-" + std::to_string(++Next);
    Items[Token].Title = std::move(Title);
  }
  Create(Token, [this, Token](bool Succeeded) { created(Token, Succeeded); });
  return [this, Token] { end(Token); };
}

void ServerProgress::report(const std::string &Token, json::Object Value) {
  Out.write(json::Object{
      {"jsonrpc", "2.0"},
      {"method", "$/progress"},
      {"params", json::Object{{"token", Token}, {"value", std::move(Value)}}}});
}

void ServerProgress::created(const std::string &Token, bool Succeeded) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Items.find(Token);
  if (It == Items.end())
    return;
  // A client that refused the token gets nothing about it.
  if (!Succeeded) {
    Items.erase(It);
    return;
  }
  report(Token, json::Object{{"kind", "begin"},
                             {"title", It->second.Title},
                             {"cancellable", false}});
  It->second.Created = true;
  if (It->second.Ended) {
    report(Token, json::Object{{"kind", "end"}});
    Items.erase(It);
  }
}

void ServerProgress::end(const std::string &Token) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Items.find(Token);
  if (It == Items.end())
    return;
  if (!It->second.Created) {
    It->second.Ended = true; // ended when the client's answer comes
    return;
  }
  report(Token, json::Object{{"kind", "end"}});
  Items.erase(It);
}
