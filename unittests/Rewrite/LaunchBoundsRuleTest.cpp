//===- LaunchBoundsRuleTest.cpp - The launch-bounds rule alone ------------===//
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

TEST(LaunchBoundsRuleTest, ReportsTheSecondArgument) {
  llvm::StringRef Source = "__global__ void __launch_bounds__(256, 4) k() {}";
  RuleRun R = runRule("launch-bounds", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("launch-bounds"));
  EXPECT_TRUE(R.says("the second argument of '__launch_bounds__' ('4')"));
  EXPECT_TRUE(R.UsesCuda);
}

TEST(LaunchBoundsRuleTest, DropsTheThirdArgument) {
  RuleRun R = runRule("launch-bounds",
                      "__global__ void __launch_bounds__(256, 2, 1) k() {}");
  EXPECT_EQ(R.Text, "__global__ void __launch_bounds__(256, 2) k() {}");
  EXPECT_TRUE(R.says("was dropped: AMD GPUs have no clusters"));
}

TEST(LaunchBoundsRuleTest, OneBlockOrOneArgumentIsSilent) {
  for (llvm::StringRef Source :
       {"__global__ void __launch_bounds__(256, 1) k() {}",
        "__global__ void __launch_bounds__(128) k() {}"})
    EXPECT_TRUE(leavesAlone("launch-bounds", Source));
}

} // namespace
