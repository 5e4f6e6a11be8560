//===- Frontend.cpp - Parse CUDA and distil AST facts ---------------------===//
#include "cu2hip/Frontend/Frontend.h"
#include "AstFactsCollector.h"
#include "FallbackSdk.h"
#include "HipHeaders.h"
#include "ParseGuard.h"
#include "cu2hip/Support/FileAccess.h"
#include "clang/Basic/FileManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/xxhash.h"
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cu2hip;
using llvm::StringRef;

const char *const cu2hip::PchPrefixFile = "/__cu2hip_pch__/sdk-prefix.cu";
const char *const cu2hip::LibraryPrefixFile =
    "/__cu2hip_pch__/library-prefix.cu";

std::string cu2hip::canonicalPath(StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  // A path that does not exist yet resolves through its nearest existing
  // ancestor: `lnk/out` with `lnk -> in` is `in/out`, wherever it is used.
  StringRef Existing = Abs;
  llvm::SmallVector<StringRef, 4> Missing;
  llvm::SmallString<256> Real;
  while (llvm::sys::fs::real_path(Existing, Real)) {
    StringRef Parent = llvm::sys::path::parent_path(Existing);
    if (Parent.empty() || Parent == Existing) {
      Real.clear();
      break;
    }
    Missing.push_back(llvm::sys::path::filename(Existing));
    Existing = Parent;
  }
  if (Real.empty()) {
    llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    return std::string(Abs);
  }
  for (StringRef Part : llvm::reverse(Missing))
    llvm::sys::path::append(Real, Part);
  llvm::sys::path::remove_dots(Real, /*remove_dot_dot=*/true);
  return std::string(Real);
}

uint64_t cu2hip::contentHash(StringRef Text) { return llvm::xxh3_64bits(Text); }

bool cu2hip::isCudaToolkit(StringRef CudaPath) {
  llvm::SmallString<256> Bin(CudaPath), Header(CudaPath);
  llvm::sys::path::append(Bin, "bin");
  llvm::sys::path::append(Header, "include", "cuda_runtime.h");
  return llvm::sys::fs::is_directory(Bin) && llvm::sys::fs::exists(Header);
}

std::string cu2hip::pchPrefixText(const FrontendOptions &Options) {
  std::string Text;
  for (const std::string &Header : Options.PrefixIncludes)
    Text += "#include <" + Header + ">\n";
  return Text;
}

std::vector<std::string>
cu2hip::frontendCommandLine(StringRef FileName,
                            const FrontendOptions &Options) {
  std::vector<std::string> Args = {
      "clang++", "-fsyntax-only", "-x", "cuda", "--cuda-host-only",
      "-nocudalib", "-std=c++17", "-w", "-ferror-limit=0",
      // A misspelt or removed CUDA name must stay unknown, not be
      // "corrected" to another declaration (and another table row).
      "-fno-spell-checking",
      "-fno-caret-diagnostics", // also silences "N errors generated"
      // nvcc accepts `register` in C++17 code; the translation drops it.
      "-Wno-register", "-resource-dir", Options.ResourceDir};
  // Searched before every other system directory (see collectAstFacts).
  Args.insert(Args.end(), {"-isystem", HipHeadersDir.str()});
  llvm::SmallString<256> Include(Options.CudaPath);
  llvm::sys::path::append(Include, "include");
  if (Options.FallbackSdk) {
    std::string Dir = FallbackSdk::includeDir();
    Args.insert(Args.end(),
                {"-nocudainc", "-Wno-non-pod-varargs", "-isystem", Dir,
                 "-include", Dir + "/" + FallbackSdk::Declarations.str()});
  } else if (isCudaToolkit(Options.CudaPath)) {
    llvm::SmallString<256> Cccl(Include);
    llvm::sys::path::append(Cccl, "cccl"); // CUB, Thrust, libcu++ since CUDA 13
    Args.insert(Args.end(),
                {"--cuda-path=" + Options.CudaPath, "-Wno-unknown-cuda-version",
                 "-isystem", std::string(Cccl)});
  } else {
    Args.insert(Args.end(), {"-nocudainc", "-isystem", std::string(Include)});
  }
  Args.insert(Args.end(), Options.ExtraArgs.begin(), Options.ExtraArgs.end());
  if (!Options.PchPath.empty())
    Args.insert(Args.end(),
                {"-Xclang", "-include-pch", "-Xclang", Options.PchPath});
  Args.push_back(FileName.str());
  return Args;
}

