//===- RuleRegistryTest.cpp - Claims and orders of the rule registry ------===//
#include "Rewrite/RewriteRule.h"
#include "llvm/ADT/StringSet.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

namespace {

TEST(RuleRegistryTest, RegistryOrdersEveryOverlap) {
  EXPECT_THAT(checkRuleOrders(registeredRules(), declaredRuleOrders()),
              IsEmpty());
}

TEST(RuleRegistryTest, EveryRuleHasItsOwnNameAndClaims) {
  llvm::StringSet<> Names;
  for (const RuleEntry &R : registeredRules()) {
    EXPECT_TRUE(Names.insert(R.Name).second) << R.Name;
    EXPECT_FALSE(R.Claims.empty()) << R.Name;
  }
  EXPECT_EQ(Names.size(), 14u);
}

TEST(RuleRegistryTest, ClaimsOverlapWhenOneLiesWithinTheOther) {
  EXPECT_TRUE(claimsOverlap(RuleClaim::Identifier, RuleClaim::Identifier));
  EXPECT_TRUE(claimsOverlap(RuleClaim::RegisterKeyword, RuleClaim::Identifier));
  EXPECT_TRUE(claimsOverlap(RuleClaim::Identifier, RuleClaim::RegisterKeyword));
  EXPECT_FALSE(
      claimsOverlap(RuleClaim::RegisterKeyword, RuleClaim::AsmKeyword));
  EXPECT_FALSE(claimsOverlap(RuleClaim::LaunchChevrons, RuleClaim::Identifier));
  EXPECT_EQ(ruleClaimName(RuleClaim::AsmKeyword), "AsmKeyword");
}

TEST(RuleRegistryTest, UnorderedOverlapIsReported) {
  std::vector<RuleEntry> Rules = {
      {"KeywordRule", "keyword", {RuleClaim::RegisterKeyword}},
      {"NameRule", "names", {RuleClaim::Identifier}},
      {"LaunchRule", "launches", {RuleClaim::LaunchChevrons}}};
  EXPECT_THAT(checkRuleOrders(Rules, {}),
              ElementsAre("KeywordRule ('keyword') claims RegisterKeyword "
                          "and NameRule ('names') claims Identifier, with no "
                          "order declared between them"));
  EXPECT_THAT(checkRuleOrders(Rules, {{"KeywordRule", "NameRule"}}), IsEmpty());
}

TEST(RuleRegistryTest, BrokenStaleAndUnknownOrdersAreReported) {
  std::vector<RuleEntry> Rules = {
      {"NameRule", "names", {RuleClaim::Identifier}},
      {"KeywordRule", "keyword", {RuleClaim::RegisterKeyword}},
      {"LaunchRule", "launches", {RuleClaim::LaunchChevrons}}};
  EXPECT_THAT(checkRuleOrders(Rules, {{"KeywordRule", "NameRule"}}),
              ElementsAre("the registry puts NameRule before KeywordRule, "
                          "against its declared order"));
  EXPECT_THAT(checkRuleOrders(Rules, {{"KeywordRule", "NameRule"},
                                      {"NameRule", "LaunchRule"}}),
              ElementsAre(HasSubstr("against its declared order"),
                          "the order NameRule < LaunchRule is between rules "
                          "whose claims do not overlap"));
  EXPECT_THAT(checkRuleOrders(Rules, {{"NameRule", "KeywordRule"},
                                      {"GoneRule", "NameRule"}}),
              ElementsAre("the order GoneRule < NameRule names a rule the "
                          "registry lacks"));
}

} // namespace
