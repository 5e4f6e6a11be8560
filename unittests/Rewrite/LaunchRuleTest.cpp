//===- LaunchRuleTest.cpp - The launches rule alone -----------------------===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(LaunchRuleTest, ChevronsStayByDefault) {
  llvm::StringRef Source = "void f(int *d) { k<<<1, 2>>>(d); }\n";
  RuleRun R = runRule("launches", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_TRUE(R.UsesCuda);
}

TEST(LaunchRuleTest, ABracedConfigurationBecomesDim3) {
  RuleRun R = runRule("launches", "void f() { k<<<{4, 2, 1}, 64>>>(); }\n");
  EXPECT_EQ(R.Text, "void f() { k<<<dim3(4, 2, 1), 64>>>(); }\n");
}

TEST(LaunchRuleTest, HipLaunchKernelGGLWhenAsked) {
  TranslateOptions Options = harnessOptions();
  Options.Launch = LaunchStyle::LaunchKernelGGL;
  RuleRun R =
      runRule("launches", "void f(int *d) { k<<<g, b, s>>>(d); }\n", Options);
  EXPECT_EQ(R.Text, "void f(int *d) { hipLaunchKernelGGL(k, dim3(g), dim3(b), "
                    "s, 0, d); }\n");
}

} // namespace