uint64_t FrontendOptions::defaultUnitMemoryMiB() {
  uint64_t Bytes = 0;
#ifdef _SC_PHYS_PAGES
  long Pages = sysconf(_SC_PHYS_PAGES), PageSize = sysconf(_SC_PAGESIZE);
  if (Pages > 0 && PageSize > 0)
    Bytes = uint64_t(Pages) * uint64_t(PageSize);
#endif
  // In a container, the container's share (cgroup v2) is what there is.
  if (auto Max = readRegularFile("/sys/fs/cgroup/memory.max", 64)) {
    uint64_t Limit;
    if (!StringRef((*Max)->getBuffer()).trim().getAsInteger(10, Limit) &&
        (!Bytes || Limit < Bytes))
      Bytes = Limit;
  } else {
    llvm::consumeError(Max.takeError());
  }
  return std::max<uint64_t>((Bytes >> 20) / 4, 1024);
}

namespace {

/// Why a file a parse asked for was refused. Clang shows the message after
/// "cannot open file '<path>': ".
class RefusedFileCategory : public std::error_category {
public:
  static constexpr int TooLarge = 1;
  /// FirstType + a file_type: not a regular file.
  static constexpr int FirstType = 2;

  const char *name() const noexcept override { return "cu2hip.refused-file"; }
  std::string message(int Value) const override {
    if (Value == TooLarge)
      return "larger than the " + std::to_string(read_limit::Source >> 20) +
             " MiB cu2hip reads as a source";
    auto Type = static_cast<llvm::sys::fs::file_type>(Value - FirstType);
    return ("not a regular file (" + describeFileType(Type) + ")").str();
  }
};

const std::error_category &refusedFiles() {
  static const RefusedFileCategory Category;
  return Category;
}

/// Why a file of type \p Type and \p Size bytes is not parsed, if it is not.
std::error_code refusal(llvm::sys::fs::file_type Type, uint64_t Size) {
  using llvm::sys::fs::file_type;
  if (Type == file_type::directory_file)
    return std::make_error_code(std::errc::is_a_directory);
  if (Type != file_type::regular_file)
    return {RefusedFileCategory::FirstType + static_cast<int>(Type),
            refusedFiles()};
  if (Size > read_limit::Source)
    return {RefusedFileCategory::TooLarge, refusedFiles()};
  return {};
}

/// A regular file opened by RegularFileSystem.
class OpenRegularFile : public llvm::vfs::File {
public:
  OpenRegularFile(int FD, llvm::vfs::Status S) : FD(FD), S(std::move(S)) {}
  ~OpenRegularFile() override { close(); }

  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t FileSize,
            bool RequiresNullTerminator, bool IsVolatile) override {
    return llvm::MemoryBuffer::getOpenFile(
        llvm::sys::fs::convertFDToNativeFile(FD), Name, FileSize,
        RequiresNullTerminator, IsVolatile);
  }
  std::error_code close() override {
    if (FD >= 0)
      ::close(FD);
    FD = -1;
    return {};
  }

private:
  int FD;
  llvm::vfs::Status S;
};

/// The real file system, less what a parse must never read: anything but a
/// regular file (a FIFO or a terminal blocks the parse for ever, /dev/zero
/// never ends; `#include "/dev/stdin"` is both) and files larger than
/// read_limit::Source. Clang reports a refused #include or -include as a
/// fatal error, which becomes a parse-error finding. Files are opened
/// without blocking and checked once open, so one swapped for a FIFO after
/// a status() is refused too.
class RegularFileSystem
    : public llvm::RTTIExtends<RegularFileSystem, llvm::vfs::ProxyFileSystem> {
public:
  static const char ID;
  RegularFileSystem() : RTTIExtends(llvm::vfs::getRealFileSystem()) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
    if (!S)
      return S;
    if (std::error_code EC = refusal(S->getType(), S->getSize());
        EC && !S->isDirectory())
      return EC;
    return S;
  }

  bool exists(const llvm::Twine &Path) override {
    return static_cast<bool>(status(Path));
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    llvm::SmallString<256> Name, Absolute;
    Path.toVector(Name);
    Absolute = Name;
    if (std::error_code EC = makeAbsolute(Absolute))
      return EC;
    // O_NONBLOCK: opening a FIFO must not wait for a writer.
    int FD = ::open(Absolute.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (FD < 0)
      return std::error_code(errno, std::generic_category());
    llvm::sys::fs::file_status Status;
    std::error_code EC = llvm::sys::fs::status(FD, Status);
    if (!EC)
      EC = refusal(Status.type(), Status.getSize());
    if (EC) {
      ::close(FD);
      return EC;
    }
    return std::make_unique<OpenRegularFile>(
        FD, llvm::vfs::Status::copyWithNewName(Status, Name));
  }
};

