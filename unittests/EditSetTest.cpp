//===- EditSetTest.cpp ----------------------------------------------------===//
#include "cu2hip/Support/EditSet.h"
#include "gtest/gtest.h"

using namespace cu2hip;

TEST(EditSet, AppliesReplacementsAndInsertionsInOrder) {
  EditSet E;
  EXPECT_TRUE(E.replace(0, 4, "hip"));
  EXPECT_TRUE(E.insert(5, "A"));
  EXPECT_TRUE(E.insert(5, "B"));
  EXPECT_EQ(E.apply("cuda x y"), "hip ABx y");
}

TEST(EditSet, RefusesOverlaps) {
  EditSet E;
  EXPECT_TRUE(E.replace(2, 4, "x"));
  EXPECT_FALSE(E.replace(4, 4, "y")); // overlaps [2, 6)
  EXPECT_FALSE(E.insert(3, "z"));     // strictly inside [2, 6)
  EXPECT_TRUE(E.insert(2, "<"));      // at its start: fine
  EXPECT_TRUE(E.insert(6, ">"));      // at its end: fine
  EXPECT_EQ(E.apply("0123456789"), "01<x>6789");
}

TEST(EditSet, EditsTakenTogetherShareAGroup) {
  EditSet E;
  EXPECT_TRUE(E.replace(0, 4, "hip"));
  EXPECT_TRUE(E.addAll({{5, 0, "W("}, {6, 0, ")"}}));
  EXPECT_TRUE(E.addAll({{7, 0, "V("}, {8, 0, ")"}}));
  // Refused as a whole: no group is used up.
  EXPECT_FALSE(E.addAll({{2, 0, "x"}}));
  const std::vector<Edit> &Edits = E.edits();
  ASSERT_EQ(Edits.size(), 5u);
  EXPECT_EQ(Edits[0].Group, 0u); // on its own
  EXPECT_NE(Edits[1].Group, 0u);
  EXPECT_EQ(Edits[1].Group, Edits[2].Group);
  EXPECT_NE(Edits[3].Group, 0u);
  EXPECT_EQ(Edits[3].Group, Edits[4].Group);
  EXPECT_NE(Edits[1].Group, Edits[3].Group);
  EXPECT_EQ(E.apply("cuda a b c"), "hip W(a) V(b) c");
}

namespace {
/// The definition of a conflict, edit by edit: what EditSet's faster search
/// must agree with.
bool overlapsAny(const std::vector<Edit> &Taken, unsigned Offset,
                 unsigned Length) {
  for (const Edit &E : Taken) {
    if (E.Length == 0 && Length == 0)
      continue;
    if (E.Length == 0 || Length == 0) {
      unsigned Point = E.Length == 0 ? E.Offset : Offset;
      unsigned Start = E.Length == 0 ? Offset : E.Offset;
      unsigned End = E.Length == 0 ? Offset + Length : E.Offset + E.Length;
      if (Point > Start && Point < End)
        return true;
      continue;
    }
    if (Offset < E.Offset + E.Length && E.Offset < Offset + Length)
      return true;
  }
  return false;
}
} // namespace

TEST(EditSet, AgreesWithTheDefinitionOfOverlap) {
  unsigned Seed = 12345;
  auto Next = [&](unsigned Bound) {
    Seed = Seed * 1103515245 + 12345;
    return (Seed >> 16) % Bound;
  };
  for (int Round = 0; Round < 200; ++Round) {
    EditSet Set;
    std::vector<Edit> Taken;
    for (int I = 0; I < 60; ++I) {
      unsigned Offset = Next(100);
      unsigned Length = Next(3) == 0 ? 0 : Next(6);
      bool Expected = !overlapsAny(Taken, Offset, Length);
      ASSERT_EQ(Set.isFree(Offset, Length), Expected)
          << "round " << Round << ": [" << Offset << ", +" << Length << ")";
      ASSERT_EQ(Set.replace(Offset, Length, "x"), Expected);
      if (Expected)
        Taken.push_back({Offset, Length, "x"});
    }
    // Whatever was taken applies in offset order.
    const std::vector<Edit> &Edits = Set.edits();
    for (size_t I = 1; I < Edits.size(); ++I)
      ASSERT_LE(Edits[I - 1].Offset + Edits[I - 1].Length, Edits[I].Offset);
  }
}

TEST(EditSet, ManyEditsStayFast) {
  // 200000 edits in a 1.4 MB text: quadratic bookkeeping would take minutes.
  std::string Source(1400000, 'a');
  EditSet Set;
  for (unsigned Offset = 0; Offset + 7 <= Source.size(); Offset += 7)
    ASSERT_TRUE(Set.replace(Offset, 4, "bb"));
  EXPECT_EQ(Set.edits().size(), 200000u);
  EXPECT_EQ(Set.apply(Source).size(), 1400000u - 200000u * 2);
}

