//===- HipHeaders.cpp -----------------------------------------------------===//
#include "HipHeaders.h"
#include "FallbackSdk.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <mutex>

using namespace cu2hip;

const std::vector<NvidiaCompatFile> &
cu2hip::hipHeadersForParse(const MappingTable &Table) {
  // Process-wide, like fallbackSdk's cache: made once, then read by every
  // parse of the run by reference, never dropped; one entry per table, and a
  // run loads one. The key covers names and kinds only, not the versions or
  // fallbacks the headers also read: tables differing only there would share
  // the first one's headers.
  static std::mutex Lock;
  static llvm::DenseMap<uint64_t, std::vector<NvidiaCompatFile>> Cache;
  uint64_t Key = tableFingerprint(Table);
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, Inserted] = Cache.try_emplace(Key);
  // For the newest HIP the tables know: every HIP name resolves.
  if (Inserted)
    It->second = generateNvidiaCompatHeaders(Table, Table.newestKnownVersion(),
                                             NvidiaCompatUse::ClangParse);
  return It->second;
}

bool cu2hip::isHipHeaderForParse(llvm::StringRef Path) {
  return Path.starts_with(HipHeadersDir) &&
         Path.substr(HipHeadersDir.size()).starts_with("/");
}

namespace {

/// The headers' paths and folders, which every parse's file system answers
/// from: listing them reads every row, so it is done once a table.
struct HipHeaderPaths {
  llvm::StringSet<> Names;
  llvm::StringMap<llvm::sys::fs::UniqueID> Dirs;
};

const HipHeaderPaths &hipHeaderPaths(const MappingTable &Table) {
  // Process-wide and never dropped, as hipHeadersForParse's, but kept per
  // state of a table (MappingTable::generation): the fingerprint that keys
  // the headers leaves out the statuses and fallbacks the paths depend on.
  static std::mutex Lock;
  static llvm::DenseMap<uint64_t, std::unique_ptr<HipHeaderPaths>> Cache;
  std::lock_guard<std::mutex> Guard(Lock);
  std::unique_ptr<HipHeaderPaths> &Paths = Cache[Table.generation()];
  if (Paths)
    return *Paths;
  Paths = std::make_unique<HipHeaderPaths>();
  for (const std::string &Path : nvidiaCompatHeaderPaths(Table)) {
    std::string Name = (HipHeadersDir + "/" + Path).str();
    for (llvm::StringRef Dir = llvm::sys::path::parent_path(Name);
         Dir.size() >= HipHeadersDir.size();
         Dir = llvm::sys::path::parent_path(Dir))
      Paths->Dirs.try_emplace(Dir, llvm::vfs::getNextVirtualUniqueID());
    Paths->Names.insert(Name);
  }
  return *Paths;
}

/// The headers of one parse, made when the parse first looks for one of
/// them that exists: a parse of code without HIP includes looks up every
/// header it includes here first and finds none, and generating them costs
/// a tenth of a small file's parse.
class LazyHipHeaders : public llvm::vfs::FileSystem {
public:
  explicit LazyHipHeaders(const MappingTable &Table)
      : Table(Table), Paths(hipHeaderPaths(Table)) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    // The folders before any file: Clang looks for a header's folder first.
    llvm::SmallString<256> P = normalized(Path);
    if (auto It = Paths.Dirs.find(P); It != Paths.Dirs.end())
      return llvm::vfs::Status(
          P, It->second, {}, 0, 0, 0, llvm::sys::fs::file_type::directory_file,
          llvm::sys::fs::perms::all_read | llvm::sys::fs::perms::all_exe);
    if (llvm::vfs::FileSystem *FS = filesFor(Path))
      return FS->status(Path);
    return std::make_error_code(std::errc::no_such_file_or_directory);
  }

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    if (llvm::vfs::FileSystem *FS = filesFor(Path))
      return FS->openFileForRead(Path);
    return std::make_error_code(std::errc::no_such_file_or_directory);
  }

  llvm::vfs::directory_iterator dir_begin(const llvm::Twine &,
                                          std::error_code &EC) override {
    EC = std::make_error_code(std::errc::no_such_file_or_directory);
    return {};
  }

  std::error_code setCurrentWorkingDirectory(const llvm::Twine &) override {
    return {}; // every path here is absolute
  }

  llvm::ErrorOr<std::string> getCurrentWorkingDirectory() const override {
    return std::string("/");
  }

private:
  static llvm::SmallString<256> normalized(const llvm::Twine &Path) {
    llvm::SmallString<256> P;
    Path.toVector(P);
    // The headers include each other as "../cu2hip_nvidia/compat.h".
    llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
    return P;
  }

  /// The headers' files, if \p Path may be one of them.
  llvm::vfs::FileSystem *filesFor(const llvm::Twine &Path) {
    if (!Paths.Names.contains(normalized(Path)))
      return nullptr;
    if (!Files) {
      Files = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
      for (const NvidiaCompatFile &Header : hipHeadersForParse(Table))
        Files->addFile(
            HipHeadersDir + "/" + Header.Path, 0,
            llvm::MemoryBuffer::getMemBuffer(Header.Text, Header.Path));
    }
    return Files.get();
  }

  const MappingTable &Table;
  const HipHeaderPaths &Paths;
  llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem> Files;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
cu2hip::hipHeadersFileSystem(const MappingTable &Table) {
  return llvm::makeIntrusiveRefCnt<LazyHipHeaders>(Table);
}
