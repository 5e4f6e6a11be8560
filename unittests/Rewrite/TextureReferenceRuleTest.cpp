//===- TextureReferenceRuleTest.cpp - The texture-references rule alone ---===//
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {

TEST(TextureReferenceRuleTest, ReportsEachDeclarationOnceByName) {
  llvm::StringRef Source = "texture<float, 1, cudaReadModeElementType> texIn;\n"
                           "float f(int i) { return tex1Dfetch(texIn, i); }\n";
  RuleRun R = runRule("texture-references", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("texture-reference"));
  EXPECT_TRUE(R.says("texture reference 'texIn' (texture<float, 1, "
                     "cudaReadModeElementType>)"));
}

TEST(TextureReferenceRuleTest, SurfacesHaveNoHipCounterpart) {
  RuleRun R = runRule("texture-references", "surface<void, 2> outSurf;\n");
  EXPECT_THAT(R.diagIds(), ElementsAre("texture-reference"));
  EXPECT_TRUE(R.says("surface reference 'outSurf' (surface<void, 2>)"));
  EXPECT_TRUE(R.says("HIP has none"));
}

TEST(TextureReferenceRuleTest, TextureObjectsAreNotReferences) {
  EXPECT_TRUE(leavesAlone("texture-references",
                          "cudaTextureObject_t tex = 0;\nint texture = 1;\n"));
}

} // namespace
