//===- ArchConditionRuleTest.cpp - The arch-conditions rule alone ---------===//
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

TEST(ArchConditionRuleTest, AVersionTestIsFalseOnAmd) {
  llvm::StringRef Source = "#if __CUDA_ARCH__ >= 700\n"
                           "int a;\n"
                           "#else\n"
                           "int b;\n"
                           "#endif\n";
  RuleRun R = runRule("arch-conditions", Source);
  EXPECT_EQ(R.Text, Source); // reported, never rewritten
  ASSERT_THAT(R.diagIds(), ElementsAre("cuda-arch-condition"));
  EXPECT_TRUE(R.says("'#if __CUDA_ARCH__ >= 700' is false when compiling for "
                     "AMD (in both the host and the device pass): the #else "
                     "branch at line 3 is compiled; the code for sm_70+ at "
                     "line 2 is not"));
  EXPECT_TRUE(R.Findings[0].Fixes.empty());
}

TEST(ArchConditionRuleTest, ADevicePassTestOffersItsHipMacro) {
  RuleRun R = runRule("arch-conditions", "#ifdef __CUDA_ARCH__\n#endif\n");
  ASSERT_EQ(R.Findings.size(), 1u);
  EXPECT_TRUE(R.says("test __HIP_DEVICE_COMPILE__ instead"));
  ASSERT_EQ(R.Findings[0].Fixes.size(), 1u);
  EXPECT_EQ(R.Findings[0].Fixes[0].Text, "__HIP_DEVICE_COMPILE__");
}

TEST(ArchConditionRuleTest, KeepsACompilerTestBeforeAHipBranch) {
  RuleRun R = runRule("arch-conditions", "#if defined(__NVCC__)\n"
                                         "int a;\n"
                                         "#elif defined(__HIP__)\n"
                                         "int b;\n"
                                         "#endif\n");
  EXPECT_THAT(R.diagIds(), ElementsAre("hip-branch-kept"));
  EXPECT_TRUE(R.says("this #if chain has its own HIP branch at line 3"));
}

} // namespace
