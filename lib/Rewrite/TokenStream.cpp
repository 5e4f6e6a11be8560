//===- TokenStream.cpp ----------------------------------------------------===//
#include "cu2hip/Rewrite/TokenStream.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

using namespace cu2hip;
namespace tok = clang::tok;

static clang::LangOptions cudaLangOptions() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.CUDA = 1; // lexes `<<<` and `>>>` as single tokens
  LO.LineComment = 1;
  LO.Bool = 1;
  LO.Digraphs = 1;
  return LO;
}

TokenStream::TokenStream(llvm::StringRef Source) : Source(Source) {
  static const clang::LangOptions LO = cudaLangOptions();
  // Offsets are computed against an arbitrary file location: the raw lexer
  // needs no SourceManager.
  clang::SourceLocation FileLoc = clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer Lex(FileLoc, LO, Source.begin(), Source.begin(), Source.end());
  Lex.SetCommentRetentionState(false);
  int Directive = -1;
  clang::Token Tok;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    unsigned Offset = Tok.getLocation().getRawEncoding() - 1;
    bool StartOfLine = Tok.isAtStartOfLine() || Tokens.empty();
    if (StartOfLine)
      Directive = Tok.is(tok::hash) ? static_cast<int>(Tokens.size()) : -1;
    Tokens.push_back(
        {Tok.getKind(), Offset, Tok.getLength(), StartOfLine, Directive});
  }
}

llvm::StringRef TokenStream::directiveName(size_t I) const {
  int D = Tokens[I].Directive;
  if (D < 0 || static_cast<size_t>(D) + 1 >= Tokens.size() ||
      Tokens[D + 1].Directive != D)
    return "";
  return text(D + 1);
}

size_t TokenStream::endOfDirective(size_t I) const {
  int D = Tokens[I].Directive;
  while (I < Tokens.size() && Tokens[I].Directive == D && D >= 0)
    ++I;
  return I;
}

unsigned TokenStream::endOfLine(unsigned Offset) const {
  size_t NL = Source.find('\n', Offset);
  return NL == llvm::StringRef::npos ? Source.size() : NL + 1;
}

bool TokenStream::crossesDirective(size_t First, size_t Last) const {
  for (size_t I = First; I <= Last && I < Tokens.size(); ++I)
    if (Tokens[I].Directive != Tokens[First].Directive)
      return true;
  return false;
}

static tok::TokenKind closerOf(tok::TokenKind K) {
  switch (K) {
  case tok::l_paren:
    return tok::r_paren;
  case tok::l_square:
    return tok::r_square;
  case tok::l_brace:
    return tok::r_brace;
  case tok::lesslessless:
    return tok::greatergreatergreater;
  default:
    return tok::unknown;
  }
}

size_t TokenStream::findClosing(size_t Open) const {
  std::vector<tok::TokenKind> Stack{closerOf(Tokens[Open].Kind)};
  int Directive = Tokens[Open].Directive;
  for (size_t I = Open + 1; I < Tokens.size(); ++I) {
    // A bracket opened on a directive line closes on that line.
    if (Directive >= 0 && Tokens[I].Directive != Directive)
      return Tokens.size();
    tok::TokenKind K = Tokens[I].Kind;
    if (tok::TokenKind C = closerOf(K); C != tok::unknown) {
      Stack.push_back(C);
      continue;
    }
    if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace ||
        K == tok::greatergreatergreater) {
      if (K != Stack.back())
        return Tokens.size();
      Stack.pop_back();
      if (Stack.empty())
        return I;
    }
  }
  return Tokens.size();
}

/// Where the template argument list opened by the `<` at \p Less (after a
/// name) ends, before \p Limit: its `>` (or the `>>` closing it and an
/// outer one), when what follows reads as the end of a template-id (`,`
/// `)` `(` `::` `>`); Limit when the `<` is a comparison, as far as
/// tokens tell.
static size_t templateArgumentsEnd(const std::vector<RawToken> &Tokens,
                                   size_t Less, size_t Limit) {
  unsigned Depth = 1;
  for (size_t I = Less + 1; I < Limit; ++I) {
    const RawToken &Tok = Tokens[I];
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      // Brackets inside are skipped whole by the caller's own rules.
      unsigned Nested = 1;
      while (++I < Limit && Nested)
        if (Tokens[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
          ++Nested;
        else if (Tokens[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
          --Nested;
      --I;
      continue;
    }
    if (Tok.isOneOf(tok::semi, tok::r_paren, tok::r_square, tok::r_brace,
                    tok::ampamp, tok::pipepipe))
      return Limit;
    if (Tok.is(tok::less) && I > 0 && Tokens[I - 1].isIdentifier())
      ++Depth;
    unsigned Closes = Tok.is(tok::greater)          ? 1
                      : Tok.is(tok::greatergreater) ? 2
                                                    : 0;
    if (!Closes)
      continue;
    if (Closes > Depth)
      return Limit;
    Depth -= Closes;
    if (Depth)
      continue;
    bool EndsHere =
        I + 1 >= Limit ||
        Tokens[I + 1].isOneOf(tok::comma, tok::r_paren, tok::l_paren,
                              tok::coloncolon, tok::greater);
    return EndsHere ? I : Limit;
  }
  return Limit;
}

bool TokenStream::splitArguments(
    size_t Open, std::vector<std::pair<size_t, size_t>> &Args) const {
  Args.clear();
  size_t Close = findClosing(Open);
  if (Close == Tokens.size())
    return false;
  if (Close == Open + 1)
    return true; // no arguments
  size_t Start = Open + 1;
  for (size_t I = Open + 1; I < Close; ++I) {
    // `K<T, U>`: the comma between template arguments splits nothing.
    if (Tokens[I].is(tok::less) && I > Open + 1 &&
        Tokens[I - 1].isIdentifier()) {
      size_t End = templateArgumentsEnd(Tokens, I, Close);
      if (End < Close) {
        I = End;
        continue;
      }
    }
    if (closerOf(Tokens[I].Kind) != tok::unknown) {
      I = findClosing(I);
      if (I >= Close)
        return false;
      continue;
    }
    if (Tokens[I].is(tok::comma)) {
      Args.emplace_back(Start, I);
      Start = I + 1;
    }
  }
  Args.emplace_back(Start, Close);
  return true;
}
