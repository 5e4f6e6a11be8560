//===- RegisterRuleTest.cpp - The register-keyword rule alone -------------===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(RegisterRuleTest, DropsTheKeywordAndItsBlanks) {
  RuleRun R = runRule("register-keyword",
                      "void f() { register int x = 1; register   float y; }");
  EXPECT_EQ(R.Text, "void f() { int x = 1; float y; }");
  EXPECT_TRUE(R.Findings.empty());
}

TEST(RegisterRuleTest, DropsItFromAMacroBody) {
  RuleRun R =
      runRule("register-keyword", "#define FAST register\nFAST int n;\n");
  EXPECT_EQ(R.Text, "#define FAST \nFAST int n;\n");
}

TEST(RegisterRuleTest, CFilesKeepIt) {
  EXPECT_TRUE(leavesAlone("register-keyword", "int f(void) { register int x; }",
                          harnessOptions(), nullptr, "k.c"));
}

} // namespace
