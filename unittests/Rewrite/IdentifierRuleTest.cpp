//===- IdentifierRuleTest.cpp - The identifiers rule alone ----------------===//
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

TEST(IdentifierRuleTest, RenamesDistinctiveCudaNames) {
  RuleRun R = runRule("identifiers", "cudaError_t e = cudaMalloc(&p, 4);\n");
  EXPECT_EQ(R.Text, "hipError_t e = hipMalloc(&p, 4);\n");
  EXPECT_TRUE(R.Findings.empty());
  EXPECT_TRUE(R.UsesCuda);
}

TEST(IdentifierRuleTest, ReportsACudaLookingNameTheTablesLack) {
  llvm::StringRef Source = "cudaNoSuchCall(1);\n";
  RuleRun R = runRule("identifiers", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("unmapped-api"));
  EXPECT_TRUE(R.says("'cudaNoSuchCall' looks like a CUDA name"));
}

TEST(IdentifierRuleTest, LeavesGenericNamesWithoutTheAst) {
  EXPECT_TRUE(leavesAlone("identifiers", "int m = min(a, b); int any = 0;\n"));
}

TEST(IdentifierRuleTest, PlansATemplateCallAndRenamesOnlyItsCallee) {
  // Alone, the rule renames the callee and plans the argument list; the
  // call rule, which does not run here, rebuilds it.
  RuleRun R = runRule(
      "identifiers",
      "cudnnGetConvolutionBackwardDataWorkspaceSize(h, w, dy, c, dx, a, &s);");
  EXPECT_EQ(R.Text, "miopenConvolutionBackwardDataGetWorkSpaceSize(h, w, dy, "
                    "c, dx, a, &s);");
}

} // namespace
