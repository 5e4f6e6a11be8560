//===- CoordinateAutoRule.cpp - `auto i = threadIdx.x` stays an integer ---===//
///
/// \file
/// In CUDA, `threadIdx.x` (and blockIdx, blockDim, gridDim) is an unsigned
/// int. In HIP before 6.0 it is a member object of HIP's own type that
/// converts to one: `auto i = threadIdx.x;` deduces that type, and then
/// `i += blockDim.x`, `++i` or `min(i, n)` do not compile. Where a type is
/// deduced from the coordinate alone (an `auto` variable's initializer, or
/// a macro that stands for the coordinate), the translation writes CUDA's
/// type as a cast, which changes nothing else: the value is the same
/// unsigned int.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using clang::tok::TokenKind;
namespace tok = clang::tok;

namespace {

bool isCoordinate(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("threadIdx", "blockIdx", "blockDim", "gridDim", true)
      .Default(false);
}

/// Whether tokens [.., Name] read `[const] auto [const] [&|&&] Name`.
bool declaresAuto(const TokenStream &T, size_t Name) {
  if (Name == 0 || !T[Name].isIdentifier())
    return false;
  size_t I = Name - 1;
  if (T[I].isOneOf(tok::amp, tok::ampamp) && I > 0)
    --I;
  if (T.text(I) == "const" && I > 0)
    --I;
  return T.text(I) == "auto";
}

/// Whether \p Name is a declarator of an `auto` declaration: the first
/// (`auto Name`) or a later one (`auto a = 1, Name`).
bool inAutoDeclaration(const TokenStream &T, size_t Name) {
  if (declaresAuto(T, Name))
    return true;
  if (Name == 0 || !T[Name - 1].is(tok::comma))
    return false;
  // Back to the start of the statement, over brackets; not far.
  int Depth = 0;
  size_t I = Name - 1;
  for (unsigned Steps = 0; I > 0 && Steps < 256; --I, ++Steps) {
    const RawToken &Tok = T[I - 1];
    if (Depth == 0 &&
        Tok.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::l_paren))
      break;
    if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      ++Depth;
    else if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      --Depth;
  }
  size_t Start = I;
  if (T.text(Start) == "const")
    ++Start;
  return Start < Name && T.text(Start) == "auto";
}

class CoordinateAutoRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "coordinate-auto"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::CoordinateInitializer};
  }
  bool token(RewriteContext &Ctx, size_t &Index) override {
    const TokenStream &T = Ctx.Tokens;
    size_t I = Index;
    if (!T[I].isIdentifier() || !isCoordinate(T.text(I)) || I < 2 ||
        I + 2 >= T.size() || !T[I + 1].is(tok::period) ||
        !llvm::is_contained({"x", "y", "z"}, T.text(I + 2)))
      return false;
    // The coordinate must be the whole initializer or the whole body.
    bool EndsThere = I + 3 == T.size() || T[I + 3].StartOfLine ||
                     T[I + 3].isOneOf(tok::semi, tok::comma);
    if (!EndsThere)
      return false;
    bool AutoInit = T[I - 1].is(tok::equal) && T[I].Directive < 0 &&
                    inAutoDeclaration(T, I - 2);
    bool MacroBody = T[I].Directive >= 0 && T.directiveName(I) == "define" &&
                     static_cast<size_t>(T[I].Directive) + 3 == I &&
                     (I + 3 == T.size() || T[I + 3].StartOfLine);
    if (!AutoInit && !MacroBody)
      return false;
    if (MacroBody) {
      // Parentheses keep the cast to the macro's own expansion.
      if (Ctx.Edits.isFree(T[I].Offset, 0) &&
          Ctx.Edits.isFree(T[I + 2].end(), 0))
        (void)Ctx.Edits.addAll(
            {{T[I].Offset, 0, "((unsigned int)"}, {T[I + 2].end(), 0, ")"}});
    } else if (Ctx.Edits.isFree(T[I].Offset, 0)) {
      Ctx.Edits.addFree({T[I].Offset, 0, "(unsigned int)"});
    }
    return false; // the name itself is still every other rule's
  }
};

} // namespace

std::unique_ptr<RewriteRule> cu2hip::createCoordinateAutoRule(RuleHandoffs &) {
  return std::make_unique<CoordinateAutoRule>();
}
