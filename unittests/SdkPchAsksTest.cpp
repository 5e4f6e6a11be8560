//===- SdkPchAsksTest.cpp - Which leading headers earn a PCH --------------===//
#include "cu2hip/Frontend/SdkPch.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

FrontendOptions withPrefix(std::vector<std::string> Headers) {
  FrontendOptions O;
  O.CudaPath = "/nonexistent/cuda";
  O.PrefixIncludes = std::move(Headers);
  return O;
}

// A run's cache without a folder forgets everything with the run: no ask
// counts as an earlier one.
TEST(SdkPchAsksTest, OneRunWithoutAFolderRemembersNothing) {
  MappingTable Table;
  SdkPchCache Pchs("", Table);
  FrontendOptions O = withPrefix({"vector", "cuda_runtime.h"});
  EXPECT_FALSE(Pchs.wantedBefore(O));
  EXPECT_FALSE(Pchs.wantedBefore(O));
}

// A persistent worker's cache outlives its actions: the second action that
// asks for the same leading headers gets their PCH, a third set does not.
TEST(SdkPchAsksTest, KeptAcrossRunsRemembersAsksInMemory) {
  MappingTable Table;
  SdkPchCache Pchs("", Table);
  Pchs.keepAcrossRuns();
  FrontendOptions O = withPrefix({"vector", "cuda_runtime.h"});
  EXPECT_FALSE(Pchs.wantedBefore(O));
  EXPECT_TRUE(Pchs.wantedBefore(O));
  EXPECT_TRUE(Pchs.wantedBefore(O));
  EXPECT_FALSE(Pchs.wantedBefore(withPrefix({"cstdio"})));
  EXPECT_EQ(Pchs.built(), 0u); // asking builds nothing
}

} // namespace
