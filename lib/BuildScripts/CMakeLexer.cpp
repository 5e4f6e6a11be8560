//===- CMakeLexer.cpp - Commands and arguments of a CMake script ----------===//
#include "CMakeLexer.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

using namespace cu2hip;
using llvm::StringRef;

namespace {

class Lexer {
public:
  explicit Lexer(StringRef Source) : S(Source) {}
  CMakeParse run();

private:
  bool atEnd() const { return P >= S.size(); }
  char peek(size_t Ahead = 0) const {
    return P + Ahead < S.size() ? S[P + Ahead] : '\0';
  }
  /// The length of `[`, `=`s and `[` opening a bracket at P, or 0.
  size_t bracketOpenLength() const;
  bool skipBracket(size_t OpenLength);
  bool skipComment();
  void skipBlanks(bool Newlines);
  bool parseArguments(CMakeCommand &C);
  bool parseQuoted(CMakeArg &A);
  void parseUnquoted(CMakeArg &A);
  /// Records why parsing stopped, at \p At (where the construct that
  /// does not end began), or here.
  bool fail(StringRef Why, std::optional<size_t> At = std::nullopt) {
    if (!Result.Error)
      Result.Error = CMakeSyntaxError{
          Why.str(), static_cast<unsigned>(At.value_or(std::min(P, S.size())))};
    return false;
  }

  StringRef S;
  size_t P = 0;
  CMakeParse Result;
};

size_t Lexer::bracketOpenLength() const {
  if (peek() != '[')
    return 0;
  size_t N = 1;
  while (peek(N) == '=')
    ++N;
  return peek(N) == '[' ? N + 1 : 0;
}

bool Lexer::skipBracket(size_t OpenLength) {
  std::string Close = "]" + std::string(OpenLength - 2, '=') + "]";
  size_t End = S.find(Close, P + OpenLength);
  if (End == StringRef::npos)
    return fail("unterminated bracket", P);
  P = End + Close.size();
  return true;
}

bool Lexer::skipComment() {
  ++P; // '#'
  if (size_t N = bracketOpenLength())
    return skipBracket(N);
  while (!atEnd() && peek() != '\n')
    ++P;
  return true;
}

void Lexer::skipBlanks(bool Newlines) {
  while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\r' ||
                      (Newlines && peek() == '\n')))
    ++P;
}

bool Lexer::parseQuoted(CMakeArg &A) {
  ++P; // '"'
  while (!atEnd() && peek() != '"')
    P += peek() == '\\' ? 2 : 1;
  if (atEnd())
    return fail("unterminated quoted argument", A.Offset);
  ++P;
  A.Kind = CMakeArg::Quoted;
  A.Text = S.slice(A.Offset, P);
  A.Content = A.Text.drop_front().drop_back();
  A.ContentOffset = A.Offset + 1;
  return true;
}

void Lexer::parseUnquoted(CMakeArg &A) {
  while (!atEnd()) {
    char C = peek();
    // CMake's separators are the blanks skipBlanks skips: a vertical tab or
    // form feed is part of an argument (and once ended one here that had
    // not begun, so the same empty argument was read forever).
    if (C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '(' ||
        C == ')' || C == '#')
      break;
    if (C == '\\') {
      P += 2;
      continue;
    }
    if (C == '"') { // legacy: a="b c" is one argument
      size_t Close = S.find('"', P + 1);
      P = Close == StringRef::npos ? S.size() : Close + 1;
      continue;
    }
    ++P;
  }
  P = std::min(P, S.size());
  assert(P > A.Offset && "an unquoted argument is never empty");
  A.Kind = CMakeArg::Unquoted;
  A.Text = S.slice(A.Offset, P);
  A.Content = A.Text;
  A.ContentOffset = A.Offset;
}

bool Lexer::parseArguments(CMakeCommand &C) {
  unsigned Depth = 0;
  while (true) {
    skipBlanks(/*Newlines=*/true);
    if (atEnd())
      return fail("missing ')' closing the arguments of '" + C.Name.str() + "'",
                  C.Open);
    char Ch = peek();
    if (Ch == '#') {
      if (!skipComment())
        return false;
      continue;
    }
    if (Ch == ')' && Depth == 0) {
      C.Close = P++;
      return true;
    }
    CMakeArg A;
    A.Offset = P;
    if (Ch == '(' || Ch == ')') {
      Depth += Ch == '(' ? 1 : -1;
      ++P;
      A.Kind = CMakeArg::Paren;
      A.Text = A.Content = S.slice(A.Offset, P);
      A.ContentOffset = A.Offset;
    } else if (Ch == '"') {
      if (!parseQuoted(A))
        return false;
    } else if (size_t N = bracketOpenLength()) {
      if (!skipBracket(N))
        return false;
      A.Kind = CMakeArg::Bracket;
      A.Text = S.slice(A.Offset, P);
      A.Content = A.Text.drop_front(N).drop_back(N);
      A.ContentOffset = A.Offset + N;
    } else {
      parseUnquoted(A);
    }
    C.Args.push_back(A);
  }
}

CMakeParse Lexer::run() {
  while (true) {
    skipBlanks(/*Newlines=*/true);
    if (atEnd())
      return std::move(Result);
    char Ch = peek();
    if (Ch == '#') {
      if (!skipComment())
        return std::move(Result);
      continue;
    }
    if (!llvm::isAlpha(Ch) && Ch != '_') {
      fail("expected a command name");
      return std::move(Result);
    }
    CMakeCommand C;
    C.NameOffset = P;
    while (!atEnd() && (llvm::isAlnum(peek()) || peek() == '_'))
      ++P;
    C.Name = S.slice(C.NameOffset, P);
    size_t LineStart = S.rfind('\n', C.NameOffset);
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    C.Indent = S.slice(LineStart, C.NameOffset);
    if (!C.Indent.ltrim(" \t").empty())
      C.Indent = ""; // not first on its line
    skipBlanks(/*Newlines=*/false);
    if (peek() != '(') {
      fail("expected '(' after '" + C.Name.str() + "'");
      return std::move(Result);
    }
    C.Open = P++;
    if (!parseArguments(C))
      return std::move(Result);
    // As in CMake, a command ends its line: blanks and comments may follow
    // it there, another command may not (which the migration would take
    // its line's end for a place to add a command of its own).
    for (skipBlanks(/*Newlines=*/false); peek() == '#';
         skipBlanks(/*Newlines=*/false))
      if (!skipComment())
        return std::move(Result);
    if (!atEnd() && peek() != '\n') {
      fail("expected a new line after '" + C.Name.str() + "(...)'");
      return std::move(Result);
    }
    Result.Commands.push_back(std::move(C));
  }
}

} // namespace

CMakeParse cu2hip::parseCMake(StringRef Source) { return Lexer(Source).run(); }
