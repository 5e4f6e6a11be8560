//===- SupportTest.cpp - Bounded reads and writes inside an output root ---===//
#include "cu2hip/Support/ExecutableIdentity.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/TerminalText.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace cu2hip;
using ::testing::HasSubstr;

namespace {

class SupportTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-support", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  std::string path(llvm::StringRef Rel) const {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Rel);
    return std::string(P);
  }
  void write(llvm::StringRef Rel, llvm::StringRef Text) const {
    std::error_code EC;
    llvm::raw_fd_ostream OS(path(Rel), EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }
  std::string message(llvm::Error E) { return llvm::toString(std::move(E)); }
  llvm::SmallString<128> Dir;
};

TEST_F(SupportTest, ReadsRegularFilesOnly) {
  write("a.cu", "int x;\n");
  unsigned Mode = 0;
  ::chmod(path("a.cu").c_str(), 0640);
  auto Buffer = readRegularFile(path("a.cu"), 100, "a source", &Mode);
  ASSERT_TRUE(bool(Buffer));
  EXPECT_EQ((*Buffer)->getBuffer(), "int x;\n");
  EXPECT_EQ(Mode, 0640u);

  // A FIFO with no writer: refused at once, never waited on.
  ASSERT_EQ(::mkfifo(path("pipe.cu").c_str(), 0600), 0);
  auto Fifo = readRegularFile(path("pipe.cu"), 100);
  ASSERT_FALSE(bool(Fifo));
  EXPECT_THAT(message(Fifo.takeError()),
              HasSubstr("is a FIFO, not a regular file"));

  auto Device = readRegularFile("/dev/zero", 100);
  ASSERT_FALSE(bool(Device));
  EXPECT_THAT(message(Device.takeError()),
              HasSubstr("'/dev/zero' is a character device"));

  auto Folder = readRegularFile(Dir, 100);
  ASSERT_FALSE(bool(Folder));
  EXPECT_THAT(message(Folder.takeError()), HasSubstr("is a directory"));
}

TEST_F(SupportTest, ReadsAreBounded) {
  write("big.cu", std::string(3 << 20, 'x'));
  auto Big = readRegularFile(path("big.cu"), 2 << 20, "a source");
  ASSERT_FALSE(bool(Big));
  EXPECT_THAT(
      message(Big.takeError()),
      HasSubstr("is 3 MiB, larger than the 2 MiB cu2hip reads as a source"));
  llvm::Error Missing = readRegularFile(path("none.cu"), 10).takeError();
  EXPECT_TRUE(isMissingFileError(Missing));
  EXPECT_FALSE(bool(Missing));
}

