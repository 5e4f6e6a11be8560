//===- RuleHarness.cpp - Run one rewrite rule on a snippet ----------------===//
#include "RuleHarness.h"
#include "Rewrite/RewriteContext.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"

using namespace cu2hip;

std::vector<std::string> RuleRun::diagIds() const {
  std::vector<std::string> Ids;
  for (const Finding &F : Findings)
    Ids.push_back(diagInfo(F.Kind).Id.str());
  return Ids;
}

bool RuleRun::says(llvm::StringRef Part) const {
  return llvm::any_of(Findings, [&](const Finding &F) {
    return llvm::StringRef(F.Message).contains(Part);
  });
}

TranslateOptions cu2hip::harnessOptions() {
  TranslateOptions Options;
  Options.Target = HipVersion(6, 2);
  Options.AddRuntimeInclude = false;
  return Options;
}

RuleRun cu2hip::runRule(llvm::StringRef RuleName, llvm::StringRef Snippet,
                        const TranslateOptions &Options, const AstFacts *Facts,
                        llvm::StringRef FileName, RuleSetup Setup) {
  static const MappingTable Table; // the built-in tables
  // Every rule is made, so that the hand-offs between them are wired as in
  // a translation; only the named one runs.
  RuleHandoffs Handoffs;
  std::vector<std::unique_ptr<RewriteRule>> Rules =
      createRewriteRules(&Handoffs);
  auto It = llvm::find_if(Rules, [&](const std::unique_ptr<RewriteRule> &R) {
    return R->name() == RuleName;
  });
  if (It == Rules.end()) {
    ADD_FAILURE() << "no rewrite rule is named '" << RuleName.str() << "'";
    return {};
  }
  RewriteRule &Rule = **It;
  std::string Buffer = Snippet.str(); // the raw lexer needs a NUL after it
  TokenStream Tokens(Buffer);
  RewriteContext Ctx(FileName, Tokens, Table, Options, Facts);
  Ctx.findLocalMacros();
  if (Setup)
    Setup(Ctx, Handoffs);
  Rule.start(Ctx);
  for (size_t I = 0; I < Tokens.size(); ++I)
    (void)Rule.token(Ctx, I);
  Rule.finish(Ctx);

  RuleRun Run;
  Run.Text = Ctx.Edits.apply(Snippet);
  Run.UsesCuda = Ctx.UsesCuda;
  Run.Findings = std::move(Ctx.Findings);
  llvm::stable_sort(Run.Findings, [](const Finding &A, const Finding &B) {
    return A.Offset < B.Offset;
  });
  return Run;
}

::testing::AssertionResult cu2hip::leavesAlone(llvm::StringRef RuleName,
                                               llvm::StringRef Snippet,
                                               const TranslateOptions &Options,
                                               const AstFacts *Facts,
                                               llvm::StringRef FileName) {
  RuleRun Run = runRule(RuleName, Snippet, Options, Facts, FileName);
  if (Run.Text == Snippet && Run.Findings.empty())
    return ::testing::AssertionSuccess();
  ::testing::AssertionResult Failure = ::testing::AssertionFailure();
  Failure << "'" << RuleName.str() << "' made:\n" << Run.Text;
  for (const Finding &F : Run.Findings)
    Failure << "\nand reported: " << F.Message;
  return Failure;
}
