//===- Inbox.cpp - Messages read ahead, on a thread of their own ----------===//
#include "Inbox.h"
#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::lsp;

Inbox::Inbox(int Fd, std::function<bool()> Alive,
             std::function<void(const Frame &)> Peek)
    : Fd(Fd), Alive(std::move(Alive)), Peek(std::move(Peek)) {
  if (::pipe2(Wake, O_CLOEXEC) != 0)
    Wake[0] = Wake[1] = -1; // then the reader stops within a second
  Reader = std::thread([this] { run(); });
}

Inbox::~Inbox() {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Stopping = true;
  }
  Changed.notify_all();
  if (Wake[1] >= 0)
    (void)!::write(Wake[1], "x", 1);
  Reader.join();
  for (int End : Wake)
    if (End >= 0)
      ::close(End);
}

/// Reads \p Fd, waking each second to check that the client still runs,
/// and at once when the inbox stops; 0 at the end.
size_t Inbox::read(char *Buf, size_t Size) {
  while (Alive()) {
    {
      std::lock_guard<std::mutex> Guard(Lock);
      if (Stopping)
        return 0;
    }
    pollfd P[2] = {{Fd, POLLIN, 0}, {Wake[0], POLLIN, 0}};
    int Ready = ::poll(P, Wake[0] >= 0 ? 2 : 1, 1000);
    if (Ready < 0 && errno == EINTR)
      continue;
    if (Ready < 0 || (Wake[0] >= 0 && P[1].revents))
      return 0;
    if (Ready == 0)
      continue;
    ssize_t N = ::read(Fd, Buf, Size);
    if (N < 0 && (errno == EINTR || errno == EAGAIN))
      continue;
    return N < 0 ? 0 : size_t(N);
  }
  return 0;
}

void Inbox::run() {
  MessageReader In([this](char *Buf, size_t Size) { return read(Buf, Size); });
  while (true) {
    Frame F = In.read();
    bool End = F.K == Frame::Kind::End;
    Peek(F);
    {
      std::unique_lock<std::mutex> Guard(Lock);
      Changed.wait(Guard, [&] { return Stopping || Frames.size() < MaxAhead; });
      if (Stopping)
        return;
      Frames.push_back(std::move(F));
    }
    Changed.notify_all();
    if (End)
      return;
  }
}

Frame Inbox::next() {
  std::unique_lock<std::mutex> Guard(Lock);
  Changed.wait(Guard, [&] { return !Frames.empty(); });
  Frame F = std::move(Frames.front());
  // The end stays, for any later call.
  if (F.K != Frame::Kind::End)
    Frames.pop_front();
  Guard.unlock();
  Changed.notify_all();
  return F;
}
