//===- OutputRoot.cpp -----------------------------------------------------===//
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace cu2hip;
using llvm::StringRef;

namespace {

std::error_code lastError() { return {errno, std::generic_category()}; }

llvm::Error fail(const llvm::Twine &What, std::error_code EC) {
  return llvm::createStringError(EC, What + ": " + EC.message());
}

llvm::Error linkRefused(StringRef Display, bool IsLink) {
  return llvm::createStringError(
      std::make_error_code(std::errc::too_many_symbolic_link_levels),
      "'" + Display + "' is " + (IsLink ? "a symbolic link" : "not a folder") +
          "; cu2hip does not write through links inside an output folder");
}

/// How long a stream waits between looks at \p Cancel.
constexpr int StreamPollMs = 50;

bool stopped(const std::atomic<bool> *Cancel) {
  return Cancel && Cancel->load();
}

/// Writes all of \p Content to \p Fd, retrying short writes. On a
/// non-blocking stream, waits for room in steps, so \p Cancel is seen.
std::error_code writeAll(int Fd, StringRef Content,
                         const std::atomic<bool> *Cancel = nullptr) {
  const char *At = Content.data();
  size_t Left = Content.size();
  while (Left) {
    ssize_t N = ::write(Fd, At, Left);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      if (errno != EAGAIN && errno != EWOULDBLOCK)
        return lastError();
      if (stopped(Cancel))
        return std::make_error_code(std::errc::interrupted);
      pollfd Wait = {Fd, POLLOUT, 0};
      ::poll(&Wait, 1, StreamPollMs);
      continue;
    }
    At += N;
    Left -= static_cast<size_t>(N);
  }
  return {};
}

/// Opens a stream for writing without blocking: a FIFO with no reader yet
/// is tried again until one comes (at most 10 s) or \p Cancel is set. -1
/// with errno set when it cannot be opened.
int openStreamForWriting(const std::string &Path, bool Fifo,
                         const std::atomic<bool> *Cancel) {
  constexpr int ReaderPatienceMs = 10000;
  for (int Waited = 0;; Waited += StreamPollMs) {
    int Fd = ::open(Path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (Fd >= 0 || !Fifo || errno != ENXIO) // ENXIO: nobody reads it yet
      return Fd;
    if (stopped(Cancel)) {
      errno = EINTR;
      return -1;
    }
    if (Waited >= ReaderPatienceMs) {
      errno = ENXIO;
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(StreamPollMs));
  }
}

struct FdGuard {
  int Fd;
  ~FdGuard() {
    if (Fd >= 0)
      ::close(Fd);
  }
};

/// Takes from the folder \p Fd the group and other permissions that
/// \p InputMode does not grant; the owner's are kept, since cu2hip writes
/// into it. Nothing is added, and special bits stay as they are.
std::error_code narrowFolder(int Fd, unsigned InputMode) {
  struct stat St;
  if (::fstat(Fd, &St) != 0)
    return lastError();
  unsigned Extra = St.st_mode & 077 & ~InputMode;
  if (Extra && ::fchmod(Fd, (St.st_mode & 07777) & ~Extra) != 0)
    return lastError();
  return {};
}

} // namespace

