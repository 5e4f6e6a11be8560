//===- TokenPasteRuleTest.cpp - The token-pastes rule alone ---------------===//
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

TEST(TokenPasteRuleTest, RenamesAFragmentEveryUseAgreesOn) {
  RuleRun R = runRule("token-pastes", "#define CUDA_API(n) cuda##n\n"
                                      "void f(int *n, void *p) {\n"
                                      "  CUDA_API(GetDeviceCount)(n);\n"
                                      "  CUDA_API(Free)(p);\n"
                                      "}\n");
  EXPECT_EQ(R.Text, "#define CUDA_API(n) hip##n\n"
                    "void f(int *n, void *p) {\n"
                    "  CUDA_API(GetDeviceCount)(n);\n"
                    "  CUDA_API(Free)(p);\n"
                    "}\n");
  EXPECT_TRUE(R.Findings.empty());
}

TEST(TokenPasteRuleTest, ReportsEachUseWhenTheyDisagree) {
  llvm::StringRef Source = "#define MIXED(n) cuda##n\n"
                           "void f(void *p) {\n"
                           "  MIXED(Free)(p);\n"
                           "  MIXED(ThreadSynchronize)();\n"
                           "}\n";
  RuleRun R = runRule("token-pastes", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("pasted-name", "pasted-name"));
  EXPECT_TRUE(R.says("'MIXED(Free)' builds a CUDA name by token pasting onto "
                     "'cuda' in macro 'MIXED' (line 1)"));
}

TEST(TokenPasteRuleTest, PastesOfTheUsersOwnNamesStay) {
  EXPECT_TRUE(leavesAlone("token-pastes", "#define MINE(n) my##n\n"
                                          "void g() { MINE(Stuff)(); }\n"));
}

} // namespace
