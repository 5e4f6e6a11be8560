//===- CoverageFamilyTest.cpp - A table's coverage: blocks ----------------===//
///
/// Each key of a `coverage:` block reaches its member, loaded from YAML and
/// compiled into the built-in tables alike.
///
//===----------------------------------------------------------------------===//
#include "LoadTable.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

using CoverageFamilyTest = LoadTableTest;

std::vector<std::string> strings(llvm::ArrayRef<llvm::StringRef> Refs) {
  return std::vector<std::string>(Refs.begin(), Refs.end());
}

TEST_F(CoverageFamilyTest, EveryKeyReachesItsMember) {
  llvm::Expected<MappingFile> F = load("family: runtime\n"
                                       "coverage:\n"
                                       "  - order: 7\n"
                                       "    headers: [a.h, 'b/*.h']\n"
                                       "    except: ['bx*']\n"
                                       "    root: cccl\n"
                                       "    own_unit: true\n"
                                       "    namespace: ns::inner\n"
                                       "    direct_members_only: true\n"
                                       "    summary: 'some ({count})'\n"
                                       "  - family: other\n"
                                       "    order: 3\n"
                                       "    headers: [c.h]\n"
                                       "    counts_headers: true\n"
                                       "entries: []\n");
  ASSERT_TRUE(bool(F)) << llvm::toString(F.takeError());
  ASSERT_EQ(F->Coverage.size(), 2u);
  const CoverageFamily &Own = F->Coverage[0];
  EXPECT_EQ(Own.Family, "runtime"); // the file's by default
  EXPECT_EQ(Own.Order, 7u);
  EXPECT_EQ(strings(Own.Headers), (std::vector<std::string>{"a.h", "b/*.h"}));
  EXPECT_EQ(strings(Own.Except), (std::vector<std::string>{"bx*"}));
  EXPECT_EQ(Own.Root, "cccl");
  EXPECT_TRUE(Own.OwnUnit);
  EXPECT_FALSE(Own.CountsHeaders);
  EXPECT_EQ(Own.Namespace, "ns::inner");
  EXPECT_TRUE(Own.DirectMembersOnly);
  EXPECT_EQ(Own.Summary, "some ({count})");
  const CoverageFamily &Other = F->Coverage[1];
  EXPECT_EQ(Other.Family, "other");
  EXPECT_EQ(Other.Order, 3u);
  EXPECT_TRUE(Other.CountsHeaders);
  EXPECT_FALSE(Other.OwnUnit);
  EXPECT_TRUE(Other.Root.empty() && Other.Namespace.empty());
}

TEST_F(CoverageFamilyTest, BadValuesAreErrorsAtTheirPlace) {
  EXPECT_EQ(error("family: runtime\n"
                  "coverage:\n"
                  "  - order: 1\n"
                  "    headers: ['../x.h']\n"
                  "entries: []\n"),
            "rules.yaml:4:15: a header is a path under include/ ('cuda.h', "
            "'cooperative_groups/*.h'), a '*' in its last component only");
  EXPECT_EQ(error("family: runtime\n"
                  "coverage:\n"
                  "  - order: 1\n"
                  "    headers: []\n"
                  "entries: []\n"),
            "rules.yaml:3:5: 'coverage': 'headers' must list the family's "
            "headers");
  EXPECT_EQ(error("family: runtime\n"
                  "coverage:\n"
                  "  - order: 1\n"
                  "    headers: [a.h]\n"
                  "    root: '*'\n"
                  "entries: []\n"),
            "rules.yaml:3:5: 'coverage': 'root' is a folder under include/ "
            "('cccl'), not '*'");
  EXPECT_EQ(error("family: runtime\n"
                  "coverage:\n"
                  "  - order: 1\n"
                  "    headers: [a.h]\n"
                  "    namespace: 'a::'\n"
                  "entries: []\n"),
            "rules.yaml:3:5: 'coverage': 'namespace' is a C++ namespace "
            "('nvcuda::wmma'), not 'a::'");
}

// The compiled blocks are the tables': what tblgen emits and MappingTable
// reads back keeps each family's keys and its globs in order.
TEST(BuiltinCoverageTest, CompiledFamiliesKeepTheirKeys) {
  std::vector<CoverageFamily> Families = MappingTable::coverageFamilies();
  auto Named = [&](llvm::StringRef Name) -> const CoverageFamily * {
    auto It = llvm::find_if(Families,
                            [&](const auto &F) { return F.Family == Name; });
    return It == Families.end() ? nullptr : &*It;
  };
  const CoverageFamily *Legacy = Named("cublas-legacy");
  ASSERT_NE(Legacy, nullptr);
  EXPECT_EQ(strings(Legacy->Headers), (std::vector<std::string>{"cublas.h"}));
  EXPECT_TRUE(Legacy->OwnUnit);
  const CoverageFamily *Groups = Named("cooperative-groups");
  ASSERT_NE(Groups, nullptr);
  EXPECT_EQ(Groups->Namespace, "cooperative_groups");
  EXPECT_TRUE(Groups->DirectMembersOnly);
  EXPECT_FALSE(Groups->OwnUnit);
  const CoverageFamily *Cub = Named("cub");
  ASSERT_NE(Cub, nullptr);
  EXPECT_EQ(Cub->Root, "cccl");
  EXPECT_TRUE(Cub->CountsHeaders);
  EXPECT_EQ(Cub->Headers.front(), "cub/*.cuh");
  const CoverageFamily *Headers = Named("headers");
  ASSERT_NE(Headers, nullptr);
  EXPECT_TRUE(llvm::is_contained(Headers->Except, "cublas*"));
  EXPECT_TRUE(Headers->Summary.contains('\n'));
  EXPECT_TRUE(Cub->Order > Headers->Order);
}

} // namespace
