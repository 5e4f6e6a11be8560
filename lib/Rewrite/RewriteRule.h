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
/// A rule keeps what only it needs as members of its class (a fresh rule
/// object per file). What it hands other rules goes through the
/// channels RewriteContext declares, each naming its writer and readers.
/// scripts/add-rule.py adds a rule: its class, registry line, diagnostic,
/// documentation page and lit test.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_REWRITERULE_H
#define CU2HIP_REWRITE_REWRITERULE_H

#include "llvm/ADT/StringRef.h"
#include <memory>
#include <vector>

namespace cu2hip {

struct RewriteContext;

class RewriteRule {
public:
  virtual ~RewriteRule() = default;

  /// The rule's id, as docs/architecture.md and `rule:` in the tables
  /// name it (`identifiers`, `inline-ptx`).
  virtual llvm::StringRef name() const = 0;

  /// Phase 1: before the token walk.
  virtual void start(RewriteContext &Ctx) {}

  /// Phase 2: offered token \p Index; returns whether the rule claimed it.
  /// A rule may move \p Index forward past tokens it consumed (never back).
  virtual bool token(RewriteContext &Ctx, size_t &Index) { return false; }

  /// Phase 3: after the token walk.
  virtual void finish(RewriteContext &Ctx) {}
};

/// The factory of each rule, defined beside its class.
#define CU2HIP_REWRITE_RULE(Class) std::unique_ptr<RewriteRule> create##Class();
#include "RewriteRules.def"

/// One object of every rule, in registry order (RewriteRules.def).
std::vector<std::unique_ptr<RewriteRule>> createRewriteRules();

} // namespace cu2hip

#endif
