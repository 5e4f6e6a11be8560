//===- AsmStatement.cpp - An asm statement taken apart --------------------===//
#include "AsmStatement.h"
#include "PtxParser.h"
#include "llvm/ADT/StringRef.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

std::optional<AsmStatement> cu2hip::parseAsm(const TokenStream &T,
                                             size_t Index) {
  AsmStatement S;
  S.Asm = Index;
  size_t I = Index + 1;
  for (; I < T.size() && T[I].isIdentifier(); ++I) {
    StringRef Q = T.text(I);
    if (Q == "goto")
      S.Unreadable = "asm goto jumps to C++ labels";
    else if (Q != "volatile" && Q != "__volatile__" && Q != "__volatile" &&
             Q != "inline" && Q != "__inline__" && Q != "__inline")
      return std::nullopt;
    S.Qualified = true;
  }
  if (I >= T.size() || !T[I].is(tok::l_paren))
    return std::nullopt;
  S.Close = T.findClosing(I);
  if (S.Close >= T.size())
    return std::nullopt;
  // The template: adjacent string literals.
  ++I;
  for (; I < S.Close && T[I].is(tok::string_literal); ++I) {
    StringRef Body = T.text(I).drop_front().drop_back();
    if (!decodeCString(Body, S.Template))
      S.Unreadable = "its template has an escape cu2hip cannot read";
  }
  auto Section = [&](size_t J) {
    return T[J].is(tok::colon) ? 1u : T[J].is(tok::coloncolon) ? 2u : 0u;
  };
  if (I < S.Close && !Section(I)) {
    if (!S.Unreadable)
      S.Unreadable = "its template is not a plain string literal (it uses '" +
                     T.text(I).str() + "')";
    return S;
  }
  while (I < S.Close) {
    if (unsigned Colons = Section(I)) {
      S.Sections += Colons;
      ++I;
      continue;
    }
    if (T[I].is(tok::comma)) {
      ++I;
      continue;
    }
    if (S.Sections >= 3) { // clobbers, labels
      if (T[I].is(tok::string_literal))
        S.Clobbers.push_back(T.text(I).drop_front().drop_back().str());
      ++I;
      continue;
    }
    if (T[I].is(tok::l_square)) {
      S.Unreadable = "it names its operands ([name])";
      return S;
    }
    AsmOperand Op;
    for (; I < S.Close && T[I].is(tok::string_literal); ++I)
      Op.Constraint += T.text(I).drop_front().drop_back().str();
    if (I >= S.Close || !T[I].is(tok::l_paren)) {
      S.Unreadable =
          "an operand is not a constraint and a parenthesised expression";
      return S;
    }
    Op.Open = I;
    Op.Close = T.findClosing(I);
    if (Op.Close > S.Close)
      return std::nullopt;
    if (S.Sections == 1)
      ++S.Outputs;
    S.Operands.push_back(Op);
    I = Op.Close + 1;
  }
  return S;
}

bool cu2hip::looksLikeHostAsm(const AsmStatement &S) {
  for (const AsmOperand &Op : S.Operands)
    for (char C : StringRef(Op.Constraint).ltrim("=+&"))
      if (!StringRef("rlfdhnc").contains(C))
        return true;
  for (const std::string &C : S.Clobbers)
    if (C != "memory")
      return true;
  StringRef Tpl(S.Template);
  return Tpl.contains("%%e") || Tpl.contains("%%r") || Tpl.contains('$');
}

bool cu2hip::startsStatement(const TokenStream &T, size_t Asm) {
  if (Asm == 0)
    return true;
  const RawToken &P = T[Asm - 1];
  if (P.is(tok::semi) || P.is(tok::l_brace) || P.is(tok::r_brace) ||
      P.is(tok::r_paren) || P.is(tok::colon))
    return true;
  if (P.isIdentifier() &&
      (T.text(Asm - 1) == "else" || T.text(Asm - 1) == "do"))
    return true;
  int D = T[Asm].Directive;
  return D >= 0 && Asm - 1 == size_t(D) + 2; // `#define NAME asm(...)`
}
