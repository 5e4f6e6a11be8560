//===- FileAccess.cpp -----------------------------------------------------===//
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/Twine.h"
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;
using llvm::StringRef;

StringRef cu2hip::describeFileType(unsigned StMode) {
  switch (StMode & S_IFMT) {
  case S_IFREG: return "a regular file";
  case S_IFDIR: return "a directory";
  case S_IFIFO: return "a FIFO";
  case S_IFCHR: return "a character device";
  case S_IFBLK: return "a block device";
  case S_IFSOCK: return "a socket";
  case S_IFLNK: return "a symbolic link";
  default: return "a special file";
  }
}

static llvm::Error errorFor(int Errno, StringRef Display) {
  std::error_code EC(Errno, std::generic_category());
  return llvm::createStringError(EC, "cannot read '" + Display +
                                         "': " + EC.message());
}

static std::string mib(uint64_t Bytes) {
  return std::to_string((Bytes + (1u << 20) - 1) >> 20) + " MiB";
}

/// Reads the open descriptor \p Fd (closed here) as a bounded regular file.
static llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readOpened(int Fd, StringRef Display, uint64_t MaxBytes, StringRef Purpose) {
  struct FdCloser {
    int Fd;
    ~FdCloser() { ::close(Fd); }
  } Closer{Fd};
  struct stat St;
  if (::fstat(Fd, &St) != 0)
    return errorFor(errno, Display);
  if (!S_ISREG(St.st_mode))
    return llvm::createStringError(
        std::make_error_code(std::errc::invalid_argument),
        "'" + Display + "' is " + describeFileType(St.st_mode) +
            ", not a regular file");
  auto TooLarge = [&](uint64_t Size) {
    return llvm::createStringError(
        std::make_error_code(std::errc::file_too_large),
        "'" + Display + "' is " + mib(Size) + ", larger than the " +
            mib(MaxBytes) + " cu2hip reads as " + Purpose);
  };
  if (static_cast<uint64_t>(St.st_size) > MaxBytes)
    return TooLarge(St.st_size);
  // The file may grow while it is read: read one byte past the limit to
  // notice, never more.
  std::string Data;
  Data.resize(static_cast<size_t>(St.st_size) + 1);
  size_t Have = 0;
  while (true) {
    if (Have == Data.size()) {
      if (Data.size() > MaxBytes)
        return TooLarge(Data.size());
      Data.resize(std::min<uint64_t>(Data.size() * 2, MaxBytes + 1));
    }
    ssize_t N = ::read(Fd, Data.data() + Have, Data.size() - Have);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return errorFor(errno, Display);
    }
    if (N == 0)
      break;
    Have += static_cast<size_t>(N);
  }
  if (Have > MaxBytes)
    return TooLarge(Have);
  return llvm::MemoryBuffer::getMemBufferCopy(StringRef(Data.data(), Have),
                                              Display);
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
cu2hip::readRegularFile(StringRef Path, uint64_t MaxBytes, StringRef Purpose) {
  std::string P = Path.str();
  // O_NONBLOCK: opening a FIFO must not wait for a writer.
  int Fd = ::open(P.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return errorFor(errno, Path);
  return readOpened(Fd, Path, MaxBytes, Purpose);
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
cu2hip::readRegularFileAt(int DirFd, StringRef Name, StringRef Display,
                          uint64_t MaxBytes, StringRef Purpose) {
  std::string N = Name.str();
  int Fd = ::openat(DirFd, N.c_str(),
                    O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
  if (Fd < 0) {
    if (errno == ELOOP)
      return llvm::createStringError(
          std::make_error_code(std::errc::too_many_symbolic_link_levels),
          "'" + Display + "' is a symbolic link; cu2hip does not follow "
                          "links inside an output folder");
    return errorFor(errno, Display);
  }
  return readOpened(Fd, Display, MaxBytes, Purpose);
}

bool cu2hip::isMissingFileError(llvm::Error &E) {
  bool Missing = false;
  E = llvm::handleErrors(std::move(E), [&](std::unique_ptr<llvm::StringError> S)
                                           -> llvm::Error {
    if (S->convertToErrorCode() ==
        std::make_error_code(std::errc::no_such_file_or_directory)) {
      Missing = true;
      return llvm::Error::success();
    }
    return llvm::Error(std::move(S));
  });
  return Missing;
}
