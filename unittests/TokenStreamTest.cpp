//===- TokenStreamTest.cpp ------------------------------------------------===//
#include "cu2hip/Rewrite/TokenStream.h"
#include "gtest/gtest.h"
#include <string>

using namespace cu2hip;
namespace tok = clang::tok;

namespace {

/// Index of the first token spelled \p Text, or size() when there is none.
size_t find(const TokenStream &T, llvm::StringRef Text, size_t From = 0) {
  for (size_t I = From; I < T.size(); ++I)
    if (T.text(I) == Text)
      return I;
  return T.size();
}

/// The text of the token range [First, Last), tokens joined by spaces.
std::string join(const TokenStream &T, std::pair<size_t, size_t> Range) {
  std::string S;
  for (size_t I = Range.first; I < Range.second; ++I) {
    if (!S.empty())
      S += ' ';
    S += T.text(I).str();
  }
  return S;
}

TEST(TokenStream, KeepsDirectivesAndDisabledBranches) {
  std::string Src = "#include <cuda.h>\n"
                    "#if 0\n"
                    "cudaMalloc(p);\n"
                    "#endif\n"
                    "#define X(a) \\\n"
                    "  cudaFree(a)\n"
                    "int y;\n";
  TokenStream T(Src);
  size_t Malloc = find(T, "cudaMalloc");
  ASSERT_NE(Malloc, T.size());
  EXPECT_EQ(T[Malloc].Directive, -1);
  EXPECT_TRUE(T[Malloc].StartOfLine);
  EXPECT_EQ(T.directiveName(Malloc), "");

  size_t Cuda = find(T, "cuda");
  ASSERT_NE(Cuda, T.size());
  EXPECT_EQ(T.directiveName(Cuda), "include");

  // The continuation line belongs to the #define.
  size_t Free = find(T, "cudaFree");
  ASSERT_NE(Free, T.size());
  EXPECT_EQ(T.directiveName(Free), "define");
  EXPECT_FALSE(T[Free].StartOfLine);
  size_t Int = find(T, "int");
  EXPECT_EQ(T.endOfDirective(Free), Int);
  EXPECT_EQ(T[Int].Directive, -1);
}

TEST(TokenStream, OffsetsAndLines) {
  std::string Src = "ab  cd\nef";
  TokenStream T(Src);
  ASSERT_EQ(T.size(), 3u);
  EXPECT_EQ(T[1].Offset, 4u);
  EXPECT_EQ(T[1].Length, 2u);
  EXPECT_EQ(T[1].end(), 6u);
  EXPECT_TRUE(T[0].isIdentifier());
  EXPECT_EQ(T.endOfLine(0), 7u); // past the newline
  EXPECT_EQ(T.endOfLine(8), 9u); // last line: the end of the file
  EXPECT_TRUE(T[2].StartOfLine);
}

TEST(TokenStream, CommentsAreNotTokens) {
  std::string Src = "a /* cudaMalloc */ b // cudaFree\nc";
  TokenStream T(Src);
  ASSERT_EQ(T.size(), 3u);
  EXPECT_EQ(T.text(1), "b");
}

TEST(TokenStream, LexesChevronsAsSingleTokens) {
  std::string Src = "k<<<g, b>>>(x); a << b >> c;";
  TokenStream T(Src);
  size_t Open = find(T, "<<<");
  ASSERT_NE(Open, T.size());
  EXPECT_TRUE(T[Open].is(tok::lesslessless));
  size_t Close = find(T, ">>>");
  ASSERT_NE(Close, T.size());
  EXPECT_TRUE(T[Close].is(tok::greatergreatergreater));
  EXPECT_EQ(T.findClosing(Open), Close);
  EXPECT_TRUE(T[find(T, "<<")].is(tok::lessless));
  EXPECT_TRUE(T[find(T, ">>")].is(tok::greatergreater));
}

TEST(TokenStream, FindClosingNests) {
  std::string Src = "f(a[(1)], {b, (c)}) + g(";
  TokenStream T(Src);
  size_t Open = find(T, "(");
  size_t Close = T.findClosing(Open);
  ASSERT_NE(Close, T.size());
  EXPECT_EQ(T.text(Close), ")");
  EXPECT_EQ(T.text(Close + 1), "+");
  size_t Square = find(T, "[");
  EXPECT_EQ(T.text(T.findClosing(Square) - 1), ")");
  // Unbalanced: g( never closes.
  EXPECT_EQ(T.findClosing(find(T, "(", find(T, "g"))), T.size());
}

TEST(TokenStream, FindClosingRejectsMismatches) {
  std::string Src = "f(a]; h{ ) }";
  TokenStream T(Src);
  EXPECT_EQ(T.findClosing(find(T, "(")), T.size());
  EXPECT_EQ(T.findClosing(find(T, "{")), T.size());
}

TEST(TokenStream, FindClosingStaysOnItsDirectiveLine) {
  std::string Src = "#define F(x) g(x\n"
                    ")\n";
  TokenStream T(Src);
  size_t G = find(T, "g");
  EXPECT_EQ(T.findClosing(G + 1), T.size());
  // Inside a macro body a balanced pair is fine.
  std::string Src2 = "#define L k<<<1, 2>>>(x)\n";
  TokenStream T2(Src2);
  size_t Open = find(T2, "<<<");
  EXPECT_EQ(T2.text(T2.findClosing(Open)), ">>>");
}

TEST(TokenStream, SplitArgumentsAtTopLevelCommasOnly) {
  std::string Src = "f(a, g(b, c), x[1, 2], {d, e}, k<<<1, 2>>>(y), (p, q))";
  TokenStream T(Src);
  std::vector<std::pair<size_t, size_t>> Args;
  ASSERT_TRUE(T.splitArguments(find(T, "("), Args));
  ASSERT_EQ(Args.size(), 6u);
  EXPECT_EQ(join(T, Args[0]), "a");
  EXPECT_EQ(join(T, Args[1]), "g ( b , c )");
  EXPECT_EQ(join(T, Args[2]), "x [ 1 , 2 ]");
  EXPECT_EQ(join(T, Args[3]), "{ d , e }");
  EXPECT_EQ(join(T, Args[4]), "k <<< 1 , 2 >>> ( y )");
  EXPECT_EQ(join(T, Args[5]), "( p , q )");
  // The pair ends at the comma (or the closing parenthesis).
  EXPECT_EQ(T.text(Args[0].second), ",");
  EXPECT_EQ(T.text(Args[5].second), ")");
}

TEST(TokenStream, SplitArgumentsKeepsTemplateArgumentsTogether) {
  std::string Src = "f((void *)K<T, uint32_t>, a < b, c > d, m<A<int, 2>>(x), "
                    "std::pair<int, int>::first, p<q)";
  TokenStream T(Src);
  std::vector<std::pair<size_t, size_t>> Args;
  ASSERT_TRUE(T.splitArguments(find(T, "("), Args));
  ASSERT_EQ(Args.size(), 6u);
  EXPECT_EQ(join(T, Args[0]), "( void * ) K < T , uint32_t >");
  // Comparisons stay comparisons: what follows `>` is no template-id's end.
  EXPECT_EQ(join(T, Args[1]), "a < b");
  EXPECT_EQ(join(T, Args[2]), "c > d");
  EXPECT_EQ(join(T, Args[3]), "m < A < int , 2 >> ( x )");
  EXPECT_EQ(join(T, Args[4]), "std :: pair < int , int > :: first");
  EXPECT_EQ(join(T, Args[5]), "p < q");
}

TEST(TokenStream, SplitArgumentsOfChevronConfig) {
  std::string Src = "k<<<dim3(n, 1), max(a, b), 0, s>>>(x);";
  TokenStream T(Src);
  std::vector<std::pair<size_t, size_t>> Args;
  ASSERT_TRUE(T.splitArguments(find(T, "<<<"), Args));
  ASSERT_EQ(Args.size(), 4u);
  EXPECT_EQ(join(T, Args[0]), "dim3 ( n , 1 )");
  EXPECT_EQ(join(T, Args[1]), "max ( a , b )");
  EXPECT_EQ(join(T, Args[3]), "s");
}

TEST(TokenStream, SplitArgumentsEdgeCases) {
  std::vector<std::pair<size_t, size_t>> Args;
  std::string Empty = "f()";
  TokenStream T(Empty);
  ASSERT_TRUE(T.splitArguments(1, Args));
  EXPECT_TRUE(Args.empty());

  // An empty argument is kept as an empty range.
  std::string Holes = "f(a,,b)";
  TokenStream T2(Holes);
  ASSERT_TRUE(T2.splitArguments(1, Args));
  ASSERT_EQ(Args.size(), 3u);
  EXPECT_EQ(Args[1].first, Args[1].second);

  std::string Open = "f(a, (b)";
  TokenStream T3(Open);
  EXPECT_FALSE(T3.splitArguments(1, Args));
}

TEST(TokenStream, EmptyAndUnterminatedInput) {
  std::string Empty;
  TokenStream T(Empty);
  EXPECT_EQ(T.size(), 0u);
  // An unterminated comment or string does not run past the end.
  std::string Bad = "a \"unterminated\nb /* never closed";
  TokenStream T2(Bad);
  EXPECT_GE(T2.size(), 2u);
  for (const RawToken &Tok : T2.tokens())
    EXPECT_LE(Tok.end(), Bad.size());
}

} // namespace
