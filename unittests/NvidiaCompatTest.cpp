//===- NvidiaCompatTest.cpp -----------------------------------------------===//
//
// Invariants of the NVIDIA compatibility headers over the built-in tables,
// for the oldest and the newest target: nothing the translation writes is
// dropped silently, and no generated file hides a CUDA header.
//
//===----------------------------------------------------------------------===//
#include "cu2hip/Compat/NvidiaCompat.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

class NvidiaCompat : public ::testing::TestWithParam<HipVersion> {
protected:
  const NvidiaCompatFile *file(StringRef Path) const {
    auto It = llvm::find_if(
        Files, [&](const NvidiaCompatFile &F) { return F.Path == Path; });
    return It == Files.end() ? nullptr : &*It;
  }

  MappingTable Table;
  std::vector<NvidiaCompatFile> Files =
      generateNvidiaCompatHeaders(Table, GetParam());
};

TEST_P(NvidiaCompat, WritesSortedFilesWithTheMainHeaders) {
  EXPECT_TRUE(llvm::is_sorted(
      Files, [](const auto &A, const auto &B) { return A.Path < B.Path; }));
  EXPECT_TRUE(file(NvidiaCompatMainHeader));
  EXPECT_TRUE(file("cu2hip_nvidia/macros.h"));
  EXPECT_TRUE(file("hip/hip_runtime.h"));
  EXPECT_TRUE(file("hipblas/hipblas.h"));
}

// A generated file at a path the tables know as CUDA's would be found
// instead of CUDA's own header by `-I compat`.
TEST_P(NvidiaCompat, HidesNoCudaHeader) {
  for (const NvidiaCompatFile &F : Files) {
    const MappingRow *Row = Table.lookup(F.Path);
    EXPECT_FALSE(Row && Row->Kind == NameKind::Header) << F.Path;
  }
}

// Every row with an argument template is shimmed or listed as not covered.
TEST_P(NvidiaCompat, ListsEveryArgumentTemplate) {
  StringRef Main = file(NvidiaCompatMainHeader)->Text;
  size_t Listed = Main.find("// ---- Not covered:");
  ASSERT_NE(Listed, StringRef::npos);
  StringRef List = Main.drop_front(Listed);
  for (const MappingRow &Row : Table.rows()) {
    if (Row.Args.empty() || Row.Status == MappingStatus::Unsupported ||
        GetParam() < Row.HipSince)
      continue;
    std::string Line = ("//   " + Row.Cuda + " -> " + Row.Hip + "(").str();
    EXPECT_NE(List.find(Line), StringRef::npos) << Row.Cuda.str();
  }
}

// The warp functions' fallbacks below HIP 7.0 are shimmed, not renamed.
TEST_P(NvidiaCompat, ShimsTheWarpFunctions) {
  StringRef Main = file(NvidiaCompatMainHeader)->Text;
  EXPECT_EQ(Main.find("#define __shfl_xor "), StringRef::npos);
  EXPECT_NE(Main.find("__device__ inline auto __shfl_xor(T var"),
            StringRef::npos);
  EXPECT_NE(Main.find("#define __ballot(predicate)"), StringRef::npos);
}

// The parse's headers are made only when a parse looks for one of these
// paths (lib/Frontend/HipHeaders.cpp): a file at another would never be
// found. Standard headers (`cassert`) are not among them, or every parse
// including one would make them all.
TEST_P(NvidiaCompat, ListsEveryPathItGivesAFile) {
  std::vector<std::string> Paths = nvidiaCompatHeaderPaths(Table);
  for (NvidiaCompatUse Use :
       {NvidiaCompatUse::Nvcc, NvidiaCompatUse::ClangParse})
    for (const NvidiaCompatFile &F :
         generateNvidiaCompatHeaders(Table, GetParam(), Use))
      EXPECT_TRUE(llvm::is_contained(Paths, F.Path)) << F.Path;
  EXPECT_FALSE(llvm::is_contained(Paths, "cassert"));
}

INSTANTIATE_TEST_SUITE_P(Targets, NvidiaCompat,
                         ::testing::Values(HipVersion::floor(),
                                           MappingTable().newestKnownVersion()),
                         [](const auto &Info) {
                           std::string Name = "HIP" + Info.param.str();
                           llvm::replace(Name, '.', '_');
                           return Name;
                         });

} // namespace
