//===- Wave64AnalysisTest.cpp - The fixes wave64 findings offer -----------===//
//
// Fixes are never applied by the translation, so lit cannot see them: these
// tests parse against the mock CUDA headers and check each fix's text and
// the source it would replace.
//
//===----------------------------------------------------------------------===//
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Version.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

class Wave64AnalysisTest : public ::testing::Test {
protected:
  static const MappingTable Table;

  /// Each wave64 finding as "<id>: <replaced text> -> <fix text>", or
  /// "<id>: no fix", in source order.
  static std::vector<std::string> fixes(StringRef Source) {
    FrontendOptions Options;
    Options.CudaPath = CU2HIP_MOCK_CUDA_DIR;
    Options.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
    AstFacts Facts = collectAstFacts("k.cu", Source, Table, Options);
    std::vector<std::string> Out;
    for (const Finding &F : Facts.AnalysisFindings) {
      std::string Line = diagInfo(F.Kind).Id.str() + ":";
      if (F.Fixes.empty())
        Line += " no fix";
      for (const FixIt &Fix : F.Fixes)
        Line += " " + Source.substr(Fix.Offset, Fix.Length).str() + " -> " +
                Fix.Text;
      Out.push_back(Line);
    }
    return Out;
  }
};
const MappingTable Wave64AnalysisTest::Table;

TEST_F(Wave64AnalysisTest, LaneMathReplacesTheLiteralOrTheShift) {
  EXPECT_EQ(fixes("#include <cuda_runtime.h>\n"
                  "__global__ void k(int *o, int n) {\n"
                  "  int tid = threadIdx.x;\n"
                  "  o[0] = tid % 32 + (tid & 0x1f) + tid / 32 + (tid>>5);\n"
                  "  o[1] = (n + tid >> 5) + (blockDim.x + 31) / 32;\n"
                  "}\n"),
            (std::vector<std::string>{
                "wave64-lane-math: 32 -> warpSize",
                "wave64-lane-math: 0x1f -> (warpSize - 1)",
                "wave64-lane-math: 32 -> warpSize",
                "wave64-lane-math: >>5 -> /warpSize",
                // `/` binds tighter than `>>`; rounding up needs both
                // constants: the intent is clear, the edit is not.
                "wave64-lane-math: no fix",
                "wave64-lane-math: no fix",
            }));
}

TEST_F(Wave64AnalysisTest, ShuffleLoopsStartAtHalfTheWavefront) {
  EXPECT_EQ(fixes("#include <cuda_runtime.h>\n"
                  "__device__ float f(float v) {\n"
                  "  for (int o = 16; o > 0; o >>= 1)\n"
                  "    v += __shfl_xor_sync(0xffffffff, v, o);\n"
                  "  for (int d = 1; d < 32; d *= 2)\n"
                  "    v += __shfl_up_sync(0xffffffff, v, d, 32);\n"
                  "  return v;\n"
                  "}\n"),
            (std::vector<std::string>{
                "wave64-lane-math: 16 -> warpSize / 2",
                "wave64-lane-math: 32 -> warpSize",
                "wave64-lane-math: 32 -> warpSize",
            }));
}

TEST_F(Wave64AnalysisTest, MasksWidenTheirType) {
  EXPECT_EQ(fixes("#include <cuda_runtime.h>\n"
                  "__global__ void k(int *o) {\n"
                  "  int lane = threadIdx.x % warpSize;\n"
                  "  unsigned int m = __ballot_sync(0xffffffff, lane);\n"
                  "  const unsigned c = __activemask();\n"
                  "  unsigned a = __activemask(), b = 0;\n"
                  "  o[0] = __popc(m) + (1u << lane) + c + a + b;\n"
                  "}\n"),
            (std::vector<std::string>{
                "wave64-mask-truncated: unsigned int -> unsigned long long",
                "wave64-mask-truncated: unsigned -> unsigned long long",
                // Two declarators share the type: widening it widens `b`.
                "wave64-mask-truncated: no fix",
                "wave64-lane-mask: __popc -> __popcll",
                "wave64-lane-mask: 1u -> 1ull",
            }));
}

} // namespace
