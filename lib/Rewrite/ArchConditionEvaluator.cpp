//===- ArchConditionEvaluator.cpp - A #if line as AMD builds see it -------===//
#include "ArchConditionEvaluator.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

namespace {

/// Recursive descent over the tokens of one condition: defined, !, ~, unary
/// +/-, the binary operators, ?:, parentheses and integer literals. Macros
/// of the arch rows are undefined (0); other identifiers are unknown.
class ConditionEvaluator {
public:
  ConditionEvaluator(const TokenStream &T, size_t Begin, size_t End,
                     llvm::function_ref<bool(StringRef)> IsArch)
      : T(T), I(Begin), End(End), IsArch(IsArch) {}

  /// std::nullopt when the line is not an expression this evaluator reads.
  std::optional<CondValue> evaluate() {
    CondValue V = conditional();
    if (Failed || I != End)
      return std::nullopt;
    return V;
  }

private:
  bool at(tok::TokenKind K) const { return I < End && T[I].is(K); }
  bool accept(tok::TokenKind K) {
    if (!at(K))
      return false;
    ++I;
    return true;
  }

  CondValue conditional() {
    CondValue C = binary(1);
    if (!accept(tok::question))
      return C;
    CondValue A = conditional();
    if (!accept(tok::colon)) {
      Failed = true;
      return C;
    }
    CondValue B = conditional();
    if (C.Known)
      return *C.Known ? A : B;
    return CondValue::unknownOf(C, CondValue::unknownOf(A, B));
  }

  static int precedence(tok::TokenKind K) {
    switch (K) {
    case tok::pipepipe:
      return 1;
    case tok::ampamp:
      return 2;
    case tok::pipe:
      return 3;
    case tok::caret:
      return 4;
    case tok::amp:
      return 5;
    case tok::equalequal:
    case tok::exclaimequal:
      return 6;
    case tok::less:
    case tok::greater:
    case tok::lessequal:
    case tok::greaterequal:
      return 7;
    case tok::lessless:
    case tok::greatergreater:
      return 8;
    case tok::plus:
    case tok::minus:
      return 9;
    case tok::star:
    case tok::slash:
    case tok::percent:
      return 10;
    default:
      return 0;
    }
  }

  CondValue binary(int MinPrec) {
    CondValue L = unary();
    while (I < End && !Failed) {
      tok::TokenKind Op = T[I].Kind;
      int Prec = precedence(Op);
      if (Prec < MinPrec || Prec == 0)
        break;
      ++I;
      CondValue R = binary(Prec + 1);
      L = combine(Op, L, R);
    }
    return L;
  }

  /// `0 && x` and `1 || x` are known whatever x is.
  CondValue combine(tok::TokenKind Op, const CondValue &L, const CondValue &R) {
    if (Op == tok::ampamp) {
      if ((L.Known && !*L.Known) || (R.Known && !*R.Known))
        return CondValue::of(0);
      if (L.Known && R.Known)
        return CondValue::of(1);
      return CondValue::unknownOf(L, R);
    }
    if (Op == tok::pipepipe) {
      if ((L.Known && *L.Known) || (R.Known && *R.Known))
        return CondValue::of(1);
      if (L.Known && R.Known)
        return CondValue::of(0);
      return CondValue::unknownOf(L, R);
    }
    if (!L.Known || !R.Known)
      return CondValue::unknownOf(L, R);
    int64_t A = *L.Known, B = *R.Known;
    switch (Op) {
    case tok::pipe:
      return CondValue::of(A | B);
    case tok::caret:
      return CondValue::of(A ^ B);
    case tok::amp:
      return CondValue::of(A & B);
    case tok::equalequal:
      return CondValue::of(A == B);
    case tok::exclaimequal:
      return CondValue::of(A != B);
    case tok::less:
      return CondValue::of(A < B);
    case tok::greater:
      return CondValue::of(A > B);
    case tok::lessequal:
      return CondValue::of(A <= B);
    case tok::greaterequal:
      return CondValue::of(A >= B);
    case tok::lessless:
      return CondValue::of(B >= 0 && B < 63 ? A << B : 0);
    case tok::greatergreater:
      return CondValue::of(B >= 0 && B < 63 ? A >> B : 0);
    case tok::plus:
      return CondValue::of(A + B);
    case tok::minus:
      return CondValue::of(A - B);
    case tok::star:
      return CondValue::of(A * B);
    case tok::slash:
    case tok::percent:
      if (B == 0) {
        Failed = true; // an error in the preprocessor as well
        return L;
      }
      return CondValue::of(Op == tok::slash ? A / B : A % B);
    default:
      Failed = true;
      return L;
    }
  }

  CondValue unary() {
    if (accept(tok::exclaim)) {
      CondValue V = unary();
      return V.Known ? CondValue::of(!*V.Known) : V;
    }
    if (accept(tok::tilde)) {
      CondValue V = unary();
      return V.Known ? CondValue::of(~*V.Known) : V;
    }
    if (accept(tok::minus)) {
      CondValue V = unary();
      return V.Known ? CondValue::of(-*V.Known) : V;
    }
    if (accept(tok::plus))
      return unary();
    return primary();
  }

  CondValue primary() {
    if (I >= End) {
      Failed = true;
      return CondValue::of(0);
    }
    if (accept(tok::l_paren)) {
      CondValue V = conditional();
      if (!accept(tok::r_paren))
        Failed = true;
      return V;
    }
    if (at(tok::numeric_constant))
      return number(T.text(I++));
    if (!T[I].isIdentifier()) {
      Failed = true;
      return CondValue::of(0);
    }
    StringRef Name = T.text(I++);
    if (Name == "defined") {
      bool Paren = accept(tok::l_paren);
      if (I >= End || !T[I].isIdentifier()) {
        Failed = true;
        return CondValue::of(0);
      }
      StringRef Macro = T.text(I++);
      if (Paren && !accept(tok::r_paren))
        Failed = true;
      return IsArch(Macro) ? CondValue::of(0) : CondValue::unknown(Macro);
    }
    if (IsArch(Name))
      return CondValue::of(0); // an undefined macro is 0 in #if
    if (Name == "true" || Name == "false")
      return CondValue::of(Name == "true");
    // A function-like macro (`__has_builtin(x)`) is as unknown as a plain one.
    if (at(tok::l_paren)) {
      size_t Close = T.findClosing(I);
      if (Close >= End) {
        Failed = true;
        return CondValue::of(0);
      }
      I = Close + 1;
    }
    return CondValue::unknown(Name);
  }

  CondValue number(StringRef Text) {
    std::string Digits;
    for (char C : Text.rtrim("uUlL"))
      if (C != '\'')
        Digits.push_back(C);
    uint64_t V = 0;
    if (StringRef(Digits).getAsInteger(0, V)) {
      Failed = true;
      return CondValue::of(0);
    }
    return CondValue::of(static_cast<int64_t>(V));
  }

  const TokenStream &T;
  size_t I, End;
  llvm::function_ref<bool(StringRef)> IsArch;
  bool Failed = false;
};

} // namespace

std::optional<CondValue>
cu2hip::evaluateArchCondition(const TokenStream &T, size_t Begin, size_t End,
                              llvm::function_ref<bool(StringRef)> IsArch) {
  return ConditionEvaluator(T, Begin, End, IsArch).evaluate();
}
