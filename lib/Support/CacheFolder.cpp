//===- CacheFolder.cpp ----------------------------------------------------===//
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// The standard tag (https://bford.info/cachedir/), with the line that
/// makes it cu2hip's.
static constexpr StringRef TagSignature =
    "Signature: 8a477f597d28d172789f06886806bc55\n";
static constexpr StringRef TagOwner =
    "# This file is a cache directory tag created by cu2hip.\n";
static constexpr uint64_t TagLimit = 64 << 10;

namespace {

/// A descriptor closed when it goes out of scope (-1: none).
struct Fd {
  int N = -1;
  explicit Fd(int N) : N(N) {}
  Fd(const Fd &) = delete;
  Fd &operator=(const Fd &) = delete;
  ~Fd() {
    if (N >= 0)
      ::close(N);
  }
  explicit operator bool() const { return N >= 0; }
};

/// The folder the user named (a link to it is followed: the user chose it).
int openCacheRoot(StringRef Dir) {
  std::string D = Dir.str();
  return ::open(D.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

/// The folder \p Name in \p Parent, never through a link; -1 if it is not
/// a real folder.
int openFolderAt(int Parent, StringRef Name) {
  std::string N = Name.str();
  return ::openat(Parent, N.c_str(),
                  O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

/// Calls \p Visit with each name in the folder \p Dir and what it is (the
/// name itself, not what a link names).
void forEachIn(int Dir,
               llvm::function_ref<void(StringRef, const struct stat &)> Visit) {
  int Copy = ::dup(Dir);
  if (Copy < 0)
    return;
  DIR *D = ::fdopendir(Copy);
  if (!D) {
    ::close(Copy);
    return;
  }
  ::rewinddir(D); // the copy shares its position with Dir
  while (const dirent *E = ::readdir(D)) {
    StringRef Name(E->d_name);
    struct stat St;
    if (Name != "." && Name != ".." &&
        ::fstatat(Dir, E->d_name, &St, AT_SYMLINK_NOFOLLOW) == 0)
      Visit(Name, St);
  }
  ::closedir(D);
}

/// The folder that holds \p Rel's last component, walked from \p Root one
/// real folder at a time; \p Name receives that component.
int openParentOf(int Root, StringRef Rel, StringRef &Name) {
  llvm::SmallVector<StringRef, 4> Parts;
  Rel.split(Parts, '/', -1, /*KeepEmpty=*/false);
  if (Parts.empty())
    return -1;
  int Cur = ::dup(Root);
  for (StringRef Part : llvm::ArrayRef(Parts).drop_back()) {
    if (Cur < 0)
      return -1;
    int Next = Part == ".." ? -1 : openFolderAt(Cur, Part);
    ::close(Cur);
    Cur = Next;
  }
  Name = Parts.back();
  return Cur;
}

bool isLowerHex(StringRef S, size_t Size) {
  return S.size() == Size && llvm::all_of(S, [](char C) {
           return llvm::isDigit(C) || (C >= 'a' && C <= 'f');
         });
}

/// facts/<Shard>/<Name>: the key is 32 hex digits, the shard its first two.
bool isFactsEntry(StringRef Shard, StringRef Name) {
  return isLowerHex(Shard, 2) && Name.consume_back(".json") &&
         isLowerHex(Name, 32) && Name.starts_with(Shard);
}

/// pch/<Name>: sdk-<16 hex>.pch (SdkPch.cpp).
bool isPchEntry(StringRef Name) {
  return Name.consume_front("sdk-") && Name.consume_back(".pch") &&
         isLowerHex(Name, 16);
}

bool isPchStamps(StringRef Name) {
  return Name.consume_back(".inputs") && isPchEntry(Name);
}

/// The mark that a PCH was asked for once (SdkPchCache::wantedBefore).
bool isPchWanted(StringRef Name) {
  return Name.consume_back(".wanted") && isPchEntry(Name);
}

/// An entry's name or what cu2hip writes beside it: a temporary
/// (<name>.cu2hip-tmp-..., Clang's <name>-XXXXXXXX) or the PCH's stamps.
bool isOwnName(StringRef Name, size_t EntrySize,
               llvm::function_ref<bool(StringRef)> IsEntry) {
  StringRef Rest = Name.drop_front(std::min(EntrySize, Name.size()));
  return IsEntry(Name.take_front(EntrySize)) &&
         (Rest.empty() || Rest.front() == '.' || Rest.front() == '-');
}

bool isRealFolder(const struct stat &St) { return S_ISDIR(St.st_mode); }

/// Whether \p Root holds cu2hip's tag: a regular file (not a link) that
/// begins with the standard signature and has cu2hip's line.
bool hasTag(int Root) {
  auto Tag = readRegularFileAt(Root, CacheTagName, CacheTagName, TagLimit,
                               "a cache tag");
  if (!Tag) {
    llvm::consumeError(Tag.takeError());
    return false;
  }
  StringRef Text = (*Tag)->getBuffer();
  return Text.starts_with(TagSignature) && Text.contains(TagOwner);
}

/// The first thing under \p Root that is not part of cu2hip's layout, or
/// "" when everything is.
std::string firstForeign(int Root) {
  std::string Foreign;
  auto Found = [&](const llvm::Twine &Rel) {
    if (Foreign.empty())
      Foreign = Rel.str();
  };
  forEachIn(Root, [&](StringRef Name, const struct stat &St) {
    if (Name == "facts" && isRealFolder(St)) {
      Fd Facts(openFolderAt(Root, Name));
      if (!Facts)
        return Found(Name);
      forEachIn(Facts.N, [&](StringRef Shard, const struct stat &St) {
        Fd Sub(isLowerHex(Shard, 2) && isRealFolder(St)
                   ? openFolderAt(Facts.N, Shard)
                   : -1);
        if (!Sub)
          return Found("facts/" + Shard);
        forEachIn(Sub.N, [&](StringRef File, const struct stat &St) {
          if (!S_ISREG(St.st_mode) ||
              !isOwnName(File, 37, [&](StringRef Entry) {
                return isFactsEntry(Shard, Entry);
              }))
            Found("facts/" + Shard + "/" + File);
        });
      });
      return;
    }
    if (Name == "pch" && isRealFolder(St)) {
      Fd Pch(openFolderAt(Root, Name));
      if (!Pch)
        return Found(Name);
      forEachIn(Pch.N, [&](StringRef File, const struct stat &St) {
        if (!S_ISREG(St.st_mode) || !isOwnName(File, 24, isPchEntry))
          Found("pch/" + File);
      });
      return;
    }
    // A tag being written by another cu2hip (the tag itself, if it were
    // cu2hip's, would not have brought us here).
    if (Name.starts_with((CacheTagName + OutputRoot::TempMarker).str()) &&
        S_ISREG(St.st_mode))
      return;
    Found(Name);
  });
  return Foreign;
}

struct Entry {
  std::string Rel;
  uint64_t Bytes = 0;
  llvm::sys::TimePoint<> LastUsed;
  bool Pch = false;
  bool Wanted = false; ///< a mark: pruned with the oldest, counted nowhere
};

void add(CacheUsage &U, const Entry &E) {
  if (E.Wanted)
    return;
  if (E.Pch) {
    ++U.Pchs;
    U.PchBytes += E.Bytes;
  } else {
    ++U.Parses;
    U.ParseBytes += E.Bytes;
  }
}

llvm::sys::TimePoint<> modificationTime(const struct stat &St) {
  return llvm::sys::toTimePoint(St.st_mtim.tv_sec, St.st_mtim.tv_nsec);
}

/// Finished entries only, regular files reached through real folders.
/// Temporaries being written have other names.
std::vector<Entry> listEntries(int Root) {
  std::vector<Entry> Entries;
  if (Fd Facts{openFolderAt(Root, "facts")})
    forEachIn(Facts.N, [&](StringRef Shard, const struct stat &St) {
      if (!isLowerHex(Shard, 2) || !isRealFolder(St))
        return;
      Fd Sub(openFolderAt(Facts.N, Shard));
      if (!Sub)
        return;
      forEachIn(Sub.N, [&](StringRef Name, const struct stat &St) {
        if (S_ISREG(St.st_mode) && isFactsEntry(Shard, Name))
          Entries.push_back({("facts/" + Shard + "/" + Name).str(),
                             static_cast<uint64_t>(St.st_size),
                             modificationTime(St), false});
      });
    });
  if (Fd Pch{openFolderAt(Root, "pch")})
    forEachIn(Pch.N, [&](StringRef Name, const struct stat &St) {
      if (S_ISREG(St.st_mode) && isPchWanted(Name))
        Entries.push_back({("pch/" + Name).str(),
                           static_cast<uint64_t>(St.st_size),
                           modificationTime(St), false, true});
      if (!S_ISREG(St.st_mode) || !isPchEntry(Name))
        return;
      uint64_t Bytes = St.st_size;
      auto Used = modificationTime(St);
      // With its stamps (SdkPch.cpp): the two count and go as one, and a
      // use is marked on the stamps.
      struct stat Stamps;
      std::string StampsName = (Name + ".inputs").str();
      if (::fstatat(Pch.N, StampsName.c_str(), &Stamps, AT_SYMLINK_NOFOLLOW) ==
              0 &&
          S_ISREG(Stamps.st_mode)) {
        Bytes += Stamps.st_size;
        Used = std::max(Used, modificationTime(Stamps));
      }
      Entries.push_back({("pch/" + Name).str(), Bytes, Used, true});
    });
  return Entries;
}

/// Unlinks \p Rel if it is still a regular file reached through real
/// folders (another process may have replaced it meanwhile).
bool removeRegular(int Root, StringRef Rel) {
  StringRef Name;
  Fd Parent(openParentOf(Root, Rel, Name));
  if (!Parent)
    return false;
  std::string N = Name.str();
  struct stat St;
  return ::fstatat(Parent.N, N.c_str(), &St, AT_SYMLINK_NOFOLLOW) == 0 &&
         S_ISREG(St.st_mode) && ::unlinkat(Parent.N, N.c_str(), 0) == 0;
}

/// A PCH goes with its stamps.
bool removeEntry(int Root, const Entry &E) {
  if (E.Pch)
    removeRegular(Root, E.Rel + ".inputs");
  return removeRegular(Root, E.Rel);
}

/// Temporaries of writers that died (their process is gone), in the
/// cache's own real folders.
void removeStaleTemporaries(StringRef Dir, int Root) {
  for (StringRef Sub : {"facts", "pch"}) {
    struct stat St;
    std::string S = Sub.str();
    if (::fstatat(Root, S.c_str(), &St, AT_SYMLINK_NOFOLLOW) != 0 ||
        !isRealFolder(St))
      continue;
    llvm::SmallString<256> Path(Dir);
    path::append(Path, Sub);
    if (llvm::Expected<OutputRoot> R = OutputRoot::open(Path, false))
      R->removeStaleTemporaries(/*Recursive=*/true);
    else
      llvm::consumeError(R.takeError());
  }
}

} // namespace

llvm::Error cu2hip::claimCacheFolder(StringRef Dir, bool Create) {
  if (Create)
    if (std::error_code EC = fs::create_directories(Dir))
      return llvm::createStringError(EC, "cannot create cache folder '" + Dir +
                                             "': " + EC.message());
  Fd Root(openCacheRoot(Dir));
  if (!Root) {
    std::error_code EC(errno, std::generic_category());
    if (!Create && EC == std::errc::no_such_file_or_directory)
      return llvm::Error::success(); // no cache: nothing in it
    return llvm::createStringError(EC, "cannot open cache folder '" + Dir +
                                           "': " + EC.message());
  }
  if (hasTag(Root.N))
    return llvm::Error::success();
  std::string Foreign = firstForeign(Root.N);
  // Another cu2hip may have tagged it meanwhile.
  if (!Foreign.empty() && !hasTag(Root.N))
    return llvm::createStringError(
        std::make_error_code(std::errc::permission_denied),
        "'" + Dir + "' is not a cu2hip cache folder: it has no " +
            CacheTagName + " of cu2hip's, and '" + Foreign +
            "' in it is not a cache entry; use a new or empty folder for "
            "the cache");
  llvm::Expected<OutputRoot> R = OutputRoot::open(Dir, false);
  if (!R)
    return R.takeError();
  std::string Tag = (TagSignature + TagOwner +
                     "# For information about cache directory tags, see:\n"
                     "#\thttps://bford.info/cachedir/\n")
                        .str();
  return R->write(CacheTagName, Tag);
}

bool cu2hip::isCacheEntryName(StringRef Rel) {
  llvm::SmallVector<StringRef, 4> Parts;
  Rel.split(Parts, '/');
  if (Parts.size() == 3 && Parts[0] == "facts")
    return isFactsEntry(Parts[1], Parts[2]);
  return Parts.size() == 2 && Parts[0] == "pch" &&
         (isPchEntry(Parts[1]) || isPchStamps(Parts[1]) ||
          isPchWanted(Parts[1]));
}

CacheUsage cu2hip::cacheUsage(StringRef Dir) {
  CacheUsage U;
  Fd Root(openCacheRoot(Dir));
  if (!Root || !hasTag(Root.N))
    return U;
  for (const Entry &E : listEntries(Root.N))
    add(U, E);
  return U;
}

CacheUsage cu2hip::pruneCache(StringRef Dir, uint64_t Limit) {
  CacheUsage Removed;
  Fd Root(openCacheRoot(Dir));
  if (!Root || !hasTag(Root.N))
    return Removed;
  removeStaleTemporaries(Dir, Root.N);
  std::vector<Entry> Entries = listEntries(Root.N);
  uint64_t Total = 0;
  for (const Entry &E : Entries)
    Total += E.Bytes;
  if (Total <= Limit)
    return Removed;
  llvm::stable_sort(Entries, [](const Entry &A, const Entry &B) {
    return A.LastUsed < B.LastUsed;
  });
  for (const Entry &E : Entries) {
    if (Total <= Limit)
      break;
    // Another process may have removed it first: then it is gone anyway.
    if (removeEntry(Root.N, E))
      add(Removed, E);
    Total -= E.Bytes;
  }
  return Removed;
}

CacheUsage cu2hip::clearCache(StringRef Dir) {
  CacheUsage Removed;
  Fd Root(openCacheRoot(Dir));
  if (!Root || !hasTag(Root.N))
    return Removed;
  removeStaleTemporaries(Dir, Root.N);
  for (const Entry &E : listEntries(Root.N))
    if (removeEntry(Root.N, E))
      add(Removed, E);
  return Removed;
}

void cu2hip::markCacheEntryUsed(StringRef Dir, StringRef Rel) {
  Fd Root(openCacheRoot(Dir));
  StringRef Name;
  Fd Parent(Root ? openParentOf(Root.N, Rel, Name) : -1);
  if (!Parent)
    return; // gone since: the next run rebuilds it
  std::string N = Name.str();
  Fd File(::openat(Parent.N, N.c_str(),
                   O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC));
  struct stat St;
  if (!File || ::fstat(File.N, &St) != 0 || !S_ISREG(St.st_mode))
    return;
  // A cache on a read-only or foreign file system only loses the ordering.
  (void)fs::setLastAccessAndModificationTime(File.N,
                                             std::chrono::system_clock::now());
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
