//===- Inbox.h - Messages read ahead, on a thread of their own --*- C++ -*-===//
///
/// \file
/// The client's messages are read on a thread of their own, ahead of the
/// one that handles them in order, so that a `$/cancelRequest` is seen
/// while a request is still waiting (a command waits for a translation):
/// each frame is shown to a peek function as it arrives, then queued. The
/// reading stops at the end of the input, when the client's process is
/// gone, or when the inbox is destroyed.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_INBOX_H
#define CU2HIP_LIB_LSP_INBOX_H

#include "cu2hip/Lsp/Transport.h"
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

namespace cu2hip::lsp {

class Inbox {
public:
  /// Reads file descriptor \p Fd while \p Alive (asked each second) says
  /// the client runs; \p Peek sees each frame on the reading thread.
  Inbox(int Fd, std::function<bool()> Alive,
        std::function<void(const Frame &)> Peek);
  ~Inbox();
  Inbox(const Inbox &) = delete;
  Inbox &operator=(const Inbox &) = delete;

  /// The next frame, waiting for one; Kind::End once the input is over.
  Frame next();

private:
  size_t read(char *Buf, size_t Size);
  void run();

  /// How many frames are read ahead at most: the reader waits beyond.
  static constexpr size_t MaxAhead = 16;
  int Fd;
  int Wake[2] = {-1, -1}; ///< written to stop the reader
  std::function<bool()> Alive;
  std::function<void(const Frame &)> Peek;
  std::mutex Lock;
  std::condition_variable Changed;
  std::deque<Frame> Frames;
  bool Stopping = false;
  std::thread Reader;
};

} // namespace cu2hip::lsp

#endif
