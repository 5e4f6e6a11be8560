//===- HipHeadersTest.cpp - The parse's HIP headers, made when looked for -===//
#include "Frontend/HipHeaders.h"
#include "LoadTable.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

std::string under(llvm::StringRef Rel) {
  return (HipHeadersDir + "/" + Rel).str();
}

TEST(HipHeadersTest, ServesTheHeadersAndTheirFolders) {
  MappingTable Table;
  auto FS = hipHeadersFileSystem(Table);
  llvm::ErrorOr<llvm::vfs::Status> Dir = FS->status(under("hip"));
  ASSERT_TRUE(Dir);
  EXPECT_TRUE(Dir->isDirectory());
  ASSERT_TRUE(FS->status(HipHeadersDir));
  EXPECT_TRUE(FS->status(HipHeadersDir)->isDirectory());
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> Runtime =
      FS->openFileForRead(under("hip/hip_runtime.h"));
  ASSERT_TRUE(Runtime);
  auto Text = (*Runtime)->getBuffer("hip_runtime.h");
  ASSERT_TRUE(Text);
  EXPECT_NE((*Text)->getBuffer().find("#include <cuda_runtime.h>"),
            llvm::StringRef::npos);
  // As the headers include each other.
  EXPECT_TRUE(FS->status(under("hip/../cu2hip_nvidia/compat.h")));
}

// Every parse looks here first for each header it includes: the others are
// not found, and fall through to the real file system.
TEST(HipHeadersTest, FindsNoOtherHeader) {
  MappingTable Table;
  auto FS = hipHeadersFileSystem(Table);
  for (llvm::StringRef Rel : {"vector", "cassert", "cuda_runtime.h", "hip/x.h"})
    EXPECT_EQ(FS->status(under(Rel)).getError(),
              std::errc::no_such_file_or_directory)
        << Rel.str();
  EXPECT_EQ(FS->status("/usr/include/stdio.h").getError(),
            std::errc::no_such_file_or_directory);
}

// The paths are listed once a table, and again once a rule file changes it.
TEST(HipHeadersTest, ARuleFileAddsItsHeaders) {
  MappingTable Table;
  uint64_t Before = Table.generation();
  EXPECT_FALSE(hipHeadersFileSystem(Table)->status(under("myhip")));
  llvm::Error E = addRuleText(Table, "family: mylib\nentries:\n"
                                     "  - cuda: mylib/core.h\n"
                                     "    kind: header\n"
                                     "    hip: myhip/core.h\n"
                                     "    hip_since: \"5.2\"\n");
  ASSERT_FALSE(bool(E)) << llvm::toString(std::move(E));
  EXPECT_NE(Table.generation(), Before);
  EXPECT_NE(MappingTable().generation(), Table.generation());
  auto FS = hipHeadersFileSystem(Table);
  ASSERT_TRUE(FS->status(under("myhip")));
  EXPECT_TRUE(FS->status(under("myhip"))->isDirectory());
  EXPECT_TRUE(FS->status(under("myhip/core.h")));
  EXPECT_FALSE(hipHeadersFileSystem(MappingTable())->status(under("myhip")));
}

} // namespace
