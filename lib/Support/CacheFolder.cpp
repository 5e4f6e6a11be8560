//===- CacheFolder.cpp ----------------------------------------------------===//
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <string>
#include <vector>

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

struct Entry {
  std::string Path;
  uint64_t Bytes = 0;
  llvm::sys::TimePoint<> LastUsed;
  bool Pch = false;
};

void add(CacheUsage &U, const Entry &E) {
  if (E.Pch) {
    ++U.Pchs;
    U.PchBytes += E.Bytes;
  } else {
    ++U.Parses;
    U.ParseBytes += E.Bytes;
  }
}

/// Temporaries of writers that died (their process is gone).
void removeStaleTemporaries(StringRef Dir) {
  llvm::SmallString<256> Facts(Dir);
  path::append(Facts, "facts");
  if (llvm::Expected<OutputRoot> Root = OutputRoot::open(Facts, false))
    Root->removeStaleTemporaries(/*Recursive=*/true);
  else
    llvm::consumeError(Root.takeError());
}

/// Finished entries only: facts/<xx>/<key>.json and pch/sdk-<hash>.pch
/// (with sdk-<hash>.pch.inputs). Temporaries being written have other names.
std::vector<Entry> listEntries(StringRef Dir) {
  std::vector<Entry> Entries;
  auto Collect = [&](StringRef Sub, bool Pch) {
    llvm::SmallString<256> Root(Dir);
    path::append(Root, Sub);
    std::error_code EC;
    for (fs::recursive_directory_iterator It(Root, EC), End; It != End && !EC;
         It.increment(EC)) {
      StringRef Name = path::filename(It->path());
      bool Finished = Pch ? Name.starts_with("sdk-") && Name.ends_with(".pch")
                          : Name.ends_with(".json");
      fs::file_status St;
      if (!Finished || fs::status(It->path(), St, /*follow=*/false) ||
          St.type() != fs::file_type::regular_file)
        continue;
      uint64_t Bytes = St.getSize();
      if (Pch) { // with its stamps (SdkPch.cpp), removed together
        fs::file_status Stamps;
        if (!fs::status(It->path() + ".inputs", Stamps))
          Bytes += Stamps.getSize();
      }
      Entries.push_back({It->path(), Bytes, St.getLastModificationTime(), Pch});
    }
  };
  Collect("facts", false);
  Collect("pch", true);
  return Entries;
}

/// A PCH goes with its stamps.
std::error_code removeEntry(const Entry &E) {
  if (E.Pch)
    fs::remove(E.Path + ".inputs");
  return fs::remove(E.Path, /*IgnoreNonExisting=*/false);
}

} // namespace

CacheUsage cu2hip::cacheUsage(StringRef Dir) {
  CacheUsage U;
  for (const Entry &E : listEntries(Dir))
    add(U, E);
  return U;
}

CacheUsage cu2hip::pruneCache(StringRef Dir, uint64_t Limit) {
  removeStaleTemporaries(Dir);
  std::vector<Entry> Entries = listEntries(Dir);
  uint64_t Total = 0;
  for (const Entry &E : Entries)
    Total += E.Bytes;
  CacheUsage Removed;
  if (Total <= Limit)
    return Removed;
  llvm::stable_sort(Entries, [](const Entry &A, const Entry &B) {
    return A.LastUsed < B.LastUsed;
  });
  for (const Entry &E : Entries) {
    if (Total <= Limit)
      break;
    // Another process may have removed it first: then it is gone anyway.
    if (!removeEntry(E))
      add(Removed, E);
    Total -= E.Bytes;
  }
  return Removed;
}

CacheUsage cu2hip::clearCache(StringRef Dir) {
  removeStaleTemporaries(Dir);
  CacheUsage Removed;
  for (const Entry &E : listEntries(Dir))
    if (!removeEntry(E))
      add(Removed, E);
  return Removed;
}

void cu2hip::markCacheEntryUsed(StringRef Path) {
  int FD;
  if (fs::openFileForRead(Path, FD))
    return; // gone since: the next run rebuilds it
  // A cache on a read-only or foreign file system only loses the ordering.
  (void)fs::setLastAccessAndModificationTime(FD,
                                             std::chrono::system_clock::now());
  fs::closeFile(FD);
}

std::optional<uint64_t> cu2hip::parseByteSize(StringRef Text) {
  StringRef Digits = Text.take_while(llvm::isDigit);
  StringRef Unit = Text.drop_front(Digits.size());
  uint64_t Value;
  if (Digits.empty() || Digits.getAsInteger(10, Value))
    return std::nullopt;
  Unit.consume_back("iB") || Unit.consume_back("B");
  static constexpr StringRef Units = "KMGT";
  unsigned Shift = 0;
  if (!Unit.empty()) {
    size_t At = Units.find(llvm::toUpper(Unit[0]));
    if (Unit.size() != 1 || At == StringRef::npos)
      return std::nullopt;
    Shift = 10 * (At + 1);
  }
  if (Shift && Value > (UINT64_MAX >> Shift))
    return std::nullopt;
  return Value << Shift;
}

std::string cu2hip::formatByteSize(uint64_t Bytes) {
  static const char *const Units[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  double Value = Bytes;
  unsigned U = 0;
  while (Value >= 1024 && U + 1 < std::size(Units)) {
    Value /= 1024;
    ++U;
  }
  if (U == 0)
    return std::to_string(Bytes) + " bytes";
  return llvm::formatv("{0:f1} {1}", Value, Units[U]).str();
}
