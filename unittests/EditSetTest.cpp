//===- EditSetTest.cpp ----------------------------------------------------===//
#include "cu2hip/Rewrite/EditSet.h"
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
  EXPECT_FALSE(E.replace(4, 4, "y"));  // overlaps [2, 6)
  EXPECT_FALSE(E.insert(3, "z"));      // strictly inside [2, 6)
  EXPECT_TRUE(E.insert(2, "<"));       // at its start: fine
  EXPECT_TRUE(E.insert(6, ">"));       // at its end: fine
  EXPECT_EQ(E.apply("0123456789"), "01<x>6789");
}