TEST_F(SupportTest, WritesStayInsideTheRoot) {
  auto Root = OutputRoot::open(path("out"), /*Create=*/true);
  ASSERT_TRUE(bool(Root));
  ASSERT_FALSE(bool(Root->write("sub/deeper/a.cu", "A", 0600)));
  struct stat St;
  ASSERT_EQ(::stat(path("out/sub/deeper/a.cu").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 0777, 0600u);

  // A link inside the tree, to a folder or in place of a file, is refused
  // and what it points to is untouched.
  ASSERT_FALSE(llvm::sys::fs::create_directory(path("elsewhere")));
  ASSERT_FALSE(llvm::sys::fs::create_link(path("elsewhere"), path("out/lnk")));
  EXPECT_THAT(message(Root->write("lnk/b.cu", "B")),
              HasSubstr("'" + path("out/lnk") + "' is a symbolic link"));
  EXPECT_FALSE(llvm::sys::fs::exists(path("elsewhere/b.cu")));
  write("elsewhere/c.cu", "theirs");
  ASSERT_FALSE(
      llvm::sys::fs::create_link(path("elsewhere/c.cu"), path("out/c.cu")));
  EXPECT_THAT(message(Root->write("c.cu", "ours")),
              HasSubstr("is a symbolic link"));
  auto Read = Root->read("c.cu", 100);
  EXPECT_FALSE(bool(Read));
  llvm::consumeError(Read.takeError());
  auto Theirs = readRegularFile(path("elsewhere/c.cu"), 100);
  ASSERT_TRUE(bool(Theirs));
  EXPECT_EQ((*Theirs)->getBuffer(), "theirs");
  EXPECT_THAT(message(Root->write("../escape.cu", "x")),
              HasSubstr("does not name a file inside"));

  // What is read back is what was written; nothing there is no error.
  auto Back = Root->read("sub/deeper/a.cu", 100);
  ASSERT_TRUE(bool(Back) && bool(*Back));
  EXPECT_EQ((**Back)->getBuffer(), "A");
  auto None = Root->read("sub/nothing.cu", 100);
  ASSERT_TRUE(bool(None));
  EXPECT_FALSE(bool(*None));
}

TEST_F(SupportTest, OutputModes) {
  auto Root = OutputRoot::open(path("out"), /*Create=*/true);
  ASSERT_TRUE(bool(Root));
  llvm::StringMap<unsigned> Modes;
  Modes["private"] = 0700;
  Modes["group"] = 0750;
  Modes["group/open"] = 0777;
  Root->setFolderModes(&Modes);
  // Setuid, setgid and sticky never reach an output.
  ASSERT_FALSE(bool(Root->write("private/a", "A", 06755)));
  ASSERT_FALSE(bool(Root->write("group/open/b", "B", 01644)));
  struct stat St;
  ASSERT_EQ(::stat(path("out/private/a").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 07777, 0755u);
  ASSERT_EQ(::stat(path("out/private").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 0777, 0700u);
  ASSERT_EQ(::stat(path("out/group").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 0777, 0750u);
  ASSERT_EQ(::stat(path("out/group/open/b").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 07777, 0644u);

  // A folder already there is narrowed, never widened; an unchanged file
  // gets its mode back, not a new write.
  ASSERT_EQ(::chmod(path("out/private").c_str(), 0755), 0);
  ASSERT_EQ(::chmod(path("out/private/a").c_str(), 06755), 0);
  Modes["private"] = 0750;
  ASSERT_FALSE(bool(Root->writeIfChanged("private/a", "A", 06755)));
  ASSERT_EQ(::stat(path("out/private").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 0777, 0750u);
  ASSERT_EQ(::stat(path("out/private/a").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 07777, 0755u);

  // A root this run makes follows its input folder; one that exists does not
  // change.
  auto Made = OutputRoot::open(path("made/here"), /*Create=*/true, 0700);
  ASSERT_TRUE(bool(Made));
  ASSERT_EQ(::stat(path("made/here").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 0777, 0700u);
  ASSERT_EQ(::chmod(path("made/here").c_str(), 0755), 0);
  auto Again = OutputRoot::open(path("made/here"), /*Create=*/true, 0700);
  ASSERT_TRUE(bool(Again));
  ASSERT_EQ(::stat(path("made/here").c_str(), &St), 0);
  EXPECT_EQ(St.st_mode & 0777, 0755u);
}

// Debian's toolchain links every program with a SHA-1 build ID: the test
// binary's is found, the same each time.
TEST(ExecutableIdentity, IsTheBuildId) {
  std::string Id = executableIdentity();
  EXPECT_THAT(Id, ::testing::MatchesRegex("build-id:[0-9a-f]{40}"));
  EXPECT_EQ(Id, executableIdentity());
}

TEST(TerminalText, ControlsAreWrittenOut) {
  EXPECT_EQ(escapeForTerminal("src/a.cu"), "src/a.cu");
  EXPECT_EQ(escapeForTerminal("caf\xc3\xa9 \xe2\x9c\x93"),
            "caf\xc3\xa9 \xe2\x9c\x93");
  EXPECT_EQ(escapeForTerminal("a\x1b[2Jb\rc\nd\te\a"
                              "f\x7f"),
            R"(a\x1b[2Jb\rc\nd\te\x07f\x7f)");
  EXPECT_EQ(escapeForTerminal(llvm::StringRef("a\0b", 3)), R"(a\x00b)");
  // C1 controls in UTF-8, and bytes that are no UTF-8 at all.
  EXPECT_EQ(escapeForTerminal("\xc2\x9b"
                              "2J"),
            R"(\xc2\x9b2J)");
  EXPECT_EQ(escapeForTerminal("\x9b"
                              "2J\xff"),
            R"(\x9b2J\xff)");
  EXPECT_EQ(escapeForTerminal("\xe2\x9c"), R"(\xe2\x9c)");
}

TEST_F(SupportTest, OneRunPerFolder) {
  auto First = OutputRoot::open(Dir, false);
  auto Second = OutputRoot::open(Dir, false);
  ASSERT_TRUE(First && Second);
  ASSERT_FALSE(bool(First->lock()));
  std::string Why = message(Second->lock());
  EXPECT_THAT(Why, HasSubstr("is in use by another cu2hip run (process " +
                             std::to_string(::getpid()) + ")"));
  // A holder that lets go within the patience is waited for.
  std::thread Release([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    First->unlock();
  });
  EXPECT_FALSE(bool(Second->lock(std::chrono::seconds(30))));
  Release.join();
  EXPECT_TRUE(Second->isLocked());
  // The lock leaves nothing in the folder.
  std::error_code EC;
  EXPECT_EQ(llvm::sys::fs::directory_iterator(Dir, EC),
            llvm::sys::fs::directory_iterator());
}

TEST_F(SupportTest, StaleTemporariesAreRemoved) {
  ASSERT_FALSE(llvm::sys::fs::create_directory(path("sub")));
  write("a.cu", "keep");
  write("a.cu.cu2hip-tmp-2147483646-0", "stale");
  // A running process's temporary is another run's write under way.
  std::string Live = "a.cu.cu2hip-tmp-" + std::to_string(::getppid()) + "-0";
  write(Live, "being written");
  write("sub/b.cu.temp-stream-a1b2c3", "stale");
  write("sub/notes.temp-stream-x", "not LLVM's pattern");
  auto Root = OutputRoot::open(Dir, false);
  ASSERT_TRUE(bool(Root));
  EXPECT_EQ(Root->removeStaleTemporaries(/*Recursive=*/false), 1u);
  EXPECT_EQ(Root->removeStaleTemporaries(/*Recursive=*/true), 1u);
  EXPECT_TRUE(llvm::sys::fs::exists(path("a.cu")));
  EXPECT_TRUE(llvm::sys::fs::exists(path("sub/notes.temp-stream-x")));
  EXPECT_TRUE(llvm::sys::fs::exists(path(Live)));
}

} // namespace