TEST(EditSet, RendersAndErasesTheEditsInsideARange) {
  EditSet E;
  //               0123456789012345
  llvm::StringRef S = "f(cudaA, cudaB)";
  EXPECT_TRUE(E.replace(0, 1, "g"));
  EXPECT_TRUE(E.replace(2, 5, "hipA"));
  EXPECT_TRUE(E.insert(7, ")")); // at the end of the first argument
  EXPECT_TRUE(E.replace(9, 5, "hipB"));
  EXPECT_EQ(E.render(S, 2, 7), "hipA)");
  EXPECT_EQ(E.render(S, 9, 14), "hipB");
  EXPECT_FALSE(E.cuts(2));
  EXPECT_TRUE(E.cuts(10));
  EXPECT_EQ(E.startingIn(2, 7).size(), 2u); // the replacement and the insertion
  EXPECT_EQ(E.startingIn(8, 8).size(), 0u);
  E.eraseWithin(2, 14);
  EXPECT_EQ(E.apply(S), "g(cudaA, cudaB)");
}

TEST(EditSet, AddsAGroupWhole) {
  EditSet E;
  //                   0123456789
  llvm::StringRef S = "f(a, b);";
  ASSERT_TRUE(E.replace(0, 1, "g"));
  EXPECT_TRUE(E.addAll({{2, 0, "W("}, {3, 0, ")"}, {5, 0, "W("}, {6, 0, ")"}}));
  EXPECT_EQ(E.apply(S), "g(W(a), W(b));");
}

TEST(EditSet, RefusesAGroupWholeWhenATakenEditOverlapsOne) {
  EditSet E;
  llvm::StringRef S = "f(a + b);";
  ASSERT_TRUE(E.replace(4, 3, "-"));
  // The opening is free, the closing falls inside [4, 7): neither is taken.
  EXPECT_FALSE(E.addAll({{2, 0, "W("}, {5, 0, ")"}}));
  EXPECT_EQ(E.edits().size(), 1u);
  EXPECT_EQ(E.apply(S), "f(a -);");
}

TEST(EditSet, RefusesAGroupWhoseEditsOverlapEachOther) {
  EditSet E;
  llvm::StringRef S = "0123456789";
  EXPECT_FALSE(E.addAll({{1, 0, "<"}, {2, 4, "x"}, {4, 4, "y"}}));
  EXPECT_TRUE(E.empty());
  EXPECT_EQ(E.apply(S), S);
}

TEST(EditSet, KeepsAGroupsInsertionsAtOneOffsetInOrder) {
  EditSet E;
  ASSERT_TRUE(E.insert(1, "a"));
  EXPECT_TRUE(E.addAll({{1, 0, "b"}, {1, 0, "c"}, {1, 2, "R"}}));
  E.addFree({4, 0, "d"});
  EXPECT_EQ(E.apply("01234"), "0abcR3d4");
}

TEST(EditSet, RendersAndErasesWithTheInsertionsAtTheEndsOutside) {
  EditSet E;
  llvm::StringRef S = "ab cd ef";
  ASSERT_TRUE(E.insert(3, "<"));
  ASSERT_TRUE(E.replace(4, 1, "D"));
  ASSERT_TRUE(E.insert(5, ">"));
  EXPECT_EQ(E.render(S, 3, 5), "<cD>");
  EXPECT_EQ(E.render(S, 3, 5, EditSet::AtEnds::Outside), "cD");
  E.eraseWithin(3, 5, EditSet::AtEnds::Outside);
  EXPECT_EQ(E.apply(S), "ab <cd> ef");
}

TEST(EditSet, MapsEachOutputLineToTheInputLineItComesFrom) {
  llvm::StringRef Source = "a\nb\nc\nd\n";
  EditSet Edits;
  // Two lines written before line 1, line 2 renamed, lines 3-4 made one.
  ASSERT_TRUE(Edits.insert(0, "x\ny\n"));
  ASSERT_TRUE(Edits.replace(2, 1, "bee"));
  ASSERT_TRUE(Edits.replace(4, 3, "c d"));
  EXPECT_EQ(Edits.apply(Source), "x\ny\na\nbee\nc d\n");
  EXPECT_EQ(Edits.inputLines(Source),
            (std::vector<unsigned>{1, 1, 1, 2, 3, 5}));
  EXPECT_EQ(EditSet().inputLines("p\nq"), (std::vector<unsigned>{1, 2}));
}