llvm::Expected<OutputRoot> OutputRoot::open(StringRef Dir, bool Create,
                                            std::optional<unsigned> NewMode) {
  std::string D = Dir.empty() ? std::string(".") : Dir.str();
  bool Made = false;
  if (Create) {
    Made = !llvm::sys::fs::exists(D);
    if (std::error_code EC = llvm::sys::fs::create_directories(
            D, /*IgnoreExisting=*/true, llvm::sys::fs::all_all))
      return fail("cannot create directory '" + D + "'", EC);
  }
  int Fd = ::open(D.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (Fd < 0)
    return fail("cannot open directory '" + D + "'", lastError());
  // Only a folder this run made: one that was there is the user's choice
  // (it may be shared, as /tmp is).
  if (Made && NewMode)
    if (std::error_code EC = narrowFolder(Fd, *NewMode)) {
      ::close(Fd);
      return fail("cannot set the permissions of '" + D + "'", EC);
    }
  return OutputRoot(D, Fd);
}

OutputRoot::OutputRoot(OutputRoot &&Other)
    : Dir(std::move(Other.Dir)), Fd(Other.Fd), Locked(Other.Locked),
      FolderModes(Other.FolderModes) {
  Other.Fd = -1;
  Other.Locked = false;
}

OutputRoot &OutputRoot::operator=(OutputRoot &&Other) {
  if (this != &Other) {
    if (Fd >= 0)
      ::close(Fd); // also releases its lock
    Dir = std::move(Other.Dir);
    Fd = Other.Fd;
    Locked = Other.Locked;
    FolderModes = Other.FolderModes;
    Other.Fd = -1;
    Other.Locked = false;
  }
  return *this;
}

OutputRoot::~OutputRoot() {
  if (Fd >= 0)
    ::close(Fd);
}

std::string OutputRoot::display(StringRef Rel) const {
  if (Dir == ".")
    return Rel.str();
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Rel);
  return std::string(P);
}

