//===- CacheFolderTest.cpp - Sizes, pruning and clearing the cache --------===//
#include "cu2hip/Support/CacheFolder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cu2hip;
namespace fs = llvm::sys::fs;

namespace {

TEST(CacheFolderTest, ByteSizes) {
  EXPECT_EQ(parseByteSize("0"), 0u);
  EXPECT_EQ(parseByteSize("1000"), 1000u);
  EXPECT_EQ(parseByteSize("64K"), 64u << 10);
  EXPECT_EQ(parseByteSize("512m"), 512u << 20);
  EXPECT_EQ(parseByteSize("2G"), uint64_t(2) << 30);
  EXPECT_EQ(parseByteSize("2GiB"), uint64_t(2) << 30);
  EXPECT_EQ(parseByteSize("3TB"), uint64_t(3) << 40);
  for (const char *Bad : {"", "G", "2X", "2 G", "-1", "1.5G", "2GG",
                          "99999999999999999999", "20000000000T"})
    EXPECT_FALSE(parseByteSize(Bad)) << Bad;
  EXPECT_EQ(formatByteSize(0), "0 bytes");
  EXPECT_EQ(formatByteSize(1023), "1023 bytes");
  EXPECT_EQ(formatByteSize(1536), "1.5 KiB");
  EXPECT_EQ(formatByteSize(uint64_t(2) << 30), "2.0 GiB");
}

class CacheDir : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("cache-folder", Dir));
    ASSERT_FALSE(llvm::errorToBool(claimCacheFolder(Dir, /*Create=*/false)));
  }
  void TearDown() override { fs::remove_directories(Dir); }

  /// A file of \p Bytes under the cache, last used \p HoursAgo.
  std::string put(llvm::StringRef Rel, size_t Bytes, int HoursAgo) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Rel);
    fs::create_directories(llvm::sys::path::parent_path(Path));
    {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Path, EC);
      EXPECT_FALSE(EC);
      OS << std::string(Bytes, 'x');
    }
    int FD;
    EXPECT_FALSE(fs::openFileForRead(Path, FD));
    EXPECT_FALSE(fs::setLastAccessAndModificationTime(
        FD, std::chrono::system_clock::now() - std::chrono::hours(HoursAgo)));
    fs::closeFile(FD);
    return std::string(Path);
  }

  std::string path(llvm::StringRef Rel) const {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Rel);
    return std::string(Path);
  }

  llvm::SmallString<128> Dir;
};

// Keys as FactsCache makes them: 32 hex digits, the folder their first two.
const char *const OldKey = "ab000000000000000000000000000012";
const char *const NewKey = "cd000000000000000000000000000034";

TEST_F(CacheDir, PruneRemovesTheLeastRecentlyUsedFirst) {
  std::string OldPch = put("pch/sdk-0000000000000001.pch", 4000, 30);
  std::string NewPch = put("pch/sdk-0000000000000002.pch", 4000, 1);
  std::string OldFacts =
      put(std::string("facts/ab/") + OldKey + ".json", 1000, 20);
  std::string NewFacts =
      put(std::string("facts/cd/") + NewKey + ".json", 1000, 2);
  // Not entries: a temporary being written, and a file of the user's.
  std::string Writing =
      put("facts/ef/ef000000000000000000000000000056.json.cu2hip-tmp-1-abc",
          50000, 40);
  std::string Notes = put("README.txt", 50000, 50);

  CacheUsage All = cacheUsage(Dir);
  EXPECT_EQ(All.Parses, 2u);
  EXPECT_EQ(All.Pchs, 2u);
  EXPECT_EQ(All.bytes(), 10000u);

  EXPECT_EQ(pruneCache(Dir, 10000).entries(), 0u); // within the limit
  CacheUsage Removed = pruneCache(Dir, 5500);
  EXPECT_EQ(Removed.Pchs, 1u);
  EXPECT_EQ(Removed.Parses, 1u);
  EXPECT_FALSE(fs::exists(OldPch));
  EXPECT_FALSE(fs::exists(OldFacts));
  EXPECT_TRUE(fs::exists(NewPch));
  EXPECT_TRUE(fs::exists(NewFacts));
  EXPECT_TRUE(fs::exists(Notes));

  markCacheEntryUsed(Dir, std::string("facts/cd/") + NewKey +
                              ".json"); // now newer than NewPch
  EXPECT_EQ(pruneCache(Dir, 1000).Pchs, 1u);
  EXPECT_TRUE(fs::exists(NewFacts));

  EXPECT_EQ(clearCache(Dir).Parses, 1u);
  EXPECT_EQ(cacheUsage(Dir).entries(), 0u);
  EXPECT_TRUE(fs::exists(Notes));
}

