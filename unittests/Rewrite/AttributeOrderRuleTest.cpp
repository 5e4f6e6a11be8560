//===- AttributeOrderRuleTest.cpp - The attribute-order rule alone --------===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(AttributeOrderRuleTest, MovesTheListBeforeTheSpecifiers) {
  RuleRun R =
      runRule("attribute-order", "static __device__ [[nodiscard]] int f();\n");
  EXPECT_EQ(R.Text, "[[nodiscard]] static __device__ int f();\n");
  EXPECT_TRUE(R.Findings.empty());
}

TEST(AttributeOrderRuleTest, MovesAListWithArguments) {
  RuleRun R = runRule("attribute-order",
                      "__global__ [[deprecated(\"old\")]] void k() {}\n");
  EXPECT_EQ(R.Text, "[[deprecated(\"old\")]] __global__ void k() {}\n");
}

TEST(AttributeOrderRuleTest, LeavesListsAlreadyInFront) {
  EXPECT_TRUE(leavesAlone("attribute-order",
                          "[[nodiscard]] __device__ int f();\n"
                          "__host__ int g [2];\n"));
}

} // namespace