llvm::Expected<int> OutputRoot::parentOf(StringRef Rel, bool Create,
                                         std::string &Name) const {
  llvm::SmallVector<StringRef, 8> Parts;
  Rel.split(Parts, '/', -1, /*KeepEmpty=*/false);
  llvm::erase_if(Parts, [](StringRef P) { return P == "."; });
  if (Parts.empty() || llvm::is_contained(Parts, ".."))
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "'" + display(Rel) + "' does not name a file inside '" + Dir + "'");
  int Cur = ::dup(Fd);
  if (Cur < 0)
    return fail("cannot open directory '" + Dir + "'", lastError());
  std::string Walked;
  for (StringRef Part : llvm::ArrayRef(Parts).drop_back()) {
    Walked += (Walked.empty() ? "" : "/") + Part.str();
    std::string P = Part.str();
    std::optional<unsigned> InputMode =
        Create ? folderMode(Walked) : std::nullopt;
    int Next = ::openat(Cur, P.c_str(),
                        O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (Next < 0 && errno == ENOENT && Create) {
      // Made no more open than the input folder it mirrors (the umask
      // applies too); its owner, who writes into it, may do everything.
      unsigned NewMode = InputMode ? (*InputMode & 0777) | 0700 : 0777;
      if (::mkdirat(Cur, P.c_str(), NewMode) != 0 && errno != EEXIST) {
        std::error_code EC = lastError();
        ::close(Cur);
        return fail("cannot create directory '" + display(Walked) + "'", EC);
      }
      Next = ::openat(Cur, P.c_str(),
                      O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    }
    if (Next < 0) {
      std::error_code EC = lastError();
      struct stat St;
      bool IsLink = ::fstatat(Cur, P.c_str(), &St, AT_SYMLINK_NOFOLLOW) == 0 &&
                    S_ISLNK(St.st_mode);
      ::close(Cur);
      if (EC == std::errc::too_many_symbolic_link_levels ||
          EC == std::errc::not_a_directory)
        return linkRefused(display(Walked), IsLink);
      return fail("cannot open directory '" + display(Walked) + "'", EC);
    }
    ::close(Cur);
    Cur = Next;
    // A folder that was there already (an earlier run's, or one the input
    // folder has since been made private) is narrowed the same way.
    if (InputMode)
      if (std::error_code EC = narrowFolder(Cur, *InputMode)) {
        ::close(Cur);
        return fail("cannot set the permissions of '" + display(Walked) + "'",
                    EC);
      }
  }
  Name = Parts.back().str();
  return Cur;
}

llvm::Expected<std::optional<std::unique_ptr<llvm::MemoryBuffer>>>
OutputRoot::read(StringRef Rel, uint64_t MaxBytes) const {
  std::string Name;
  llvm::Expected<int> Parent = parentOf(Rel, /*Create=*/false, Name);
  if (!Parent) {
    llvm::Error E = Parent.takeError();
    if (isMissingFileError(E))
      return std::nullopt;
    return std::move(E);
  }
  FdGuard G{*Parent};
  auto Buffer = readRegularFileAt(*Parent, Name, display(Rel), MaxBytes,
                                  "an earlier output");
  if (!Buffer) {
    llvm::Error E = Buffer.takeError();
    if (isMissingFileError(E))
      return std::nullopt;
    return std::move(E);
  }
  return std::optional<std::unique_ptr<llvm::MemoryBuffer>>(std::move(*Buffer));
}

bool OutputRoot::exists(StringRef Rel) const {
  std::string Name;
  llvm::Expected<int> Parent = parentOf(Rel, /*Create=*/false, Name);
  if (!Parent) {
    llvm::Error E = Parent.takeError();
    return !isMissingFileError(E) && (llvm::consumeError(std::move(E)), true);
  }
  FdGuard G{*Parent};
  struct stat St;
  return ::fstatat(*Parent, Name.c_str(), &St, AT_SYMLINK_NOFOLLOW) == 0;
}

llvm::Error OutputRoot::writeIfChanged(StringRef Rel, StringRef Content,
                                       std::optional<unsigned> Mode) const {
  auto Old = read(Rel, read_limit::Data);
  if (Old && *Old && (**Old)->getBuffer() == Content)
    return keepMode(Rel, Mode);
  if (!Old)
    llvm::consumeError(Old.takeError()); // the write says what is wrong
  return write(Rel, Content, Mode);
}

std::optional<unsigned> OutputRoot::folderMode(StringRef Rel) const {
  if (!FolderModes)
    return std::nullopt;
  auto It = FolderModes->find(Rel);
  if (It == FolderModes->end())
    return std::nullopt;
  return It->second;
}

llvm::Error OutputRoot::keepMode(StringRef Rel,
                                 std::optional<unsigned> Mode) const {
  // Walked as for a write, so that its folders are narrowed as well.
  std::string Name;
  llvm::Expected<int> Parent = parentOf(Rel, /*Create=*/true, Name);
  if (!Parent)
    return Parent.takeError();
  FdGuard G{*Parent};
  if (!Mode)
    return llvm::Error::success();
  // Opened without following a link, and not for writing: only its mode
  // changes, not its time.
  FdGuard File{::openat(*Parent, Name.c_str(),
                        O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)};
  struct stat St;
  if (File.Fd < 0 || ::fstat(File.Fd, &St) != 0)
    return fail("cannot write '" + display(Rel) + "'", lastError());
  if (S_ISREG(St.st_mode) && (St.st_mode & 07777) != (*Mode & 0777) &&
      ::fchmod(File.Fd, *Mode & 0777) != 0)
    return fail("cannot set the permissions of '" + display(Rel) + "'",
                lastError());
  return llvm::Error::success();
}

llvm::Error OutputRoot::write(StringRef Rel, StringRef Content,
                              std::optional<unsigned> Mode) const {
  std::string Name;
  llvm::Expected<int> Parent = parentOf(Rel, /*Create=*/true, Name);
  if (!Parent)
    return Parent.takeError();
  FdGuard G{*Parent};
  std::string Display = display(Rel);
  struct stat St;
  if (::fstatat(*Parent, Name.c_str(), &St, AT_SYMLINK_NOFOLLOW) == 0 &&
      !S_ISREG(St.st_mode)) {
    if (S_ISLNK(St.st_mode))
      return linkRefused(Display, /*IsLink=*/true);
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "cannot write '" + Display + "': it is " +
            describeFileType(St.st_mode) + ", not a regular file");
  }
  // Process-wide: with the pid it keeps temporary names apart between every
  // writer of the process, whichever OutputRoot and thread (O_EXCL catches
  // the rest); wrapping around is harmless.
  static std::atomic<unsigned> Counter{0};
  // Beside the target, so the rename stays on one file system; the name is
  // cut so that it fits NAME_MAX whatever the target's length.
  std::string Temp = StringRef(Name).take_front(150).str() + TempMarker.str() +
                     std::to_string(::getpid()) + "-" +
                     std::to_string(Counter++);
  int Out = ::openat(*Parent, Temp.c_str(),
                     O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                     Mode ? 0600 : 0666);
  if (Out < 0)
    return fail("cannot write '" + Display + "'", lastError());
  std::error_code EC = writeAll(Out, Content);
  if (!EC && Mode && ::fchmod(Out, *Mode & 0777) != 0)
    EC = lastError();
  if (::close(Out) != 0 && !EC)
    EC = lastError();
  if (!EC && ::renameat(*Parent, Temp.c_str(), *Parent, Name.c_str()) != 0)
    EC = lastError();
  if (EC) {
    ::unlinkat(*Parent, Temp.c_str(), 0);
    return fail("cannot write '" + Display + "'", EC);
  }
  return llvm::Error::success();
}