TEST_F(CacheDir, APchAndItsStampsAreOneEntry) {
  std::string Old = put("pch/sdk-0000000000000001.pch", 4000, 30);
  std::string OldStamps = put("pch/sdk-0000000000000001.pch.inputs", 500, 30);
  std::string New = put("pch/sdk-0000000000000002.pch", 4000, 1);
  std::string NewStamps = put("pch/sdk-0000000000000002.pch.inputs", 500, 1);

  CacheUsage All = cacheUsage(Dir);
  EXPECT_EQ(All.Pchs, 2u);
  EXPECT_EQ(All.PchBytes, 9000u);

  CacheUsage Removed = pruneCache(Dir, 5000);
  EXPECT_EQ(Removed.Pchs, 1u);
  EXPECT_EQ(Removed.PchBytes, 4500u);
  EXPECT_FALSE(fs::exists(Old));
  EXPECT_FALSE(fs::exists(OldStamps));
  EXPECT_TRUE(fs::exists(New));
  EXPECT_TRUE(fs::exists(NewStamps));

  EXPECT_EQ(clearCache(Dir).Pchs, 1u);
  EXPECT_FALSE(fs::exists(NewStamps));
}

TEST_F(CacheDir, NoCacheIsEmpty) {
  llvm::SmallString<128> Missing(Dir);
  llvm::sys::path::append(Missing, "nothing-here");
  EXPECT_EQ(cacheUsage(Missing).entries(), 0u);
  EXPECT_EQ(pruneCache(Missing, 1).entries(), 0u);
  EXPECT_EQ(clearCache(Missing).entries(), 0u);
}

TEST(CacheFolderTest, EntryNames) {
  EXPECT_TRUE(
      isCacheEntryName("facts/ab/ab0123456789abcdef0123456789abcd.json"));
  EXPECT_TRUE(isCacheEntryName("pch/sdk-0123456789abcdef.pch"));
  EXPECT_TRUE(isCacheEntryName("pch/sdk-0123456789abcdef.pch.inputs"));
  EXPECT_TRUE(isCacheEntryName("pch/sdk-0123456789abcdef.pch.wanted"));
  for (const char *Bad :
       {"facts/cd/ab0123456789abcdef0123456789abcd.json", // wrong folder
        "facts/ab/ab0123456789abcdef0123456789abc.json",  // 31 digits
        "facts/ab/AB0123456789ABCDEF0123456789ABCD.json", // upper case
        "facts/ab/ab0123456789abcdef0123456789abcd.json.x",
        "facts/ab/notes.json", "facts/x.json",
        "facts/ab/sub/ab0123456789abcdef0123456789abcd.json", "pch/sdk-x.pch",
        "pch/sdk-0123456789abcdef.pch.old", "pch/sdk-x.pch.wanted",
        "pch/sub/sdk-0123456789abcdef.pch", "sdk-0123456789abcdef.pch",
        "CACHEDIR.TAG", "pch/../facts/ab/x.json"})
    EXPECT_FALSE(isCacheEntryName(Bad)) << Bad;
}

TEST_F(CacheDir, AFolderIsTaggedWhenClaimed) {
  auto Tag = llvm::MemoryBuffer::getFile(path(CacheTagName));
  ASSERT_TRUE(bool(Tag));
  EXPECT_TRUE((*Tag)->getBuffer().starts_with(
      "Signature: 8a477f597d28d172789f06886806bc55\n"));
  EXPECT_TRUE((*Tag)->getBuffer().contains("created by cu2hip"));
  EXPECT_FALSE(llvm::errorToBool(claimCacheFolder(Dir, /*Create=*/false)));
}

class OtherFolder : public CacheDir {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("not-a-cache", Dir));
  }
};

