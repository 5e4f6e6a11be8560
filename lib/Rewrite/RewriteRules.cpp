//===- RewriteRules.cpp - The registry of rewrite rules -------------------===//
///
/// \file
/// The rules of RewriteRules.def, and the check that their claims
/// (RuleClaims.def) overlap only where an order is declared and kept.
///
//===----------------------------------------------------------------------===//
#include "RewriteRule.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include <optional>

using namespace cu2hip;

namespace {
struct ClaimInfo {
  llvm::StringRef Name;
  RuleClaim Within;
};
constexpr ClaimInfo Claims[] = {
    {"None", RuleClaim::None},
#define CU2HIP_RULE_CLAIM(Claim, Within, Description)                          \
  {#Claim, RuleClaim::Within},
#include "RuleClaims.def"
};
} // namespace

llvm::StringRef cu2hip::ruleClaimName(RuleClaim Claim) {
  return Claims[static_cast<size_t>(Claim)].Name;
}

/// Whether \p Inner is \p Outer or lies within it.
static bool within(RuleClaim Inner, RuleClaim Outer) {
  for (RuleClaim C = Inner; C != RuleClaim::None;
       C = Claims[static_cast<size_t>(C)].Within)
    if (C == Outer)
      return true;
  return false;
}

bool cu2hip::claimsOverlap(RuleClaim A, RuleClaim B) {
  return within(A, B) || within(B, A);
}

/// The first pair of claims of \p A and \p B that overlap, if any.
static std::optional<std::pair<RuleClaim, RuleClaim>>
overlap(const RuleEntry &A, const RuleEntry &B) {
  for (RuleClaim CA : A.Claims)
    for (RuleClaim CB : B.Claims)
      if (claimsOverlap(CA, CB))
        return std::make_pair(CA, CB);
  return std::nullopt;
}

std::vector<std::string>
cu2hip::checkRuleOrders(llvm::ArrayRef<RuleEntry> Rules,
                        llvm::ArrayRef<RuleOrder> Orders) {
  std::vector<std::string> Problems;
  auto Position = [&](llvm::StringRef Class) -> std::optional<size_t> {
    auto It = llvm::find_if(
        Rules, [&](const RuleEntry &R) { return R.Class == Class; });
    return It == Rules.end() ? std::nullopt
                             : std::optional(size_t(It - Rules.begin()));
  };
  auto Named = [](const RuleEntry &R) {
    return R.Class.str() + " ('" + R.Name + "')";
  };
  for (const RuleOrder &O : Orders) {
    std::optional<size_t> First = Position(O.First), Then = Position(O.Then);
    if (!First || !Then) {
      Problems.push_back("the order " + O.First.str() + " < " + O.Then.str() +
                         " names a rule the registry lacks");
      continue;
    }
    if (!overlap(Rules[*First], Rules[*Then]))
      Problems.push_back("the order " + O.First.str() + " < " + O.Then.str() +
                         " is between rules whose claims do not overlap");
    if (*First > *Then)
      Problems.push_back("the registry puts " + O.Then.str() + " before " +
                         O.First.str() + ", against its declared order");
  }
  for (size_t I = 0; I < Rules.size(); ++I)
    for (size_t J = I + 1; J < Rules.size(); ++J) {
      auto Pair = overlap(Rules[I], Rules[J]);
      if (!Pair)
        continue;
      bool Ordered = llvm::any_of(Orders, [&](const RuleOrder &O) {
        return (O.First == Rules[I].Class && O.Then == Rules[J].Class) ||
               (O.First == Rules[J].Class && O.Then == Rules[I].Class);
      });
      if (!Ordered)
        Problems.push_back(Named(Rules[I]) + " claims " +
                           ruleClaimName(Pair->first).str() + " and " +
                           Named(Rules[J]) + " claims " +
                           ruleClaimName(Pair->second).str() +
                           ", with no order declared between them");
    }
  return Problems;
}

/// The rules in registry order, each with its class name.
static std::vector<std::pair<llvm::StringRef, std::unique_ptr<RewriteRule>>>
createNamedRules(RuleHandoffs &Handoffs) {
  std::vector<std::pair<llvm::StringRef, std::unique_ptr<RewriteRule>>> Rules;
#define CU2HIP_REWRITE_RULE(Class)                                             \
  Rules.emplace_back(#Class, create##Class(Handoffs));
#include "RewriteRules.def"
  return Rules;
}

std::vector<RuleEntry> cu2hip::registeredRules() {
  std::vector<RuleEntry> Entries;
  RuleHandoffs Handoffs;
  for (auto &[Class, Rule] : createNamedRules(Handoffs))
    Entries.push_back({Class, Rule->name().str(), Rule->claims()});
  return Entries;
}

std::vector<RuleOrder> cu2hip::declaredRuleOrders() {
  return {
#define CU2HIP_RULE_ORDER(First, Then, Why) {#First, #Then},
#include "RewriteRules.def"
  };
}

std::vector<std::unique_ptr<RewriteRule>>
cu2hip::createRewriteRules(RuleHandoffs *Handoffs) {
  // Once per process: the registry is the same for every file.
  static const bool Checked = [] {
    std::vector<std::string> Problems =
        checkRuleOrders(registeredRules(), declaredRuleOrders());
    if (!Problems.empty())
      llvm::report_fatal_error(llvm::Twine("RewriteRules.def: ") +
                               llvm::join(Problems, "; "));
    return true;
  }();
  (void)Checked;
  RuleHandoffs Own;
  std::vector<std::unique_ptr<RewriteRule>> Rules;
  for (auto &Named : createNamedRules(Handoffs ? *Handoffs : Own))
    Rules.push_back(std::move(Named.second));
  return Rules;
}
