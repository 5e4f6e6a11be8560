//===- RuleHarness.h - Run one rewrite rule on a snippet --------*- C++ -*-===//
///
/// \file
/// The one-rule test harness, as clang-tidy tests one check: a snippet is
/// tokenized, a RewriteContext built over the built-in tables, and only the
/// named rule (RewriteRule::name()) runs, its start(), token() and finish()
/// hooks as translateSource runs them. What the other rules would have done
/// (claimed a token first, rebuilt a planned call) does not happen.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_UNITTESTS_REWRITE_RULEHARNESS_H
#define CU2HIP_UNITTESTS_REWRITE_RULEHARNESS_H

#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Support/AstFacts.h"
#include "cu2hip/Support/Finding.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

namespace cu2hip {

/// What one rule made of a snippet.
struct RuleRun {
  std::string Text;              ///< the snippet with the rule's edits
  std::vector<Finding> Findings; ///< in the order of their offsets
  bool UsesCuda = false;

  /// The ids of the findings' diagnostics (`call-not-rewritten`), in order.
  std::vector<std::string> diagIds() const;
  /// Whether a finding's message contains \p Part.
  bool says(llvm::StringRef Part) const;
};

/// The options the harness runs with unless a test gives its own: HIP 6.2,
/// chevron launches, no runtime include added.
TranslateOptions harnessOptions();

struct RewriteContext;
struct RuleHandoffs;
/// Fills what the rule under test is handed by the others (a planned call)
/// before it runs.
using RuleSetup = llvm::function_ref<void(RewriteContext &, RuleHandoffs &)>;

/// Runs the rule named \p RuleName alone on \p Snippet, a file named
/// \p FileName; \p Facts as the AST would give them (none: --no-ast).
/// A name no rule has fails the test.
RuleRun runRule(llvm::StringRef RuleName, llvm::StringRef Snippet,
                const TranslateOptions &Options = harnessOptions(),
                const AstFacts *Facts = nullptr,
                llvm::StringRef FileName = "k.cu", RuleSetup Setup = nullptr);

/// Whether the rule named \p RuleName, run alone, leaves \p Snippet as it
/// is and reports nothing; otherwise what it made, for the failure message.
::testing::AssertionResult
leavesAlone(llvm::StringRef RuleName, llvm::StringRef Snippet,
            const TranslateOptions &Options = harnessOptions(),
            const AstFacts *Facts = nullptr, llvm::StringRef FileName = "k.cu");

} // namespace cu2hip

#endif
