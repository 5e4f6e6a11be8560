//===- TokenStream.h - A file as raw tokens ---------------------*- C++ -*-===//
///
/// \file
/// The whole file lexed in raw mode: unlike the preprocessor's view, it keeps
/// macro bodies, #if-disabled branches and directive lines, which is where a
/// large share of real CUDA names live.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_TOKENSTREAM_H
#define CU2HIP_REWRITE_TOKENSTREAM_H

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace cu2hip {

struct RawToken {
  clang::tok::TokenKind Kind;
  unsigned Offset;
  unsigned Length;
  bool StartOfLine;
  /// Index of the `#` that starts the directive line holding this token, or
  /// -1 outside directives.
  int Directive;

  unsigned end() const { return Offset + Length; }
  bool is(clang::tok::TokenKind K) const { return Kind == K; }
  template <class... Ks> bool isOneOf(Ks... K) const { return (is(K) || ...); }
  bool isIdentifier() const { return Kind == clang::tok::raw_identifier; }
};

class TokenStream {
public:
  /// \p Source must stay alive and be NUL-terminated (std::string's data()).
  explicit TokenStream(llvm::StringRef Source);

  llvm::StringRef source() const { return Source; }
  const std::vector<RawToken> &tokens() const { return Tokens; }
  size_t size() const { return Tokens.size(); }
  const RawToken &operator[](size_t I) const { return Tokens[I]; }
  llvm::StringRef text(const RawToken &T) const {
    return Source.substr(T.Offset, T.Length);
  }
  llvm::StringRef text(size_t I) const { return text(Tokens[I]); }
  /// The directive keyword (`include`, `define`, `if`...) of token \p I's
  /// directive line, or "".
  llvm::StringRef directiveName(size_t I) const;
  /// Index of the first token after the directive line holding \p I.
  size_t endOfDirective(size_t I) const;
  /// Offset just past the end of the line holding \p Offset, newline included.
  unsigned endOfLine(unsigned Offset) const;

  /// Whether a directive line other than the one holding token \p First (if
  /// any) lies within tokens [First, Last]: text there cannot be moved or
  /// deleted without breaking the directive.
  bool crossesDirective(size_t First, size_t Last) const;

  /// Index of the token closing the bracket opened at \p Open (`(`, `[`, `{`,
  /// `<<<`), or size() when it is unbalanced.
  size_t findClosing(size_t Open) const;

  /// The top-level comma-separated arguments of the parenthesised list opened
  /// at \p Open, as [first, last) token index pairs. False if unbalanced. A
  /// comma inside a template-id's arguments (`K<T, U>`) splits nothing.
  bool splitArguments(size_t Open,
                      std::vector<std::pair<size_t, size_t>> &Args) const;

private:
  llvm::StringRef Source;
  std::vector<RawToken> Tokens;
};

} // namespace cu2hip

#endif