TEST_F(OtherFolder, AnOlderCachesLayoutIsAdopted) {
  put(std::string("facts/ab/") + OldKey + ".json", 10, 1);
  put(std::string("facts/cd/") + NewKey + ".json.cu2hip-tmp-1-2", 10, 1);
  put("pch/sdk-0123456789abcdef.pch", 10, 1);
  put("pch/sdk-0123456789abcdef.pch.inputs", 10, 1);
  put("pch/sdk-0123456789abcdef.pch-a1b2c3d4", 10, 1); // Clang's temporary
  EXPECT_EQ(cacheUsage(Dir).entries(), 0u);            // not tagged yet
  EXPECT_FALSE(llvm::errorToBool(claimCacheFolder(Dir, /*Create=*/false)));
  EXPECT_TRUE(fs::exists(path(CacheTagName)));
  EXPECT_EQ(cacheUsage(Dir).entries(), 2u);
}

TEST_F(OtherFolder, NothingIsRemovedFromAFolderNotCu2hips) {
  std::string Facts = put(std::string("facts/ab/") + OldKey + ".json", 10, 1);
  std::string Pch = put("pch/sdk-0123456789abcdef.pch", 10, 1);
  std::string Mine = put("facts/ab/notes.json", 10, 1);
  llvm::Error E = claimCacheFolder(Dir, /*Create=*/true);
  ASSERT_TRUE(bool(E));
  std::string Message = llvm::toString(std::move(E));
  EXPECT_NE(
      Message.find("'" + std::string(Dir) + "' is not a cu2hip cache folder"),
      std::string::npos)
      << Message;
  EXPECT_NE(Message.find("facts/ab/notes.json"), std::string::npos) << Message;
  EXPECT_FALSE(fs::exists(path(CacheTagName)));
  EXPECT_EQ(cacheUsage(Dir).entries(), 0u);
  EXPECT_EQ(clearCache(Dir).entries(), 0u);
  EXPECT_EQ(pruneCache(Dir, 1).entries(), 0u);
  for (const std::string &P : {Facts, Pch, Mine})
    EXPECT_TRUE(fs::exists(P)) << P;
}

TEST_F(OtherFolder, AForeignTagIsNotCu2hips) {
  put(CacheTagName, 10, 1);
  EXPECT_TRUE(llvm::errorToBool(claimCacheFolder(Dir, /*Create=*/false)));
}

TEST_F(CacheDir, LinksInsideTheCacheAreNeverFollowed) {
  // Outside the cache: files named like entries, which must survive.
  llvm::SmallString<128> Outside;
  ASSERT_FALSE(fs::createUniqueDirectory("outside", Outside));
  auto Out = [&](llvm::StringRef Rel) {
    llvm::SmallString<256> P(Outside);
    llvm::sys::path::append(P, Rel);
    fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream(P, EC) << "theirs";
    EXPECT_FALSE(EC);
    return std::string(P);
  };
  std::string Json = Out(std::string("ab/") + OldKey + ".json");
  std::string Shard = Out(std::string("cd/") + NewKey + ".json");
  std::string Pch = Out("sdk-0123456789abcdef.pch");
  fs::create_directories(path("facts"));
  // facts/ab is a link to a folder, facts/cd/<key>.json a link to a file,
  // pch a link to a folder.
  llvm::SmallString<256> AbTarget(Outside);
  llvm::sys::path::append(AbTarget, "ab");
  ASSERT_FALSE(fs::create_link(AbTarget, path("facts/ab")));
  fs::create_directories(path("facts/cd"));
  ASSERT_FALSE(fs::create_link(
      Shard, path(std::string("facts/cd/") + NewKey + ".json")));
  ASSERT_FALSE(fs::create_link(Outside, path("pch")));

  EXPECT_EQ(cacheUsage(Dir).entries(), 0u);
  EXPECT_EQ(clearCache(Dir).entries(), 0u);
  EXPECT_EQ(pruneCache(Dir, 0).entries(), 0u);
  EXPECT_EQ(pruneCache(Dir, 1).entries(), 0u);
  for (const std::string &P : {Json, Shard, Pch})
    EXPECT_TRUE(fs::exists(P)) << P;
  markCacheEntryUsed(Dir, std::string("facts/cd/") + NewKey + ".json");
  fs::remove_directories(Outside);
}

} // namespace
