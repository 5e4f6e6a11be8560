//===- PtxLop3Test.cpp - Every LUT's expression computes that LUT ---------===//
#include "Rewrite/PtxLop3.h"
#include "gtest/gtest.h"
#include <cctype>

using namespace cu2hip;

namespace {
/// Evaluates the expressions lop3Expression writes (`~ & ^ |`, brackets,
/// the names a b c, 0u and 0xffffffffu) on 8-bit truth tables, with C's
/// precedence: ~ before & before ^ before |.
class Evaluator {
public:
  explicit Evaluator(const std::string &Text) : Text(Text) {}
  bool eval(unsigned &Value) {
    Value = orExpr();
    skip();
    return Ok && Pos == Text.size();
  }

private:
  void skip() {
    while (Pos < Text.size() && Text[Pos] == ' ')
      ++Pos;
  }
  bool accept(char C) {
    skip();
    if (Pos < Text.size() && Text[Pos] == C) {
      ++Pos;
      return true;
    }
    return false;
  }
  unsigned orExpr() {
    unsigned V = xorExpr();
    while (accept('|'))
      V |= xorExpr();
    return V;
  }
  unsigned xorExpr() {
    unsigned V = andExpr();
    while (accept('^'))
      V ^= andExpr();
    return V;
  }
  unsigned andExpr() {
    unsigned V = unary();
    while (accept('&'))
      V &= unary();
    return V;
  }
  unsigned unary() {
    if (accept('~'))
      return ~unary() & 0xFF;
    if (accept('(')) {
      unsigned V = orExpr();
      Ok &= accept(')');
      return V;
    }
    skip();
    for (auto [Name, Table] : {std::pair<const char *, unsigned>{"a", 0xF0},
                               {"b", 0xCC},
                               {"c", 0xAA},
                               {"0xffffffffu", 0xFF},
                               {"0u", 0x00}}) {
      std::string N = Name;
      if (Text.compare(Pos, N.size(), N) == 0) {
        Pos += N.size();
        return Table;
      }
    }
    Ok = false;
    return 0;
  }

  const std::string &Text;
  size_t Pos = 0;
  bool Ok = true;
};
} // namespace

TEST(PtxLop3Test, EveryTableEvaluatesToItself) {
  for (unsigned Lut = 0; Lut < 256; ++Lut) {
    std::string Expr = lop3Expression(uint8_t(Lut), "a", "b", "c");
    unsigned Value = 0;
    ASSERT_TRUE(Evaluator(Expr).eval(Value)) << Lut << ": " << Expr;
    EXPECT_EQ(Value, Lut) << "LUT 0x" << std::hex << Lut << ": " << Expr;
  }
}

TEST(PtxLop3Test, CommonTablesAreShort) {
  EXPECT_EQ(lop3Expression(0xF0, "a", "b", "c"), "a");
  EXPECT_EQ(lop3Expression(0x96, "a", "b", "c"), "a ^ b ^ c");
  EXPECT_EQ(lop3Expression(0x80, "a", "b", "c"), "a & b & c");
  EXPECT_EQ(lop3Expression(0xFE, "a", "b", "c"), "a | b | c");
  EXPECT_EQ(lop3Expression(0x0F, "a", "b", "c"), "~a");
  EXPECT_EQ(lop3Expression(0x00, "a", "b", "c"), "0u");
  EXPECT_EQ(lop3Expression(0xFF, "a", "b", "c"), "0xffffffffu");
  // Majority: four operators.
  std::string Maj = lop3Expression(0xE8, "a", "b", "c");
  EXPECT_EQ(
      std::count_if(Maj.begin(), Maj.end(),
                    [](char C) { return C == '&' || C == '|' || C == '^'; }),
      4)
      << Maj;
}
