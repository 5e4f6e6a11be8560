//===- CacheFolderTest.cpp - Sizes, pruning and clearing the cache --------===//
#include "cu2hip/Support/CacheFolder.h"
#include "llvm/Support/FileSystem.h"
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

  llvm::SmallString<128> Dir;
};

TEST_F(CacheDir, PruneRemovesTheLeastRecentlyUsedFirst) {
  std::string OldPch = put("pch/sdk-0000000000000001.pch", 4000, 30);
  std::string NewPch = put("pch/sdk-0000000000000002.pch", 4000, 1);
  std::string OldFacts = put("facts/ab/ab12.json", 1000, 20);
  std::string NewFacts = put("facts/cd/cd34.json", 1000, 2);
  // Not entries: a temporary being written, and a file of the user's.
  std::string Writing = put("facts/ef/ef56.json.cu2hip-tmp-1-abc", 50000, 40);
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

  markCacheEntryUsed(NewFacts); // now newer than NewPch
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

} // namespace
