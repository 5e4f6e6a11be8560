//===- VerifyCompareTest.cpp - verify's comparisons, without compilers ----===//
#include "Verify/VerifyInternal.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace cu2hip;

namespace {

TEST(VerifyCompare, KernelBaseName) {
  EXPECT_EQ(kernelBaseName("saxpy(int, float, float const*, float*)"), "saxpy");
  EXPECT_EQ(kernelBaseName("void red<256>(float const*, float*)"), "red");
  EXPECT_EQ(
      kernelBaseName("void ns::tile<int, (anonymous namespace)::K<3> >(int*)"),
      "ns::tile");
  EXPECT_EQ(kernelBaseName("scale"), "scale");
  EXPECT_EQ(kernelBaseName("(anonymous namespace)::init_states("
                           "curandStatePhilox4_32_10*, unsigned long long)"),
            "(anonymous namespace)::init_states");
}

TEST(VerifyCompare, ProtocolLine) {
  ProgramRun P;
  EXPECT_TRUE(parseVerifyLine(
      "warming up\n"
      "cu2hip-verify: kernel=saxpy check=pass checked=16777216 mismatches=0 "
      "max_abs_err=0 median_ms=0.1250 repeats=20\n",
      P));
  EXPECT_EQ(P.CheckPassed, true);
  EXPECT_EQ(P.Checked, 16777216u);
  EXPECT_EQ(P.Mismatches, 0u);
  ASSERT_TRUE(P.MedianMs);
  EXPECT_DOUBLE_EQ(*P.MedianMs, 0.125);

  // Two timed kernels: both must pass; counts and times add up.
  ProgramRun Two;
  EXPECT_TRUE(parseVerifyLine(
      "cu2hip-verify: kernel=a check=pass checked=10 mismatches=0 "
      "max_abs_err=0 median_ms=1.5 repeats=3\n"
      "cu2hip-verify: kernel=b check=fail checked=5 mismatches=2 "
      "max_abs_err=0.5 median_ms=0.5 repeats=3\n",
      Two));
  EXPECT_EQ(Two.CheckPassed, false);
  EXPECT_EQ(Two.Checked, 15u);
  EXPECT_EQ(Two.Mismatches, 2u);
  EXPECT_DOUBLE_EQ(*Two.MedianMs, 2.0);

  ProgramRun None;
  EXPECT_FALSE(parseVerifyLine("hello\n", None));
  EXPECT_FALSE(None.CheckPassed);
}

class DumpDirs : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cu2hip-dumps", Root));
    Ref = (Root + "/ref").str();
    Cand = (Root + "/cand").str();
    llvm::sys::fs::create_directories(Ref);
    llvm::sys::fs::create_directories(Cand);
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }

  template <typename T>
  void write(const std::string &Dir, const char *Name, const char *Type,
             std::vector<T> Values) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Dir + "/" + Name, EC);
    ASSERT_FALSE(EC);
    char TypeField[8] = {};
    std::strncpy(TypeField, Type, 8);
    uint64_t Count = Values.size();
    OS << "CU2HIPV1";
    OS.write(TypeField, 8);
    OS.write(reinterpret_cast<const char *>(&Count), 8);
    OS.write(reinterpret_cast<const char *>(Values.data()),
             Values.size() * sizeof(T));
  }

  llvm::SmallString<128> Root;
  std::string Ref, Cand;
};

TEST_F(DumpDirs, IdenticalFloats) {
  write<float>(Ref, "k.out.bin", "f32", {1.5f, -2.25f, 3.0f});
  write<float>(Cand, "k.out.bin", "f32", {1.5f, -2.25f, 3.0f});
  OutputComparison C = compareOutputDirs(Ref, Cand, 1e-4, 1e-5);
  EXPECT_TRUE(C.Problem.empty()) << C.Problem;
  EXPECT_TRUE(C.Identical);
  EXPECT_TRUE(C.Equal);
  EXPECT_EQ(C.Arrays, 1u);
  EXPECT_EQ(C.Elements, 3u);
}

