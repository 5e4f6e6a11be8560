//===- CoverageTest.cpp - The evidence check-headers judges rows by -------===//
#include "Coverage/HeaderNames.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace cu2hip::coverage;

namespace {

// Identifiers in code count; those in comments and literals do not.
TEST(CoverageTest, RawIdentifiersSkipCommentsAndLiterals) {
  llvm::StringSet<> Names;
  addRawIdentifiers("// hipCommented\n"
                    "/* hipBlock */ hipError_t hipMalloc(void **p, size_t n);\n"
                    "const char *s = \"hipInString\";\n",
                    Names);
  EXPECT_TRUE(Names.contains("hipError_t"));
  EXPECT_TRUE(Names.contains("hipMalloc"));
  EXPECT_TRUE(Names.contains("size_t"));
  EXPECT_FALSE(Names.contains("hipCommented"));
  EXPECT_FALSE(Names.contains("hipBlock"));
  EXPECT_FALSE(Names.contains("hipInString"));
}

TEST(CoverageTest, IsUnderComparesWholeComponents) {
  EXPECT_TRUE(isUnder("/opt/cuda/include/cuda.h", "/opt/cuda"));
  EXPECT_TRUE(isUnder("/opt/cuda/include/../include/cuda.h", "/opt/cuda/"));
  EXPECT_FALSE(isUnder("/opt/cuda-12/include/cuda.h", "/opt/cuda"));
}

} // namespace
