//===- CallRuleTest.cpp - The call-arguments rule alone -------------------===//
///
/// The call rule rebuilds the calls planned into its CallPlan; here the
/// test plans them, as the identifier rule would.
///
//===----------------------------------------------------------------------===//
#include "Rewrite/CallPlan.h"
#include "Rewrite/RewriteContext.h"
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

constexpr llvm::StringLiteral Query =
    "cudnnGetConvolutionBackwardDataWorkspaceSize";

/// Plans the call whose callee is the first token (the query's row).
RuleRun runPlanned(llvm::StringRef Source, bool &Planned) {
  return runRule("call-arguments", Source, harnessOptions(), nullptr, "k.cu",
                 [&](RewriteContext &Ctx, RuleHandoffs &Handoffs) {
                   const MappingRow *Row = Ctx.Table.lookup(Query);
                   ASSERT_NE(Row, nullptr);
                   Planned = Handoffs.Calls->plan(Ctx, *Row, 0);
                 });
}

TEST(CallRuleTest, RebuildsAPlannedArgumentList) {
  bool Planned = false;
  RuleRun R =
      runPlanned((Query + "(h, w, dy, conv, dx, algo, &size);").str(), Planned);
  EXPECT_TRUE(Planned);
  // The callee is the identifier rule's to rename; the list is this rule's.
  EXPECT_EQ(R.Text, (Query + "(h, dy, w, conv, dx, &size);").str());
  EXPECT_TRUE(R.Findings.empty());
}

TEST(CallRuleTest, ACallOfAnotherArityIsNotPlanned) {
  bool Planned = true;
  std::string Source = (Query + "(h, w, dy);").str();
  RuleRun R = runPlanned(Source, Planned);
  EXPECT_FALSE(Planned);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("call-not-rewritten"));
  EXPECT_TRUE(R.says("takes 7 arguments, this call passes 3"));
}

TEST(CallRuleTest, NothingPlannedNothingRebuilt) {
  EXPECT_TRUE(leavesAlone(
      "call-arguments", (Query + "(h, w, dy, conv, dx, algo, &size);").str()));
}

} // namespace
