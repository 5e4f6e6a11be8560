//===- PtxLop3.cpp --------------------------------------------------------===//
///
/// \file
/// The expressions come from a search over all 256 three-input functions:
/// starting from a, b and c, combine known functions with ~, &, | and ^ until
/// no function gets a cheaper expression (cost: number of operators).
///
//===----------------------------------------------------------------------===//
#include "PtxLop3.h"
#include <array>

using namespace cu2hip;

namespace {
struct Node {
  unsigned Cost = ~0u;
  char Op = 0;                 ///< 0 leaf, '~', '&', '|', '^'
  uint8_t Left = 0, Right = 0; ///< the children's truth tables
};
constexpr uint8_t TableA = 0xF0, TableB = 0xCC, TableC = 0xAA;

std::array<Node, 256> search() {
  std::array<Node, 256> Best;
  for (uint8_t Leaf : {TableA, TableB, TableC})
    Best[Leaf] = {0, 0, 0, 0};
  bool Changed = true;
  while (Changed) {
    Changed = false;
    // Combine the expressions of the previous round only, so that each
    // round finds the cheapest forms in the preferred order.
    const std::array<Node, 256> Known = Best;
    auto Offer = [&](unsigned Table, unsigned Cost, char Op, unsigned L,
                     unsigned R) {
      if (Cost >= Best[Table].Cost)
        return;
      Best[Table] = {Cost, Op, uint8_t(L), uint8_t(R)};
      Changed = true;
    };
    // Descending, so that a (0xF0) comes before b (0xCC) before c (0xAA)
    // on the left of the first expression found at each cost.
    for (unsigned X = 256; X-- > 0;) {
      if (Known[X].Cost == ~0u)
        continue;
      Offer(~X & 0xFF, Known[X].Cost + 1, '~', X, 0);
      for (unsigned Y = 256; Y-- > 0;) {
        if (Known[Y].Cost == ~0u)
          continue;
        unsigned Cost = Known[X].Cost + Known[Y].Cost + 1;
        Offer(X & Y, Cost, '&', X, Y);
        Offer(X | Y, Cost, '|', X, Y);
        Offer(X ^ Y, Cost, '^', X, Y);
      }
    }
  }
  return Best;
}

struct Printer {
  const std::array<Node, 256> &Best;
  llvm::StringRef A, B, C;

  /// \p Parent: the binary operator the text goes under, or 0.
  std::string print(uint8_t Table, char Parent) const {
    const Node &N = Best[Table];
    switch (N.Op) {
    case 0:
      return (Table == TableA ? A : Table == TableB ? B : C).str();
    case '~':
      return "~" + print(N.Left, '~');
    default: {
      std::string Text =
          print(N.Left, N.Op) + " " + N.Op + " " + print(N.Right, N.Op);
      // & | ^ are associative; a different operator (or ~) needs brackets.
      return Parent == 0 || Parent == N.Op ? Text : "(" + Text + ")";
    }
    }
  }
};
} // namespace

std::string cu2hip::lop3Expression(uint8_t Lut, llvm::StringRef A,
                                   llvm::StringRef B, llvm::StringRef C) {
  static const std::array<Node, 256> Best = search();
  if (Lut == 0)
    return "0u";
  if (Lut == 0xFF)
    return "0xffffffffu";
  return Printer{Best, A, B, C}.print(Lut, 0);
}
