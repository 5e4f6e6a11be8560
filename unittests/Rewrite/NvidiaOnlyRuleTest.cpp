//===- NvidiaOnlyRuleTest.cpp - The nvidia-only-declarations rule alone ---===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

constexpr llvm::StringLiteral Guard =
    "#if !defined(__HIP_PLATFORM_AMD__) // AMD builds declare these already\n";

TEST(NvidiaOnlyRuleTest, GuardsAdjacentDeclarationsTogether) {
  llvm::StringRef First = "void f(CUresult r);\n";
  llvm::StringRef Second = "void g(CUresult r);\n";
  std::string Source = ("int a;\n" + First + Second + "int b;\n").str();
  AstFacts Facts;
  unsigned Begin = 7;
  Facts.NvidiaOnlyDecls[Begin] = Begin + First.size();
  Facts.NvidiaOnlyDecls[Begin + First.size()] =
      Begin + First.size() + Second.size();
  RuleRun R =
      runRule("nvidia-only-declarations", Source, harnessOptions(), &Facts);
  EXPECT_EQ(R.Text,
            ("int a;\n" + Guard + First + Second + "#endif\nint b;\n").str());
}

TEST(NvidiaOnlyRuleTest, LeavesAGuardItWroteBefore) {
  std::string Source = (Guard + "void f(CUresult r);\n#endif\n").str();
  AstFacts Facts;
  Facts.NvidiaOnlyDecls[Guard.size()] = Guard.size() + 19;
  EXPECT_TRUE(leavesAlone("nvidia-only-declarations", Source, harnessOptions(),
                          &Facts));
}

TEST(NvidiaOnlyRuleTest, WithoutTheAstThereIsNothingToGuard) {
  EXPECT_TRUE(leavesAlone("nvidia-only-declarations", "void f(CUresult r);\n"));
}

} // namespace
