//===- IncludeRuleTest.cpp - The includes rule alone ----------------------===//
#include "RuleHarness.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(IncludeRuleTest, RenamesACudaHeader) {
  RuleRun R = runRule("includes", "#include <cuda_runtime.h>\n"
                                  "#include \"mine.h\"\n");
  EXPECT_EQ(R.Text, "#include <hip/hip_runtime.h>\n"
                    "#include \"mine.h\"\n");
  EXPECT_TRUE(R.UsesCuda);
}

TEST(IncludeRuleTest, DropsAnIncludeOfTheSameHipHeader) {
  RuleRun R = runRule("includes", "#include <cuda_runtime.h>\n"
                                  "#include <cuda.h>\n"
                                  "int x;\n");
  EXPECT_EQ(R.Text, "#include <hip/hip_runtime.h>\n"
                    "int x;\n");
}

TEST(IncludeRuleTest, AddsTheRuntimeHeaderNvccImplies) {
  TranslateOptions Options = harnessOptions();
  Options.AddRuntimeInclude = true;
  RuleRun R = runRule("includes",
                      "#include \"mine.h\"\n"
                      "__global__ void k() {}\n",
                      Options);
  EXPECT_EQ(R.Text, "#include <hip/hip_runtime.h>\n"
                    "#include \"mine.h\"\n"
                    "__global__ void k() {}\n");
  // Alone, nothing says the file uses CUDA: without an include there is no
  // sign that nvcc's implicit one is relied on.
  EXPECT_EQ(runRule("includes", "__global__ void k() {}\n", Options).Text,
            "__global__ void k() {}\n");
}

} // namespace