TEST_F(DumpDirs, FloatsWithinAndBeyondTolerance) {
  write<float>(Ref, "k.out.bin", "f32", {1000.0f, 2.0f, 3.0f});
  // 1000.05 is within 1e-5 + 1e-4 * 1000; 2.01 is not within 1e-5 + 2e-4.
  write<float>(Cand, "k.out.bin", "f32", {1000.05f, 2.01f, 3.0f});
  OutputComparison C = compareOutputDirs(Ref, Cand, 1e-4, 1e-5);
  EXPECT_FALSE(C.Identical);
  EXPECT_FALSE(C.Equal);
  EXPECT_EQ(C.Differing, 1u);
  EXPECT_NEAR(C.MaxAbsDiff, 0.05, 1e-3);
}

TEST_F(DumpDirs, IntegersMustBeEqual) {
  write<int32_t>(Ref, "h.bins.bin", "i32", {5, 7, 9});
  write<int32_t>(Cand, "h.bins.bin", "i32", {5, 8, 9});
  OutputComparison C = compareOutputDirs(Ref, Cand, 1.0, 1.0);
  EXPECT_FALSE(C.Equal);
  EXPECT_EQ(C.Differing, 1u);
}

TEST_F(DumpDirs, ShapeAndPresenceProblems) {
  write<float>(Ref, "a.bin", "f32", {1, 2});
  write<float>(Cand, "a.bin", "f32", {1, 2, 3});
  OutputComparison C = compareOutputDirs(Ref, Cand, 1e-4, 1e-5);
  EXPECT_FALSE(C.Equal);
  EXPECT_EQ(C.Problem, "a.bin: f32[3] where the original wrote f32[2]");

  write<float>(Ref, "b.bin", "f32", {1});
  llvm::sys::fs::remove(Cand + "/a.bin");
  C = compareOutputDirs(Ref, Cand, 1e-4, 1e-5);
  EXPECT_FALSE(C.Equal);
  EXPECT_NE(C.Problem.find("cannot read"), std::string::npos) << C.Problem;

  OutputComparison Empty = compareOutputDirs(Cand, Cand, 1e-4, 1e-5);
  EXPECT_EQ(Empty.Problem, "no output arrays recorded");
}

TEST(VerifyCompare, FlagsAgainstTheBaseline) {
  auto Kernel = [](const char *Arch, GpuVendor V, unsigned Active,
                   unsigned Max) {
    KernelResources K;
    K.Symbol = "_Z1kPf";
    K.Name = "k(float*)";
    K.Arch = Arch;
    K.Vendor = V;
    K.Occ = Occupancy{Active, Max, "registers"};
    return K;
  };
  CompileOutcome Nv{
      "k.cu", "k.cu", "sm_80", GpuVendor::Nvidia,
      true,   "",     "",      {Kernel("sm_80", GpuVendor::Nvidia, 64, 64)}};
  KernelResources Amd = Kernel("gfx90a", GpuVendor::Amd, 4, 8);
  Amd.Symbol = "_Z1kP5Float"; // a renamed parameter type
  Amd.Name = "k(Float*)";
  Amd.VgprSpills = 3;
  Amd.LocalBytes = 16;
  CompileOutcome Gfx{"k.hip", "k.cu", "gfx90a", GpuVendor::Amd,
                     true,    "",     "",       {Amd}};
  CompileOutcome Empty{"k.hip", "k.cu", "gfx1030", GpuVendor::Amd,
                       true,    "",     "",        {}};
  std::vector<KernelComparison> K =
      compareKernels({Nv, Gfx, Empty}, {"sm_80"}, {"gfx90a", "gfx1030"});
  ASSERT_EQ(K.size(), 1u);
  ASSERT_EQ(K[0].Targets.size(), 2u);
  EXPECT_EQ(K[0].Targets[1].Arch, "gfx90a");
  std::vector<std::string> Flags;
  for (const auto &[Arch, Flag] : K[0].Flags)
    Flags.push_back(Arch + ":" + kernelFlagName(Flag).str());
  EXPECT_EQ(Flags, (std::vector<std::string>{"gfx90a:spills", "gfx90a:scratch",
                                             "gfx90a:lost-occupancy",
                                             "gfx1030:missing-on-amd"}));
}

} // namespace
