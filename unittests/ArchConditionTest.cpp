//===- ArchConditionTest.cpp - the fixes of cuda-arch-condition -----------===//
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Rewrite/Translate.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

std::vector<Finding> archFindings(llvm::StringRef Source) {
  static const MappingTable Table;
  TranslateOptions Options;
  std::vector<Finding> Found;
  for (Finding &F :
       translateSource("k.cu", Source, Table, Options, nullptr).Findings)
    if (F.Kind == DiagKind::CudaArchCondition)
      Found.push_back(std::move(F));
  return Found;
}

// Asking "is this the device pass?" has an exact HIP spelling: offered, at
// every use on the line, and never applied.
TEST(ArchCondition, DevicePassTestsOfferHipDeviceCompile) {
  llvm::StringRef Source = "#if defined(__CUDA_ARCH__) || !__CUDA_ARCH__\n"
                           "int x;\n"
                           "#endif\n";
  std::vector<Finding> F = archFindings(Source);
  ASSERT_EQ(F.size(), 1u);
  ASSERT_EQ(F[0].Fixes.size(), 2u);
  EXPECT_EQ(Source.substr(F[0].Fixes[0].Offset, F[0].Fixes[0].Length),
            "__CUDA_ARCH__");
  EXPECT_EQ(F[0].Fixes[0].Text, "__HIP_DEVICE_COMPILE__");
  EXPECT_EQ(F[0].Fixes[1].Offset, 31u);
  EXPECT_EQ(F[0].Offset, 0u);
  EXPECT_EQ(F[0].Length, 44u); // the whole directive
}

// A version comparison has no HIP counterpart: no fix.
TEST(ArchCondition, VersionComparisonsGetNoFix) {
  for (llvm::StringRef Source :
       {"#if __CUDA_ARCH__ >= 700\n#endif\n",
        "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 350\n#endif\n",
        "#ifdef __CUDA_ARCH_SPECIFIC__\n#endif\n"}) {
    std::vector<Finding> F = archFindings(Source);
    ASSERT_EQ(F.size(), 1u) << Source.str();
    EXPECT_TRUE(F[0].Fixes.empty()) << Source.str();
  }
}

// One finding per condition line, however many uses it has.
TEST(ArchCondition, OneFindingPerLine) {
  std::vector<Finding> F =
      archFindings("#if __CUDA_ARCH__ >= 700 && __CUDA_ARCH__ < 900 \\\n"
                   "    && defined(__CUDA_ARCH__)\n"
                   "#elif __CUDA_ARCH__ == 600\n"
                   "#endif\n");
  ASSERT_EQ(F.size(), 2u);
  EXPECT_EQ(F[0].Line, 1u);
  EXPECT_EQ(F[1].Line, 3u);
}

} // namespace
