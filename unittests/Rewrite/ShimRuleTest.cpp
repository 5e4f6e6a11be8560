//===- ShimRuleTest.cpp - The shims rule alone ----------------------------===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The AST saw an operator on __half in host code.
AstFacts hostHalfOperator() {
  AstFacts Facts;
  Facts.HostHalfOperators.insert(40);
  return Facts;
}

constexpr StringRef Source = "#include <hip/hip_fp16.h>\n"
                             "__half twice(__half h) { return h + h; }\n";

TEST(ShimRuleTest, WritesTheShimAfterTheIncludes) {
  AstFacts Facts = hostHalfOperator();
  RuleRun R = runRule("shims", Source, harnessOptions(), &Facts);
  StringRef Text = R.Text;
  ASSERT_TRUE(Text.starts_with("#include <hip/hip_fp16.h>\n")) << R.Text;
  EXPECT_TRUE(Text.ends_with("\n__half twice(__half h) { return h + h; }\n"));
  EXPECT_TRUE(Text.contains("cu2hip_half_host")) << R.Text;
  EXPECT_GT(Text.size(), Source.size());
}

TEST(ShimRuleTest, ATreeRequestsItFromTheCompatHeader) {
  AstFacts Facts = hostHalfOperator();
  TranslateOptions Options = harnessOptions();
  Options.CompatInclude = "../cu2hip_compat.h";
  RuleRun R = runRule("shims", Source, Options, &Facts);
  EXPECT_EQ(R.Text, "#include <hip/hip_fp16.h>\n"
                    "// cu2hip: HIP 6.2 lacks names this file uses; its shims "
                    "are in cu2hip_compat.h (half_host_operators)\n"
                    "#define CU2HIP_USE_HALF_HOST_OPERATORS\n"
                    "#include \"../cu2hip_compat.h\"\n"
                    "__half twice(__half h) { return h + h; }\n");
}

TEST(ShimRuleTest, NoneWhereTheTargetHasTheOperators) {
  AstFacts Facts = hostHalfOperator();
  TranslateOptions Options = harnessOptions();
  Options.Target = HipVersion(6, 4);
  EXPECT_TRUE(leavesAlone("shims", Source, Options, &Facts));
}

} // namespace
