//===- ParseGuardTest.cpp - Parses that end early, files never read -------===//
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <atomic>
#include <sys/stat.h>

using namespace cu2hip;
using llvm::StringRef;

namespace {

class ParseGuardTest : public ::testing::Test {
protected:
  static const MappingTable Table;

  static FrontendOptions options() {
    FrontendOptions Options;
    Options.FallbackSdk = true;
    Options.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
    return Options;
  }
  static std::string messages(const ParsedUnit &Unit) {
    std::string All;
    for (const auto &[Path, File] : Unit.Files)
      for (const Finding &F : File.Facts.ParseFindings)
        All += F.Message + "\n";
    return All;
  }

  void SetUp() override {
    ASSERT_FALSE(
        llvm::sys::fs::createUniqueDirectory("cu2hip-parse-guard", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }

  std::string path(StringRef Name) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }

  llvm::SmallString<256> Dir;
};
const MappingTable ParseGuardTest::Table;

constexpr StringRef Bomb = "#define A0 x x\n"
                           "#define A1 A0 A0\n#define A2 A1 A1\n"
                           "#define A3 A2 A2\n#define A4 A3 A3\n"
                           "#define A5 A4 A4\n#define A6 A5 A5\n"
                           "#define A7 A6 A6\n#define A8 A7 A7\n"
                           "#define A9 A8 A8\n#define A10 A9 A9\n"
                           "#define A11 A10 A10\n#define A12 A11 A11\n"
                           "#define A13 A12 A12\n#define A14 A13 A13\n"
                           "#define A15 A14 A14\n#define A16 A15 A15\n"
                           "#define A17 A16 A16\n#define A18 A17 A17\n"
                           "#define A19 A18 A18\n#define A20 A19 A19\n"
                           "#define A21 A20 A20\n#define A22 A21 A21\n"
                           "#define A23 A22 A22\n#define A24 A23 A23\n"
                           "#define A25 A24 A24\n#define A26 A25 A25\n"
                           "#define A27 A26 A26\n#define A28 A27 A27\n"
                           "#define A29 A28 A28\n#define A30 A29 A29\n"
                           "int A30;\n";

TEST_F(ParseGuardTest, SpecialFilesAreRefusedWithoutBlocking) {
  std::string Fifo = path("x.h"), Regular = path("y.h");
  ASSERT_EQ(mkfifo(Fifo.c_str(), 0600), 0);
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Regular, EC);
    OS << "int y;\n";
  }
  auto FS = frontendFileSystem(path("a.cu"), "", options(), Table);

  llvm::ErrorOr<llvm::vfs::Status> S = FS->status(Fifo);
  ASSERT_FALSE(S);
  EXPECT_EQ(S.getError().message(), "not a regular file (a FIFO)");
  // Opening a FIFO with no writer would block for ever.
  auto File = FS->openFileForRead(Fifo);
  ASSERT_FALSE(File);
  EXPECT_EQ(File.getError().message(), "not a regular file (a FIFO)");
  EXPECT_FALSE(FS->exists(Fifo));
  EXPECT_FALSE(FS->openFileForRead("/dev/zero"));

  ASSERT_TRUE(FS->status(Regular));
  auto Opened = FS->openFileForRead(Regular);
  ASSERT_TRUE(Opened);
  auto Buffer = (*Opened)->getBuffer(Regular);
  ASSERT_TRUE(Buffer);
  EXPECT_EQ((*Buffer)->getBuffer(), "int y;\n");
  llvm::ErrorOr<llvm::vfs::Status> D = FS->status(Dir);
  ASSERT_TRUE(D);
  EXPECT_TRUE(D->isDirectory());
  // The text being translated comes from memory.
  EXPECT_TRUE(FS->status(path("a.cu")));
}

TEST_F(ParseGuardTest, CancelledParseEndsAtOnceAndTheNextOneWorks) {
  std::atomic<bool> Cancel{true};
  FrontendOptions Options = options();
  Options.Cancel = &Cancel;
  ParsedUnit Unit = parseUnit(path("bomb.cu"), Bomb, Table, Options);
  EXPECT_EQ(Unit.End, ParseEnd::Cancelled);
  EXPECT_EQ(messages(Unit),
            "interrupted: parse abandoned, translated from its tokens only\n");
  ASSERT_EQ(Unit.Files.size(), 1u);
  EXPECT_EQ(Unit.Files.begin()->first, Unit.MainFile);

  // The process is none the worse for it.
  Cancel = false;
  ParsedUnit Next = parseUnit(path("ok.cu"), "int y;\n", Table, Options);
  EXPECT_EQ(Next.End, ParseEnd::Finished);
  EXPECT_EQ(messages(Next), "");
}

TEST_F(ParseGuardTest, BoundsEndARunawayParse) {
  FrontendOptions Options = options();
  Options.UnitTimeoutSeconds = 1;
  ParsedUnit Slow = parseUnit(path("bomb.cu"), Bomb, Table, Options);
  EXPECT_EQ(Slow.End, ParseEnd::TimedOut);
  EXPECT_EQ(messages(Slow), "clang took longer than 1 s (--unit-timeout): "
                            "parse abandoned, translated from its tokens "
                            "only\n");

  Options.UnitTimeoutSeconds = 0;
  Options.UnitMemoryMiB = 32;
  ParsedUnit Big = parseUnit(path("bomb.cu"), Bomb, Table, Options);
  EXPECT_EQ(Big.End, ParseEnd::OutOfMemory);
  EXPECT_EQ(messages(Big), "clang needed more than 32 MiB (--unit-memory): "
                           "parse abandoned, translated from its tokens "
                           "only\n");
}

TEST_F(ParseGuardTest, DefaultMemoryBoundIsSane) {
  EXPECT_GE(FrontendOptions::defaultUnitMemoryMiB(), 1024u);
  EXPECT_EQ(FrontendOptions().UnitTimeoutSeconds, 300u);
}

} // namespace
