//===- CoordinateAutoRuleTest.cpp - The coordinate-auto rule alone --------===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(CoordinateAutoRuleTest, CastsAnAutoInitializer) {
  RuleRun R = runRule("coordinate-auto",
                      "__global__ void k() { const auto i = threadIdx.x; }");
  EXPECT_EQ(
      R.Text,
      "__global__ void k() { const auto i = (unsigned int)threadIdx.x; }");
}

TEST(CoordinateAutoRuleTest, CastsAMacroThatIsTheCoordinate) {
  RuleRun R = runRule("coordinate-auto", "#define TID blockIdx.y\n");
  EXPECT_EQ(R.Text, "#define TID ((unsigned int)blockIdx.y)\n");
}

TEST(CoordinateAutoRuleTest, LeavesTypedAndLargerInitializers) {
  EXPECT_TRUE(leavesAlone("coordinate-auto", "int i = threadIdx.x;\n"
                                             "auto j = threadIdx.x + 1;\n"));
}

} // namespace
