//===- RewriteRule.h - The contract of a rewrite rule -----------*- C++ -*-===//
///
/// \file
/// A rewrite rule is one concern of the translation of a file: rename
/// identifiers, rebuild launches, lower inline PTX... Rules run from one
/// ordered registry (RewriteRules.def), in three phases over the file:
///
///  1. start(): whole-file passes before the token walk. Line-level rules
///     run here and claim tokens the others then leave alone.
///  2. token(): every token in order, offered to the rules in registry
///     order; the first that claims it handles it.
///  3. finish(): after the walk, in registry order: rules that need every
///     other edit inside their range known (call arguments, inline PTX),
///     then those that add lines to the file (includes, shims).
///
/// Each rule declares what it claims (claims(), RuleClaims.def); rules whose
/// claims overlap are ordered explicitly in RewriteRules.def. A rule keeps
/// what only it needs as members of its class (a fresh rule object per
/// file). What it hands another rule is a typed object one of them owns and
/// the registry lends the other (RuleHandoffs), or, where several rules
/// write, a channel RewriteContext declares with its writers and readers.
/// scripts/add-rule.py adds a rule: its class, registry line, diagnostic,
/// documentation page, lit test and unit test.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_REWRITERULE_H
#define CU2HIP_REWRITE_REWRITERULE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace cu2hip {

struct RewriteContext;
class CallPlan;

/// What a rule takes charge of (RuleClaims.def).
enum class RuleClaim {
  None,
#define CU2HIP_RULE_CLAIM(Claim, Within, Description) Claim,
#include "RuleClaims.def"
};
/// The claim's name, as RuleClaims.def spells it.
llvm::StringRef ruleClaimName(RuleClaim Claim);
/// Whether two rules claiming \p A and \p B need an order: the claims are
/// equal or one lies within the other.
bool claimsOverlap(RuleClaim A, RuleClaim B);

class RewriteRule {
public:
  virtual ~RewriteRule() = default;

  /// The rule's id (`identifiers`, `inline-ptx`): the registry check's
  /// messages and the one-rule test harness name rules by it.
  virtual llvm::StringRef name() const = 0;

  /// What the rule takes charge of; see RuleClaims.def.
  virtual std::vector<RuleClaim> claims() const = 0;

  /// Phase 1: before the token walk.
  virtual void start(RewriteContext &Ctx) {}

  /// Phase 2: offered token \p Index; returns whether the rule claimed it.
  /// A rule may move \p Index forward past tokens it consumed (never back).
  virtual bool token(RewriteContext &Ctx, size_t &Index) { return false; }

  /// Phase 3: after the token walk.
  virtual void finish(RewriteContext &Ctx) {}
};

/// Offsets of identifiers a line-level rule reported with their line (the
/// __CUDA_ARCH__ of an #if, a test of the CUDA compiler before a HIP
/// branch), which stay as written.
using CoveredTokens = llvm::DenseSet<unsigned>;

/// The hand-offs between the rules of one file, each from one rule to
/// another: the rule first in RewriteRules.def owns it and sets it here in
/// its factory; the other's factory takes it from here.
struct RuleHandoffs {
  /// The call rule's queue of argument lists to rebuild; the identifier
  /// rule plans calls into it (CallPlan.h).
  CallPlan *Calls = nullptr;
  /// The arch-condition rule's tokens (start), which the identifier rule
  /// leaves alone.
  const CoveredTokens *Covered = nullptr;
};

/// The factory of each rule, defined beside its class.
#define CU2HIP_REWRITE_RULE(Class)                                             \
  std::unique_ptr<RewriteRule> create##Class(RuleHandoffs &Handoffs);
#include "RewriteRules.def"

/// One object of every rule, in registry order (RewriteRules.def), and the
/// hand-offs between them in \p Handoffs where given. The first call checks
/// the registry's claims and orders (checkRuleOrders) and stops the program
/// on a problem.
std::vector<std::unique_ptr<RewriteRule>>
createRewriteRules(RuleHandoffs *Handoffs = nullptr);

/// A rule as the registry check sees it.
struct RuleEntry {
  llvm::StringRef Class; ///< as RewriteRules.def names it
  std::string Name;      ///< RewriteRule::name()
  std::vector<RuleClaim> Claims;
};
/// CU2HIP_RULE_ORDER(First, Then, Why).
struct RuleOrder {
  llvm::StringRef First, Then;
};
/// The registry's rules, in order, and its declared orders.
std::vector<RuleEntry> registeredRules();
std::vector<RuleOrder> declaredRuleOrders();
/// What is wrong with \p Rules (in registry order) and \p Orders, one
/// message each: rules whose claims overlap with no order declared, an order
/// the registry breaks, or one between rules that need none or are not
/// registered.
std::vector<std::string> checkRuleOrders(llvm::ArrayRef<RuleEntry> Rules,
                                         llvm::ArrayRef<RuleOrder> Orders);

} // namespace cu2hip

#endif
