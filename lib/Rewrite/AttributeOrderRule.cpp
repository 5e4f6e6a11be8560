//===- AttributeOrderRule.cpp - C++11 attributes before __global__ -------===//
///
/// \file
/// nvcc takes a C++11 attribute after CUDA's execution space specifiers
/// (`__global__ [[deprecated]] void k()`); in HIP those specifiers are GNU
/// attributes (`__attribute__((global))`), after which Clang refuses an
/// attribute list. The attribute list moves to the front of the
/// declaration's specifiers, where it means the same: it appertains to the
/// declared function either way.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {

/// Specifiers an attribute list may follow in CUDA's spelling, and that it
/// moves in front of.
bool isSpecifier(llvm::StringRef Word) {
  return llvm::StringSwitch<bool>(Word)
      .Cases("__global__", "__device__", "__host__", "__forceinline__",
             "__noinline__", true)
      .Cases("static", "inline", "extern", "constexpr", true)
      .Default(false);
}

bool isExecutionSpace(llvm::StringRef Word) {
  return Word == "__global__" || Word == "__device__" || Word == "__host__";
}

class AttributeOrderRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "attribute-order"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::AttributeAfterSpecifier};
  }
  bool token(RewriteContext &Ctx, size_t &Index) override {
    const TokenStream &T = Ctx.Tokens;
    size_t I = Index;
    if (!T[I].isIdentifier() || !isExecutionSpace(T.text(I)) ||
        T[I].Directive >= 0 || I + 2 >= T.size() ||
        !T[I + 1].is(tok::l_square) || !T[I + 2].is(tok::l_square))
      return false;
    size_t Close = T.findClosing(I + 1); // the outer `]`
    if (Close >= T.size() || Close < I + 3 || !T[Close - 1].is(tok::r_square))
      return false;
    size_t Start = I;
    while (Start > 0 && T[Start - 1].isIdentifier() &&
           isSpecifier(T.text(Start - 1)) && T[Start - 1].Directive < 0)
      --Start;
    unsigned Begin = T[I + 1].Offset, End = T[Close].end();
    // The blanks after the list go with it.
    unsigned Cut = Close + 1 < T.size() && !T[Close + 1].StartOfLine
                       ? T[Close + 1].Offset
                       : End;
    std::string List = T.source().slice(Begin, End).str();
    if (Ctx.Edits.isFree(Begin, Cut - Begin))
      (void)Ctx.Edits.addAll(
          {{T[Start].Offset, 0, List + " "}, {Begin, Cut - Begin, ""}});
    return false; // the specifier itself is still every other rule's
  }
};

} // namespace

std::unique_ptr<RewriteRule> cu2hip::createAttributeOrderRule(RuleHandoffs &) {
  return std::make_unique<AttributeOrderRule>();
}
