//===- FileAccess.cpp -----------------------------------------------------===//
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;
using llvm::StringRef;

StringRef cu2hip::describeFileType(unsigned StMode) {
  switch (StMode & S_IFMT) {
  case S_IFREG:
    return "a regular file";
  case S_IFDIR:
    return "a directory";
  case S_IFIFO:
    return "a FIFO";
  case S_IFCHR:
    return "a character device";
  case S_IFBLK:
    return "a block device";
  case S_IFSOCK:
    return "a socket";
  case S_IFLNK:
    return "a symbolic link";
  default:
    return "a special file";
  }
}

StringRef cu2hip::describeFileType(llvm::sys::fs::file_type Type) {
  using llvm::sys::fs::file_type;
  switch (Type) {
  case file_type::regular_file:
    return describeFileType(S_IFREG);
  case file_type::directory_file:
    return describeFileType(S_IFDIR);
  case file_type::fifo_file:
    return describeFileType(S_IFIFO);
  case file_type::character_file:
    return describeFileType(S_IFCHR);
  case file_type::block_file:
    return describeFileType(S_IFBLK);
  case file_type::socket_file:
    return describeFileType(S_IFSOCK);
  case file_type::symlink_file:
    return describeFileType(S_IFLNK);
  case file_type::file_not_found:
  case file_type::status_error:
  case file_type::type_unknown:
    break;
  }
  return "a special file";
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
readOpened(int Fd, StringRef Display, uint64_t MaxBytes, StringRef Purpose,
           unsigned *Mode) {
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
  if (static_cast<uint64_t>(St.st_size) > MaxBytes)
    return llvm::createStringError(
        std::make_error_code(std::errc::file_too_large),
        "'" + Display + "' is " + mib(St.st_size) + ", larger than the " +
            mib(MaxBytes) + " cu2hip reads as " + Purpose);
  if (Mode)
    *Mode = St.st_mode & 07777;
  // Exactly the size seen above: a file that grows meanwhile is read as it
  // was (large files are mapped, not copied).
  auto Buffer = llvm::MemoryBuffer::getOpenFile(
      llvm::sys::fs::convertFDToNativeFile(Fd), Display, St.st_size,
      /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return errorFor(Buffer.getError().value(), Display);
  return std::move(*Buffer);
}

llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
cu2hip::readRegularFile(StringRef Path, uint64_t MaxBytes, StringRef Purpose,
                        unsigned *Mode) {
  std::string P = Path.str();
  // O_NONBLOCK: opening a FIFO must not wait for a writer.
  int Fd = ::open(P.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (Fd < 0)
    return errorFor(errno, Path);
  return readOpened(Fd, Path, MaxBytes, Purpose, Mode);
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
          "'" + Display +
              "' is a symbolic link; cu2hip does not follow "
              "links inside an output folder");
    return errorFor(errno, Display);
  }
  return readOpened(Fd, Display, MaxBytes, Purpose, nullptr);
}

bool cu2hip::isMissingFileError(llvm::Error &E) {
  bool Missing = false;
  E = llvm::handleErrors(
      std::move(E), [&](std::unique_ptr<llvm::StringError> S) -> llvm::Error {
        if (S->convertToErrorCode() ==
            std::make_error_code(std::errc::no_such_file_or_directory)) {
          Missing = true;
          return llvm::Error::success();
        }
        return llvm::Error(std::move(S));
      });
  return Missing;
}
