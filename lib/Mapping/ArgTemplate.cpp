//===- ArgTemplate.cpp ----------------------------------------------------===//
#include "cu2hip/Mapping/ArgTemplate.h"
#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

/// `$12` at the front of \p S: its index, and \p S advanced past it.
static bool takeArgumentRef(StringRef &S, unsigned &Index) {
  if (!S.consume_front("$"))
    return false;
  size_t Digits = 0;
  while (Digits < S.size() && llvm::isDigit(S[Digits]))
    ++Digits;
  if (Digits == 0 || S.take_front(Digits).getAsInteger(10, Index))
    return false;
  S = S.drop_front(Digits);
  return true;
}

/// Sets \p T's Required count: CUDA's defaults are trailing, so every
/// argument from the first one with a default on has one too.
static llvm::Error checkDefaults(ArgTemplate &T) {
  T.Required = T.MinArity;
  for (const ArgPiece &P : T.Pieces)
    if (P.IsArgument && !P.Default.empty())
      T.Required = std::min(T.Required, P.Index);
  for (const ArgPiece &P : T.Pieces)
    if (P.IsArgument && P.Index >= T.Required && P.Default.empty())
      return llvm::createStringError(
          "'args': $" + llvm::Twine(P.Index) +
          " has no default but an earlier argument has one");
  return llvm::Error::success();
}

llvm::Expected<ArgTemplate> cu2hip::parseArgTemplate(StringRef Args,
                                                     StringRef Require) {
  ArgTemplate T;
  T.Text = Args;
  auto Note = [&T](unsigned Index) {
    T.MinArity = std::max(T.MinArity, Index + 1);
  };
  for (StringRef Rest = Args; !Rest.empty();) {
    size_t Dollar = Rest.find('$');
    if (Dollar != 0) {
      T.Pieces.push_back({false, 0, Rest.take_front(Dollar)});
      Rest = Rest.drop_front(std::min(Dollar, Rest.size()));
      continue;
    }
    unsigned Index = 0;
    if (!takeArgumentRef(Rest, Index))
      return llvm::createStringError("'args': '$' must be followed by an "
                                     "argument number, as in '$0'");
    StringRef Default;
    if (Rest.consume_front("=")) {
      size_t Comma = std::min(Rest.find(','), Rest.size());
      Default = Rest.take_front(Comma).rtrim();
      Rest = Rest.drop_front(Comma);
      if (Default.empty())
        return llvm::createStringError("'args': '$" + llvm::Twine(Index) +
                                       "=' needs a default value");
    }
    T.Pieces.push_back({true, Index, "", Default});
    Note(Index);
  }

  llvm::SmallVector<StringRef, 4> Conjuncts;
  if (!Require.empty())
    Require.split(Conjuncts, "&&");
  for (StringRef Conjunct : Conjuncts) {
    llvm::SmallVector<StringRef, 4> Alternatives;
    Conjunct.split(Alternatives, "||");
    ArgClause Clause;
    for (size_t I = 0; I < Alternatives.size(); ++I) {
      StringRef Alt = Alternatives[I].trim();
      unsigned Index = 0;
      auto [Lhs, Rhs] = Alt.split("==");
      Lhs = Lhs.trim();
      Rhs = Rhs.trim();
      if (!takeArgumentRef(Lhs, Index) || !Lhs.empty() || !isIdentifier(Rhs))
        return llvm::createStringError(
            "'require': expected '$N == NAME' alternatives joined by '||' "
            "and clauses joined by '&&', got '" +
            Alt + "'");
      if (I > 0 && Index != Clause.Index)
        return llvm::createStringError(
            "'require': the alternatives of one clause must test the same "
            "argument ('" +
            Conjunct.trim() + "')");
      Clause.Index = Index;
      Clause.Allowed.push_back(Rhs);
      Note(Index);
    }
    T.Clauses.push_back(std::move(Clause));
  }
  if (llvm::Error E = checkDefaults(T))
    return std::move(E);
  for (const ArgClause &C : T.Clauses)
    if (C.Index >= T.Required)
      return llvm::createStringError("'require' names $" +
                                     llvm::Twine(C.Index) +
                                     ", which a call may omit");
  return T;
}