/// The process holding a flock on the file \p St names, from /proc/locks
/// ("1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF"); 0 if unknown.
static long lockHolder(const struct stat &St) {
  int Fd = ::open("/proc/locks", O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return 0;
  std::string Text;
  char Buf[4096];
  ssize_t N;
  while (Text.size() < (1u << 20) && (N = ::read(Fd, Buf, sizeof(Buf))) > 0)
    Text.append(Buf, N);
  ::close(Fd);
  char Id[64];
  snprintf(Id, sizeof(Id), "%02x:%02x:%lu", major(St.st_dev), minor(St.st_dev),
           static_cast<unsigned long>(St.st_ino));
  llvm::SmallVector<StringRef> Lines;
  StringRef(Text).split(Lines, '\n');
  for (StringRef Line : Lines) {
    llvm::SmallVector<StringRef> Fields;
    Line.split(Fields, ' ', -1, /*KeepEmpty=*/false);
    long Pid = 0;
    if (Fields.size() >= 6 && Fields[1] == "FLOCK" && Fields[5] == Id &&
        !Fields[4].getAsInteger(10, Pid))
      return Pid;
  }
  return 0;
}

llvm::Error OutputRoot::lock(std::chrono::milliseconds Patience) {
  // The folder's own descriptor is locked: nothing is created in it, so a
  // run refused before it writes leaves the folder exactly as it was.
  // flock has no timeout: poll, so that a long holder is named, not waited
  // for without end.
  auto GiveUp = std::chrono::steady_clock::now() + Patience;
  std::chrono::milliseconds Pause(1);
  while (::flock(Fd, LOCK_EX | LOCK_NB) != 0) {
    std::error_code EC = lastError();
    if (EC == std::errc::interrupted)
      continue;
    if (EC != std::errc::operation_would_block &&
        EC != std::errc::resource_unavailable_try_again)
      return fail("cannot lock '" + Dir + "'", EC);
    if (std::chrono::steady_clock::now() >= GiveUp)
      return busy();
    std::this_thread::sleep_for(Pause);
    Pause = std::min(Pause * 2, std::chrono::milliseconds(50));
  }
  Locked = true;
  return llvm::Error::success();
}

void OutputRoot::unlock() {
  if (Locked)
    ::flock(Fd, LOCK_UN);
  Locked = false;
}

llvm::Error OutputRoot::busy() const {
  struct stat St;
  long Holder = ::fstat(Fd, &St) == 0 ? lockHolder(St) : 0;
  return llvm::createStringError(
      std::make_error_code(std::errc::device_or_resource_busy),
      "output folder '" + Dir + "' is in use by another cu2hip run" +
          (Holder ? " (process " + std::to_string(Holder) + ")"
                  : std::string()) +
          "; wait for it to finish");
}

/// A temporary that no running process is writing: cu2hip's own, named
/// after the process that made it (another run writing single outputs into
/// the same folder may be mid-write), or an old LLVM writer's.
static bool isStaleTemporary(StringRef Name) {
  size_t Marker = Name.rfind(OutputRoot::TempMarker);
  if (Marker != StringRef::npos) {
    StringRef Pid =
        Name.substr(Marker + OutputRoot::TempMarker.size()).split('-').first;
    long Id = 0;
    if (Pid.getAsInteger(10, Id) || Id <= 0)
      return true;
    return Id != ::getpid() && ::kill(Id, 0) != 0 && errno == ESRCH;
  }
  size_t Legacy = Name.rfind(".temp-stream-");
  return Legacy != StringRef::npos && Legacy > 0 &&
         Name.size() - Legacy == StringRef(".temp-stream-").size() + 6;
}

unsigned OutputRoot::removeStaleTemporaries(bool Recursive) const {
  unsigned Removed = 0;
  std::error_code EC;
  auto Visit = [&](const llvm::sys::fs::directory_entry &E) {
    if (E.type() == llvm::sys::fs::file_type::regular_file &&
        isStaleTemporary(llvm::sys::path::filename(E.path())) &&
        !llvm::sys::fs::remove(E.path()))
      ++Removed;
  };
  if (Recursive)
    for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC, false), End;
         It != End && !EC; It.increment(EC))
      Visit(*It);
  else
    for (llvm::sys::fs::directory_iterator It(Dir, EC, false), End;
         It != End && !EC; It.increment(EC))
      Visit(*It);
  return Removed;
}

