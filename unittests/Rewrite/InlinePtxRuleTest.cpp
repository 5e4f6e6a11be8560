//===- InlinePtxRuleTest.cpp - The inline-ptx rule alone ------------------===//
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

TEST(InlinePtxRuleTest, LowersAKnownIdiom) {
  RuleRun R = runRule("inline-ptx", "__device__ unsigned lane() {\n"
                                    "  unsigned id;\n"
                                    "  asm(\"mov.u32 %0, %%laneid;\" : "
                                    "\"=r\"(id));\n"
                                    "  return id;\n"
                                    "}\n");
  EXPECT_EQ(R.Text, "__device__ unsigned lane() {\n"
                    "  unsigned id;\n"
                    "  id = __lane_id();\n"
                    "  return id;\n"
                    "}\n");
  EXPECT_THAT(R.diagIds(), ElementsAre("inline-ptx-translated"));
}

TEST(InlinePtxRuleTest, ReportsPtxWithoutAnIdiom) {
  llvm::StringRef Source =
      "__device__ void f() { asm volatile(\"membar.sys.weird;\"); }\n";
  RuleRun R = runRule("inline-ptx", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("inline-ptx"));
}

TEST(InlinePtxRuleTest, AnAsmWordThatIsNoStatementStays) {
  EXPECT_TRUE(leavesAlone("inline-ptx", "int asm_count = 0;\n"));
}

} // namespace
