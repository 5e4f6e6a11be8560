//===- ShellSafePathsTest.cpp - What verify hands compilers that shell out ===//
#include "cu2hip/Support/ShellSafePaths.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cu2hip;
namespace fs = llvm::sys::fs;

namespace {

/// A folder named as an attacker would name it, with a source and a header.
class ShellSafePathsTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> Made;
    ASSERT_FALSE(fs::createUniqueDirectory("shell-safe-test", Made));
    Root = std::string(Made);
    Hostile = Root + "/d $(touch PWNED);`x`";
    ASSERT_FALSE(fs::create_directory(Hostile));
    Source = Hostile + "/k'\"|&.cu";
    write(Source, "#include \"h.cuh\"\n");
    write(Hostile + "/h.cuh", "#define H 1\n");
  }
  void TearDown() override { fs::remove_directories(Root); }

  static void write(const std::string &Path, llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }

  std::string Root, Hostile, Source;
};

TEST_F(ShellSafePathsTest, PlainIsWhatNoShellReads) {
  EXPECT_TRUE(ShellSafePaths::isPlain("/work/src-1/a_b.cu"));
  EXPECT_TRUE(ShellSafePaths::isPlain("-DX=1,2:3+4@5%6"));
  for (const char *Arg :
       {"", "a b", "$(x)", "`x`", "a;b", "a|b", "a&b", "'", "\"", "a\\b",
        "a\nb", "*", "?", "[a]", "<", ">", "#", "!", "~"})
    EXPECT_FALSE(ShellSafePaths::isPlain(Arg)) << Arg;
}

TEST_F(ShellSafePathsTest, FoldersAreReachedThroughLinks) {
  std::string Kept;
  {
    ShellSafePaths Safe;
    llvm::Expected<std::string> Plain = Safe.existing("/usr/include");
    ASSERT_TRUE(bool(Plain));
    EXPECT_EQ(*Plain, "/usr/include");
    llvm::Expected<std::string> Link = Safe.existing(Hostile);
    ASSERT_TRUE(bool(Link)) << llvm::toString(Link.takeError());
    EXPECT_TRUE(ShellSafePaths::isPlain(*Link)) << *Link;
    EXPECT_TRUE(fs::exists(*Link + "/h.cuh"));
    llvm::Expected<std::string> Again = Safe.existing(Hostile);
    ASSERT_TRUE(bool(Again));
    EXPECT_EQ(*Again, *Link);
    EXPECT_EQ(Safe.mapBack("In file included from " + *Link + "/h.cuh:1:"),
              "In file included from " + Hostile + "/h.cuh:1:");
    Kept = *Link;
  }
  // Gone with the object; what the link pointed at is still there.
  EXPECT_FALSE(fs::exists(Kept));
  EXPECT_TRUE(fs::exists(Hostile + "/h.cuh"));
}

TEST_F(ShellSafePathsTest, SourcesAreCopiedUnderPlainNames) {
  ShellSafePaths Safe;
  std::string QuoteDir;
  llvm::Expected<std::string> Copy = Safe.source(Source, QuoteDir);
  ASSERT_TRUE(bool(Copy)) << llvm::toString(Copy.takeError());
  EXPECT_TRUE(ShellSafePaths::isPlain(*Copy)) << *Copy;
  EXPECT_EQ(llvm::sys::path::extension(*Copy), ".cu");
  auto Text = llvm::MemoryBuffer::getFile(*Copy);
  ASSERT_TRUE(bool(Text));
  EXPECT_EQ((*Text)->getBuffer(), "#include \"h.cuh\"\n");
  // Its quoted includes are still found beside the original.
  ASSERT_TRUE(ShellSafePaths::isPlain(QuoteDir)) << QuoteDir;
  EXPECT_TRUE(fs::exists(QuoteDir + "/h.cuh"));
  EXPECT_EQ(Safe.mapBack(*Copy + ":1:10: error: x"),
            Source + ":1:10: error: x");

  // A plain source, reached by a plain real path, is used as it is.
  std::string Plain = Root + "/plain.cu";
  write(Plain, "int x;\n");
  std::string None;
  llvm::Expected<std::string> Same = Safe.source(Plain, None);
  ASSERT_TRUE(bool(Same));
  EXPECT_EQ(*Same, Plain);
  EXPECT_EQ(None, "");
}

TEST_F(ShellSafePathsTest, FlagsAreMadeSafeOrRefused) {
  ShellSafePaths Safe;
  llvm::Expected<std::vector<std::string>> Flags = Safe.flags(
      {"-I" + Hostile, "-isystem", Hostile, "-DNAME=\"a b\"", "-std=c++17"});
  ASSERT_TRUE(bool(Flags)) << llvm::toString(Flags.takeError());
  ASSERT_EQ(Flags->size(), 5u);
  std::string Link = Flags->at(0).substr(2);
  EXPECT_TRUE(ShellSafePaths::isPlain(Link));
  EXPECT_EQ(Flags->at(1), "-isystem");
  EXPECT_EQ(Flags->at(2), Link);
  EXPECT_EQ(Flags->at(3), "-DNAME=\"a b\"");
  EXPECT_EQ(Flags->at(4), "-std=c++17");

  for (const char *Bad : {"-DX=$(touch PWNED)", "-DX=`y`", "-UX\\", "-DX=\n"}) {
    llvm::Expected<std::vector<std::string>> R = Safe.flags({Bad});
    ASSERT_FALSE(bool(R)) << Bad;
    EXPECT_NE(llvm::toString(R.takeError())
                  .find("cu2hip passes no such flag to a compiler"),
              std::string::npos);
  }
  llvm::Expected<std::vector<std::string>> Other = Safe.flags({"--option=a;b"});
  ASSERT_FALSE(bool(Other));
  EXPECT_EQ(llvm::toString(Other.takeError()),
            "the flag '--option=a;b' has characters a shell reads: cu2hip "
            "passes no such flag to a compiler, which may run its steps "
            "through a shell");
}

} // namespace