const char RegularFileSystem::ID = 0;

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
cu2hip::frontendFileSystem(StringRef FileName, StringRef Source,
                           const FrontendOptions &Options,
                           const MappingTable &Table) {
  // Parse exactly the text being translated, whatever is on disk now.
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::makeIntrusiveRefCnt<RegularFileSystem>());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(FileName, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(Source, FileName));
  // The main files of the PCHs (SdkPch.cpp), which Clang re-validates.
  if (FileName != PchPrefixFile)
    Memory->addFile(PchPrefixFile, 0,
                    llvm::MemoryBuffer::getMemBuffer("", PchPrefixFile));
  if (FileName != LibraryPrefixFile && !Options.PrefixIncludes.empty())
    Memory->addFile(LibraryPrefixFile, 0,
                    llvm::MemoryBuffer::getMemBufferCopy(pchPrefixText(Options),
                                                         LibraryPrefixFile));
  if (Options.FallbackSdk)
    for (const auto &[Path, Text] : fallbackSdk(Table).Files)
      Memory->addFile(FallbackSdk::includeDir() + "/" + Path, 0,
                      llvm::MemoryBuffer::getMemBuffer(Text, Path));
  Overlay->pushOverlay(Memory);
  // A partly ported file, or one translated before, includes HIP headers,
  // which do not parse as CUDA. They resolve to the headers with which nvcc
  // builds HIP code (generated from the tables): HIP's names become the CUDA
  // declarations they stand for, and the file parses as the CUDA it was.
  Overlay->pushOverlay(hipHeadersFileSystem(Table));
  return Overlay;
}

ParsedUnit cu2hip::parseUnit(StringRef FileName, StringRef Source,
                             const MappingTable &Table,
                             const FrontendOptions &Options) {
  std::string AbsPath = canonicalPath(FileName);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(),
      frontendFileSystem(AbsPath, Source, Options, Table));
  UnitCollector Unit(Table, parsedSdkRoot(Options));
  FactsDiagnosticConsumer Diags(Unit, Options.FallbackSdk);
  GuardedRun Run = runGuardedParse(frontendCommandLine(AbsPath, Options),
                                   std::make_unique<FactsAction>(Unit), *Files,
                                   Diags, Options);
  if (Run.End != ParseEnd::Finished) {
    // What Clang had gathered describes half a parse (and its source
    // manager is gone): the file gets the token pass only. That is a
    // warning on a translated file, not a failed one: the token pass gives
    // a complete translation, as for any file Clang cannot parse, and a
    // failed file would withhold it.
    ParsedUnit Result;
    Result.MainFile = AbsPath;
    Result.End = Run.End;
    ParsedFile &File = Result.Files[AbsPath];
    File.ContentHash = contentHash(Source);
    File.Facts.ParseFindings.emplace_back(DiagKind::ParseError, 0, 0, 0,
                                          unfinishedParseMessage(Run, Options),
                                          "");
    return Result;
  }
  ParsedUnit Result = Unit.takeResult();
  Result.PchRefused = Diags.pchRefused() && !Options.PchPath.empty();
  if (Result.MainFile.empty()) { // Clang gave up before the main file
    Result.MainFile = AbsPath;
    Result.Files[AbsPath].ContentHash = contentHash(Source);
  }
  std::vector<Finding> &Errors =
      Result.Files[Result.MainFile].Facts.ParseFindings;
  std::vector<Finding> Early = Unit.takeEarlyErrors();
  Errors.insert(Errors.begin(), Early.begin(), Early.end());
  return Result;
}

AstFacts cu2hip::collectAstFacts(StringRef FileName, StringRef Source,
                                 const MappingTable &Table,
                                 const FrontendOptions &Options) {
  ParsedUnit Unit = parseUnit(FileName, Source, Table, Options);
  return std::move(Unit.Files[Unit.MainFile].Facts);
}
