//===- RuleHarnessTest.cpp - The one-rule harness itself ------------------===//
#include "RuleHarness.h"
#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(RuleHarnessTest, OnlyTheNamedRuleRuns) {
  // The identifier rule would rename cudaMalloc; it does not run.
  RuleRun R = runRule("register-keyword", "register void *p = cudaMalloc;\n");
  EXPECT_EQ(R.Text, "void *p = cudaMalloc;\n");
}

TEST(RuleHarnessTest, LeavesAloneFailsOnAnEditOrAFinding) {
  EXPECT_FALSE(leavesAlone("register-keyword", "register int x;\n"));
  EXPECT_FALSE(leavesAlone("identifiers", "cudaNoSuchCall();\n"));
  EXPECT_TRUE(leavesAlone("identifiers", "int x;\n"));
}

TEST(RuleHarnessTest, AnUnknownRuleFailsTheTest) {
  EXPECT_NONFATAL_FAILURE(runRule("no-such-rule", "int x;\n"),
                          "no rewrite rule is named 'no-such-rule'");
}

} // namespace