bool cu2hip::isStreamPath(StringRef Path) {
  if (Path == "-")
    return true;
  llvm::sys::fs::file_status St;
  return !llvm::sys::fs::status(Path, St) &&
         !llvm::sys::fs::is_regular_file(St) &&
         !llvm::sys::fs::is_directory(St);
}

llvm::Error cu2hip::writeToStream(StringRef Path, StringRef Content,
                                  const std::atomic<bool> *Cancel) {
  if (Path == "-") {
    llvm::outs() << Content;
    llvm::outs().flush();
    if (llvm::outs().has_error()) {
      std::error_code EC = llvm::outs().error();
      llvm::outs().clear_error();
      return fail("cannot write to stdout", EC);
    }
    return llvm::Error::success();
  }
  std::string P = Path.str();
  struct stat St = {};
  if (::stat(P.c_str(), &St) == 0 &&
      (S_ISBLK(St.st_mode) || S_ISSOCK(St.st_mode)))
    return llvm::createStringError(
        std::make_error_code(std::errc::operation_not_supported),
        "cannot write '" + Path + "': it is " + describeFileType(St.st_mode) +
            "; cu2hip writes to files, folders and streams (a FIFO, a "
            "terminal, /dev/null)");
  int Fd = openStreamForWriting(P, S_ISFIFO(St.st_mode), Cancel);
  if (Fd < 0 && errno == ENXIO)
    return llvm::createStringError(
        std::make_error_code(std::errc::no_such_device_or_address),
        "cannot write '" + Path +
            "': no process opened the FIFO for reading within 10 s");
  if (Fd < 0)
    return fail("cannot write '" + Path + "'", lastError());
  std::error_code EC = writeAll(Fd, Content, Cancel);
  if (::close(Fd) != 0 && !EC)
    EC = lastError();
  if (EC)
    return fail("cannot write '" + Path + "'", EC);
  return llvm::Error::success();
}

llvm::Error cu2hip::writeFileAtomically(StringRef Path, StringRef Content) {
  if (isStreamPath(Path))
    return writeToStream(Path, Content);
  llvm::Expected<OutputRoot> Root =
      OutputRoot::open(llvm::sys::path::parent_path(Path), /*Create=*/true);
  if (!Root)
    return Root.takeError();
  return Root->write(llvm::sys::path::filename(Path), Content);
}
