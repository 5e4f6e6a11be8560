//===- Progress.h - Progress the server begins ------------------*- C++ -*-===//
///
/// \file
/// LSP's server-initiated work-done progress, for clients whose
/// capabilities say window.workDoneProgress: each progress is created with
/// `window/workDoneProgress/create` and begun (`$/progress` begin) only once
/// the client has answered, so a client never sees a token it did not
/// create; one that ends before that answer is begun and ended then.
/// Any thread may start and end one.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_PROGRESS_H
#define CU2HIP_LIB_LSP_PROGRESS_H

#include "cu2hip/Lsp/Transport.h"
#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <string>

namespace cu2hip::lsp {

class ServerProgress {
public:
  /// Sends `window/workDoneProgress/create` for \p Token; the client's
  /// answer, on whatever thread reads it, goes to \p Answered (false: an
  /// error).
  using CreateFn = std::function<void(const std::string &Token,
                                      std::function<void(bool)> Answered)>;
  ServerProgress(MessageWriter &Out, CreateFn Create)
      : Out(Out), Create(std::move(Create)) {}

  /// Whether the client shows progress; nothing is sent until it is said.
  void enable(bool On) { Enabled = On; }
  /// Starts a progress titled \p Title; what it returns ends it (once).
  std::function<void()> start(std::string Title);

private:
  struct Item {
    std::string Title;
    bool Created = false;
    bool Ended = false;
  };
  void created(const std::string &Token, bool Succeeded);
  void end(const std::string &Token);
  void report(const std::string &Token, llvm::json::Object Value);

  MessageWriter &Out;
  CreateFn Create;
  std::atomic<bool> Enabled{false};
  std::mutex Lock; ///< held while sending, so a begin precedes its end
  std::map<std::string, Item> Items;
  unsigned Next = 0;
};

} // namespace cu2hip::lsp

#endif
