//===- RegisterRule.cpp - Drop the `register` storage class ---------------===//
///
/// \file
/// nvcc accepts `register` in C++17 code with a warning; hipcc's Clang
/// refuses it (C++17 removed it). It never meant anything to a C++
/// compiler, so the translation drops it (and cu2hip's own parse, like
/// nvcc, accepts it: -Wno-register). C files keep it: C still has it.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;

/// `register` at \p Index, in C++: dropped (hipcc refuses it in C++17).
static void dropRegisterKeyword(RewriteContext &Ctx, size_t Index) {
  const TokenStream &T = Ctx.Tokens;
  const RawToken &Tok = T[Index];
  if (Ctx.inCSource() ||
      (Tok.Directive >= 0 && T.directiveName(Index) != "define"))
    return;
  // The blanks after it go too, up to the next token on the same line.
  unsigned End = Tok.end();
  if (Index + 1 < T.size() && !T[Index + 1].StartOfLine)
    End = T[Index + 1].Offset;
  if (!Ctx.Edits.isFree(Tok.Offset, End - Tok.Offset))
    return;
  Ctx.Edits.addFree({Tok.Offset, End - Tok.Offset, ""});
}

namespace {
class RegisterRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "register-keyword"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::RegisterKeyword};
  }
  bool token(RewriteContext &Ctx, size_t &Index) override {
    if (!Ctx.Tokens[Index].isIdentifier() ||
        Ctx.Tokens.text(Index) != "register")
      return false;
    dropRegisterKeyword(Ctx, Index);
    return true;
  }
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createRegisterRule(RuleHandoffs &) {
  return std::make_unique<RegisterRule>();
}
