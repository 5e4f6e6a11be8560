//===- VerifyResourcesTest.cpp - Compiler outputs read back, occupancy ----===//
///
/// The text parsers run on output captured from the real tools (nvcc 13.0,
/// hipcc 5.2 / clang 15, clang 22, llvm-objdump 22). The binary readers and
/// the occupancy cross-check compile real code at test time and skip when
/// the compiler is missing.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Verify/Resources.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "gtest/gtest.h"
#include <set>
#ifdef CU2HIP_CUDA_OCCUPANCY_H
#include CU2HIP_CUDA_OCCUPANCY_H
#endif

using namespace cu2hip;
using namespace llvm;

namespace {
const KernelResources *find(const std::vector<KernelResources> &Kernels,
                            StringRef Symbol) {
  for (const KernelResources &K : Kernels)
    if (K.Symbol == Symbol)
      return &K;
  return nullptr;
}

//===--- ptxas -v ---------------------------------------------------------===//

// nvcc -cubin -arch=sm_80 -Xptxas -v: a spilling kernel (__launch_bounds__
// (1024, 2)), constant memory, extern "C", a __noinline__ device function
// listed after its caller, a template with static shared memory.
constexpr StringRef PtxasSm80 =
    R"(ptxas info    : 0 bytes gmem, 64 bytes cmem[3]
ptxas info    : Compiling entry function '_Z5heavyPKfPf' for 'sm_80'
ptxas info    : Function properties for _Z5heavyPKfPf
    1576 bytes stack frame, 3372 bytes spill stores, 3528 bytes spill loads
ptxas info    : Used 32 registers, used 0 barriers, 1576 bytes cumulative stack size, 368 bytes cmem[0]
ptxas info    : Compile time = 675.311 ms
ptxas info    : Compiling entry function '_Z9usesconstPf' for 'sm_80'
ptxas info    : Function properties for _Z9usesconstPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 8 registers, used 0 barriers, 360 bytes cmem[0]
ptxas info    : Compile time = 1.613 ms
ptxas info    : Compiling entry function '_Z5localPfi' for 'sm_80'
ptxas info    : Function properties for _Z5localPfi
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 72 registers, used 0 barriers, 364 bytes cmem[0]
ptxas info    : Compile time = 35.681 ms
ptxas info    : Compiling entry function 'plain' for 'sm_80'
ptxas info    : Function properties for plain
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 10 registers, used 0 barriers, 360 bytes cmem[0]
ptxas info    : Compile time = 9.859 ms
ptxas info    : Function properties for _Z6helperf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function '_Z3redILi256EEvPKfPf' for 'sm_80'
ptxas info    : Function properties for _Z3redILi256EEvPKfPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 22 registers, used 1 barriers, 1024 bytes smem, 368 bytes cmem[0]
ptxas info    : Compile time = 36.722 ms
)";

TEST(PtxasInfo, ReadsEachEntryFunction) {
  std::vector<KernelResources> Kernels = parsePtxasInfo(PtxasSm80, "sm_80");
  ASSERT_EQ(Kernels.size(), 5u);
  EXPECT_EQ(find(Kernels, "_Z6helperf"), nullptr) << "a device function";

  const KernelResources *Heavy = find(Kernels, "_Z5heavyPKfPf");
  ASSERT_NE(Heavy, nullptr);
  EXPECT_EQ(Heavy->Name, "heavy(float const*, float*)");
  EXPECT_EQ(Heavy->Arch, "sm_80");
  EXPECT_EQ(Heavy->Vendor, GpuVendor::Nvidia);
  EXPECT_EQ(Heavy->WaveSize, 32u);
  EXPECT_EQ(Heavy->Registers, 32u);
  EXPECT_EQ(Heavy->LocalBytes, 1576u);
  EXPECT_EQ(Heavy->SpillStoreBytes, 3372u);
  EXPECT_EQ(Heavy->SpillLoadBytes, 3528u);
  EXPECT_TRUE(Heavy->spills());

  const KernelResources *Red = find(Kernels, "_Z3redILi256EEvPKfPf");
  ASSERT_NE(Red, nullptr);
  EXPECT_EQ(Red->Name, "void red<256>(float const*, float*)");
  EXPECT_EQ(Red->Registers, 22u);
  EXPECT_EQ(Red->Barriers, 1u);
  EXPECT_EQ(Red->SharedBytes, 1024u);
  EXPECT_EQ(Red->LocalBytes, 0u);
  EXPECT_FALSE(Red->spills());

  const KernelResources *Plain = find(Kernels, "plain");
  ASSERT_NE(Plain, nullptr);
  EXPECT_EQ(Plain->Name, "plain");
  EXPECT_EQ(Plain->Registers, 10u);
  EXPECT_EQ(Plain->SharedBytes, 0u);
  EXPECT_FALSE(Plain->Instructions) << "ptxas does not count instructions";
}

TEST(PtxasInfo, DeviceFunctionBeforeAnyEntry) {
  // -G lists the device function's properties first.
  constexpr StringRef Log = R"(ptxas info    : 0 bytes gmem, 64 bytes cmem[3]
ptxas info    : Function properties for _Z6helperf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compile time = 1.925 ms
ptxas info    : Compiling entry function '_Z5localPfi' for 'sm_80'
ptxas info    : Function properties for _Z5localPfi
    256 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 16 registers, used 0 barriers, 256 bytes cumulative stack size, 364 bytes cmem[0]
)";
  std::vector<KernelResources> Kernels = parsePtxasInfo(Log, "sm_80");
  ASSERT_EQ(Kernels.size(), 1u);
  EXPECT_EQ(Kernels[0].Symbol, "_Z5localPfi");
  EXPECT_EQ(Kernels[0].Registers, 16u);
  EXPECT_EQ(Kernels[0].LocalBytes, 256u);
}

TEST(PtxasInfo, CalleeFrameStaysWithTheCallee) {
  // sm_90a, a recursive device function: ptxas gives its frame after the
  // entry's block, and no cumulative stack size.
  constexpr StringRef Log = R"(ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function '_Z4clusPf' for 'sm_90a'
ptxas info    : Function properties for _Z4clusPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 10 registers, used 1 barriers, 128 bytes smem
ptxas info    : Compile time = 11.817 ms
ptxas info    : Compiling entry function '_Z5recurPi' for 'sm_90a'
ptxas info    : Function properties for _Z5recurPi
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 28 registers, used 0 barriers
ptxas info    : Compile time = 11.542 ms
ptxas info    : Function properties for _Z3recPii
    88 bytes stack frame, 44 bytes spill stores, 44 bytes spill loads
)";
  std::vector<KernelResources> Kernels = parsePtxasInfo(Log, "sm_90a");
  ASSERT_EQ(Kernels.size(), 2u);
  EXPECT_EQ(Kernels[0].SharedBytes, 128u);
  EXPECT_EQ(Kernels[1].Symbol, "_Z5recurPi");
  EXPECT_EQ(Kernels[1].Registers, 28u);
  EXPECT_EQ(Kernels[1].LocalBytes, 0u);
  EXPECT_FALSE(Kernels[1].spills());
}

TEST(PtxasInfo, SkipsWarningsAndOverrides) {
  // -maxrregcount=16 on a kernel with __launch_bounds__(1024, 2).
  constexpr StringRef Log =
      R"(ptxas warning : For profile sm_80 adjusting per thread register count of 16 to lower bound of 24
ptxas info    : Overriding global maxrregcount 24 with entry-specific value 32 computed using thread count
ptxas info    : Overriding maximum register limit 256 for '_Z5localPfi' with  24 of maxrregcount option
ptxas info    : 0 bytes gmem, 64 bytes cmem[3]
ptxas info    : Compiling entry function '_Z5localPfi' for 'sm_80'
ptxas info    : Function properties for _Z5localPfi
    416 bytes stack frame, 532 bytes spill stores, 532 bytes spill loads
ptxas info    : Used 24 registers, used 0 barriers, 416 bytes cumulative stack size, 364 bytes cmem[0]
)";
  std::vector<KernelResources> Kernels = parsePtxasInfo(Log, "sm_80");
  ASSERT_EQ(Kernels.size(), 1u);
  EXPECT_EQ(Kernels[0].Registers, 24u);
  EXPECT_EQ(Kernels[0].LocalBytes, 416u);
  EXPECT_EQ(Kernels[0].SpillStoreBytes, 532u);
  EXPECT_EQ(Kernels[0].SpillLoadBytes, 532u);
}

TEST(PtxasInfo, KeepsTheRequestedTargetOnly) {
  // nvcc -c -gencode ...sm_80 -gencode ...sm_90 (sm_90 states no cmem[0]).
  constexpr StringRef Log = R"(ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function '_Z7bigsmemPf' for 'sm_80'
ptxas info    : Function properties for _Z7bigsmemPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 12 registers, used 1 barriers, 32768 bytes smem, 360 bytes cmem[0]
ptxas info    : Compile time = 2.233 ms
ptxas info    : Compiling entry function '_Z8localmemPfi' for 'sm_80'
ptxas info    : Function properties for _Z8localmemPfi
    1024 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 40 registers, used 0 barriers, 1024 bytes cumulative stack size, 364 bytes cmem[0]
ptxas info    : Compile time = 82.314 ms
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function '_Z7bigsmemPf' for 'sm_90'
ptxas info    : Function properties for _Z7bigsmemPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 12 registers, used 1 barriers, 32768 bytes smem
ptxas info    : Compile time = 11.188 ms
ptxas info    : Compiling entry function '_Z8localmemPfi' for 'sm_90'
ptxas info    : Function properties for _Z8localmemPfi
    1024 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 32 registers, used 0 barriers, 1024 bytes cumulative stack size
)";
  std::vector<KernelResources> Sm90 = parsePtxasInfo(Log, "sm_90");
  ASSERT_EQ(Sm90.size(), 2u);
  EXPECT_EQ(Sm90[1].Arch, "sm_90");
  EXPECT_EQ(Sm90[1].Registers, 32u);
  EXPECT_EQ(Sm90[1].LocalBytes, 1024u);
  EXPECT_EQ(Sm90[0].SharedBytes, 32768u);
  std::vector<KernelResources> Sm80 = parsePtxasInfo(Log, "sm_80");
  ASSERT_EQ(Sm80.size(), 2u);
  EXPECT_EQ(Sm80[1].Registers, 40u);
  EXPECT_EQ(parsePtxasInfo(Log, "").size(), 4u) << "no target: every entry";
}

//===--- clang's kernel-resource-usage remarks ----------------------------===//

TEST(ResourceRemarks, OccupancyOfEachFunction) {
  // hipcc --offload-arch=gfx90a (clang 15): source echo and caret lines in
  // between.
  constexpr StringRef Log =
      R"(a.hip:2:1: remark: Function Name: _Z5saxpyifPKfPf [-Rpass-analysis=kernel-resource-usage]
__global__ void saxpy(int n, float a, const float *x, float *y) {
^
a.hip:2:1: remark:     SGPRs: 11 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     VGPRs: 4 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     AGPRs: 0 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     ScratchSize [bytes/lane]: 0 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     Occupancy [waves/SIMD]: 8 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     SGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     VGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
a.hip:2:1: remark:     LDS Size [bytes/block]: 0 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark: Function Name: _Z10acc160_256PKfPf [-Rpass-analysis=kernel-resource-usage]
ACC(160, 256) ACC(300, 256) ACC(400, 256) ACC(200, 512) ACC(100, 64) ACC(100, 128) ACC(40, 64)
^
q.hip:11:1: remark:     SGPRs: 12 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     VGPRs: 169 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     AGPRs: 0 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     ScratchSize [bytes/lane]: 0 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     Occupancy [waves/SIMD]: 2 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     SGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     VGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
q.hip:11:1: remark:     LDS Size [bytes/block]: 0 [-Rpass-analysis=kernel-resource-usage]
)";
  std::map<std::string, unsigned> Occupancy = parseResourceRemarks(Log);
  EXPECT_EQ(Occupancy,
            (std::map<std::string, unsigned>{{"_Z5saxpyifPKfPf", 8},
                                             {"_Z10acc160_256PKfPf", 2}}));
}

TEST(ResourceRemarks, Clang22Format) {
  // clang 22 numbers its source echo and says TotalSGPRs.
  constexpr StringRef Log =
      R"(r22.cpp:2:1: remark: Function Name: fill [-Rpass-analysis=kernel-resource-usage]
    2 | KERNEL void fill(float *out) { static __attribute__((address_space(3), loader_uninitialized)) float s[1024]; s[__builtin_amdgcn_workitem_id_x()] = 1; __builtin_amdgcn_s_barrier(); out[0] = s[3]; }
      | ^
r22.cpp:2:1: remark:     TotalSGPRs: 10 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     VGPRs: 2 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     AGPRs: 0 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     ScratchSize [bytes/lane]: 0 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     Dynamic Stack: False [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     Occupancy [waves/SIMD]: 8 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     SGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     VGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]
r22.cpp:2:1: remark:     LDS Size [bytes/block]: 4096 [-Rpass-analysis=kernel-resource-usage]
)";
  std::map<std::string, unsigned> Occupancy = parseResourceRemarks(Log);
  EXPECT_EQ(Occupancy, (std::map<std::string, unsigned>{{"fill", 8}}));
}

TEST(ResourceRemarks, NothingWithoutAFunctionName) {
  EXPECT_TRUE(parseResourceRemarks("x.hip:1:1: remark:     Occupancy "
                                   "[waves/SIMD]: 8 "
                                   "[-Rpass-analysis=kernel-resource-usage]")
                  .empty());
  EXPECT_TRUE(parseResourceRemarks("").empty());
}

//===--- llvm-objdump -d --------------------------------------------------===//

TEST(AmdDisassembly, PaddingIsLeftOut) {
  // llvm-objdump-22 -d --no-show-raw-insn of gfx1030 and gfx90a code objects
  // (lines cut from the middle of _Z4mfma and from the padding runs).
  constexpr StringRef Disasm = R"(
t1030.co:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001800 <_Z5emptyv>:
	s_endpgm                                                   // 000000001800: BF810000
	s_nop 0                                                    // 000000001804: BF800000
	s_nop 0                                                    // 000000001808: BF800000
	s_nop 0                                                    // 0000000018FC: BF800000

0000000000001900 <_Z5scalePff>:
	s_clause 0x1                                               // 000000001900: BFA10001
	s_load_dwordx2 s[0:1], s[4:5], null                        // 000000001904: F4040002 FA000000
	s_load_dword s2, s[4:5], 0x8                               // 00000000190C: F4000082 FA000008
	v_lshlrev_b32_e32 v0, 2, v0                                // 000000001914: 34000082
	s_waitcnt lgkmcnt(0)                                       // 000000001918: BF8CC07F
	global_load_dword v1, v0, s[0:1]                           // 00000000191C: DC308000 01000000
	s_waitcnt vmcnt(0)                                         // 000000001924: BF8C3F70
	v_mul_f32_e32 v1, s2, v1                                   // 000000001928: 10020202
	global_store_dword v0, v1, s[0:1]                          // 00000000192C: DC708000 00000100
	s_endpgm                                                   // 000000001934: BF810000
	s_code_end                                                 // 000000001938: BF9F0000
	s_code_end                                                 // 00000000193C: BF9F0000
	s_code_end                                                 // 0000000019FC: BF9F0000

000000000001e900 <_Z4mfmaPKfS0_PDv16_f>:
	s_load_dwordx2 s[0:1], s[4:5], 0x10                        // 00000001E900: C0060002 00000010
	v_mov_b32_e32 v19, s17                                     // 00000001E994: 7E260211
	s_nop 1                                                    // 00000001E998: BF800001
	v_mfma_f32_32x32x2f32 v[0:15], v18, v19, v[0:15]           // 00000001E99C: D3C40000 04022712
	s_cbranch_scc0 65442                                       // 00000001EABC: BF84FFA2 <_Z4mfmaPKfS0_PDv16_f+0x48>
	global_store_dwordx4 v[16:17], v[0:3], off                 // 00000001EAE4: DC7C8000 007F0010
	s_endpgm                                                   // 00000001EAEC: BF810000
	s_nop 0                                                    // 00000001EAF0: BF800000
	s_nop 0                                                    // 00000001EAF4: BF800000
)";
  std::map<std::string, unsigned> Counts = countAmdInstructions(Disasm);
  EXPECT_EQ(Counts,
            (std::map<std::string, unsigned>{{"_Z5emptyv", 1},
                                             {"_Z5scalePff", 10},
                                             {"_Z4mfmaPKfS0_PDv16_f", 7}}));
}

//===--- Occupancy, by hand -----------------------------------------------===//

KernelResources nvidiaKernel(unsigned Registers, unsigned SharedBytes) {
  KernelResources K;
  K.Registers = Registers;
  K.SharedBytes = SharedBytes;
  return K;
}

void expectOccupancy(const Occupancy &O, unsigned Active, unsigned Max,
                     StringRef Limiter) {
  EXPECT_EQ(O.Active, Active);
  EXPECT_EQ(O.Max, Max);
  EXPECT_EQ(O.Limiter, Limiter);
}

TEST(Occupancy, NvidiaByHand) {
  const GpuTarget &Sm80 = *findGpuTarget("sm_80");
  // red<256>: 22 registers, 1 KiB smem, 256 threads = 8 warps. Registers:
  // 22*32 = 704 -> 768 per warp, 16384/768 = 21 warps per quarter, 84 per
  // SM, 10 blocks. Shared: 1024 + 1024 reserved = 2048, 167936/2048 = 82
  // blocks. Warps: 64/8 = 8 blocks. 8 blocks * 8 warps = 64 of 64.
  Occupancy Red = computeOccupancy(nvidiaKernel(22, 1024), Sm80, 256);
  expectOccupancy(Red, 64, 64, "warps");
  EXPECT_DOUBLE_EQ(Red.fraction(), 1.0);
  // 72 registers: 2304 per warp, 16384/2304 = 7 per quarter, 28 warps, 3
  // blocks of 8 warps = 24.
  Occupancy Local = computeOccupancy(nvidiaKernel(72, 0), Sm80, 256);
  expectOccupancy(Local, 24, 64, "registers");
  EXPECT_DOUBLE_EQ(Local.fraction(), 24.0 / 64);

  // sm_86, 32 KiB smem, 12 registers, 128 threads = 4 warps: 32768 + 1024 =
  // 33792, 102400/33792 = 3 blocks = 12 warps (warps allow 12 blocks,
  // registers 32, the SM 16).
  expectOccupancy(
      computeOccupancy(nvidiaKernel(12, 32768), *findGpuTarget("sm_86"), 128),
      12, 48, "shared memory");
  // sm_75, one-warp blocks: 16 blocks per SM = 16 of 32 warps. No smem
  // reserved per block on 7.5: no shared memory limit.
  expectOccupancy(
      computeOccupancy(nvidiaKernel(16, 0), *findGpuTarget("sm_75"), 32), 16,
      32, "blocks");
  // sm_90, 1024 threads = 32 warps, 65 registers: 2080 -> 2304 per warp, 7
  // per quarter, 28 warps: not one block fits.
  expectOccupancy(
      computeOccupancy(nvidiaKernel(65, 0), *findGpuTarget("sm_90"), 1024), 0,
      64, "registers");
  // sm_120, 96 threads = 3 warps, 48 registers: 1536 per warp, 10 per
  // quarter, 40 warps, 13 blocks = 39 warps (warps allow 16, the SM 24).
  expectOccupancy(
      computeOccupancy(nvidiaKernel(48, 0), *findGpuTarget("sm_120"), 96), 39,
      48, "registers");
  // No block, or more than 1024 threads: nothing runs.
  expectOccupancy(computeOccupancy(nvidiaKernel(16, 0), Sm80, 0), 0, 64,
                  "warps");
  expectOccupancy(computeOccupancy(nvidiaKernel(16, 0), Sm80, 1025), 0, 64,
                  "warps");
}

// NVIDIA's header-only calculator (CUDA's cuda_occupancy.h) given the same
// SM, over every register count, a range of shared memory and block sizes.
// Blocks per SM and the allocation granules come from the header itself.
TEST(Occupancy, NvidiaAgreesWithCudaOccupancyHeader) {
#ifndef CU2HIP_CUDA_OCCUPANCY_H
  GTEST_SKIP() << "no cuda_occupancy.h";
#else
  for (StringRef Arch : {"sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90",
                         "sm_100", "sm_120"}) {
    SCOPED_TRACE(Arch.str());
    const GpuTarget &T = *findGpuTarget(Arch);
    unsigned Major = 0, Minor = 0;
    ASSERT_FALSE(Arch.drop_front(3).drop_back().getAsInteger(10, Major));
    Minor = Arch.back() - '0';
    cudaOccDeviceProp Device;
    Device.computeMajor = Major;
    Device.computeMinor = Minor;
    Device.maxThreadsPerBlock = 1024;
    Device.maxThreadsPerMultiprocessor = T.MaxWaves * T.WaveSize;
    Device.regsPerBlock = Device.regsPerMultiprocessor = T.RegisterFile;
    Device.warpSize = T.WaveSize;
    Device.sharedMemPerBlock = 48 * 1024;
    Device.sharedMemPerMultiprocessor = T.SharedPerUnit;
    Device.numSms = 1;
    Device.sharedMemPerBlockOptin = T.SharedPerUnit - T.SharedReservedPerBlock;
    Device.reservedSharedMemPerBlock = T.SharedReservedPerBlock;
    unsigned Differ = 0;
    for (unsigned Registers = 1; Registers <= 255; ++Registers)
      for (unsigned Shared : {0, 100, 1024, 4000, 12288, 20000, 32768, 48000})
        for (unsigned Block = 32; Block <= 1024; Block += 32) {
          cudaOccFuncAttributes Function;
          Function.maxThreadsPerBlock = 1024;
          Function.numRegs = Registers;
          Function.sharedSizeBytes = Shared;
          Function.numBlockBarriers = 1;
          cudaOccDeviceState State;
          cudaOccResult Result{};
          ASSERT_EQ(cudaOccMaxActiveBlocksPerMultiprocessor(
                        &Result, &Device, &Function, &State, Block, 0),
                    CUDA_OCC_SUCCESS);
          unsigned Theirs =
              Result.activeBlocksPerMultiprocessor * divideCeil(Block, 32u);
          unsigned Ours =
              computeOccupancy(nvidiaKernel(Registers, Shared), T, Block)
                  .Active;
          if (Ours != Theirs && ++Differ <= 5)
            ADD_FAILURE() << Registers << " registers, " << Shared << " bytes, "
                          << Block << " threads: " << Ours
                          << " warps, cuda_occupancy.h " << Theirs;
        }
    EXPECT_EQ(Differ, 0u);
  }
#endif
}

KernelResources amdKernel(unsigned WaveSize, unsigned Vgprs, unsigned Agprs,
                          unsigned Sgprs, unsigned Lds) {
  KernelResources K;
  K.Vendor = GpuVendor::Amd;
  K.WaveSize = WaveSize;
  K.Registers = Vgprs;
  K.AccRegisters = Agprs;
  K.ScalarRegisters = Sgprs;
  K.SharedBytes = Lds;
  return K;
}

TEST(Occupancy, AmdByHand) {
  const GpuTarget &Gfx90a = *findGpuTarget("gfx90a");
  // 73 VGPRs -> 80: 512/80 = 6 waves/SIMD; 1024 threads = 16 waves, 4 per
  // SIMD, fit. SGPRs: 800/16 = 50.
  expectOccupancy(computeOccupancy(amdKernel(64, 73, 0, 12, 0), Gfx90a, 1024),
                  6, 8, "vgprs");
  // 256 VGPRs and 188 AGPRs share the file: 444 -> 448, 512/448 = 1; 256
  // threads put one wave on each SIMD.
  expectOccupancy(computeOccupancy(amdKernel(64, 256, 188, 12, 0), Gfx90a, 256),
                  1, 8, "vgprs");
  // 104 SGPRs -> 112: 800/112 = 7.
  expectOccupancy(computeOccupancy(amdKernel(64, 3, 0, 104, 0), Gfx90a, 1024),
                  7, 8, "sgprs");
  // 16 KiB LDS, 256 threads = 4 waves: 64 KiB/16 KiB = 4 groups = 16 waves
  // over 4 SIMDs = 4.
  expectOccupancy(computeOccupancy(amdKernel(64, 8, 0, 8, 16384), Gfx90a, 256),
                  4, 8, "lds");
  // 13000 bytes of LDS take 13312 (512-byte blocks): 65536/13312 = 4
  // single-wave groups, one wave per SIMD.
  expectOccupancy(computeOccupancy(amdKernel(64, 8, 0, 8, 13000), Gfx90a, 64),
                  1, 8, "lds");
  // Single-wave groups need no work-group slot: 8 waves/SIMD.
  expectOccupancy(computeOccupancy(amdKernel(64, 8, 0, 8, 0), Gfx90a, 64), 8, 8,
                  "waves");
  // 200 VGPRs allow 2 waves/SIMD; a 1024-thread group needs 4 on each.
  expectOccupancy(computeOccupancy(amdKernel(64, 200, 0, 8, 0), Gfx90a, 1024),
                  0, 8, "vgprs");
  // 4096 threads = 64 waves: more than a CU's 32 slots.
  expectOccupancy(computeOccupancy(amdKernel(64, 8, 0, 8, 0), Gfx90a, 4096), 0,
                  8, "waves");

  const GpuTarget &Gfx1030 = *findGpuTarget("gfx1030");
  // wave32: 67 VGPRs -> 80 (granule 16), 1024/80 = 12; 1024 threads = 32
  // waves, 8 per SIMD, fit.
  expectOccupancy(computeOccupancy(amdKernel(32, 67, 0, 12, 0), Gfx1030, 1024),
                  12, 16, "vgprs");
  // 20 KiB LDS, 128 threads = 4 waves: 128 KiB/20 KiB = 6 groups = 24 waves
  // over 4 SIMDs = 6.
  expectOccupancy(computeOccupancy(amdKernel(32, 8, 0, 8, 20480), Gfx1030, 128),
                  6, 16, "lds");
  // 64 KiB LDS, 1024 threads: 2 groups = 64 waves = 16 per SIMD.
  expectOccupancy(
      computeOccupancy(amdKernel(32, 8, 0, 8, 65536), Gfx1030, 1024), 16, 16,
      "waves");
  // wave64 on gfx10 (not HIP's, but OpenCL's): 512 VGPRs, granule 8; 72
  // VGPRs: 512/72 = 7.
  expectOccupancy(computeOccupancy(amdKernel(64, 72, 0, 8, 0), Gfx1030, 64), 7,
                  16, "vgprs");
}

TEST(GpuTargets, Lookup) {
  ASSERT_NE(findGpuTarget("sm_90"), nullptr);
  EXPECT_EQ(findGpuTarget("sm_90a"), findGpuTarget("sm_90"));
  EXPECT_EQ(findGpuTarget("sm_100f"), findGpuTarget("sm_100"));
  EXPECT_EQ(findGpuTarget("gfx90a:xnack-"), findGpuTarget("gfx90a"));
  EXPECT_EQ(findGpuTarget("gfx90a")->Vendor, GpuVendor::Amd);
  EXPECT_EQ(findGpuTarget("gfx1030")->WaveSize, 32u);
  EXPECT_EQ(findGpuTarget("sm_61"), nullptr);
  EXPECT_EQ(findGpuTarget("gfx1100"), nullptr);
  EXPECT_EQ(findGpuTarget(""), nullptr);
}

//===--- Real compilers ---------------------------------------------------===//

/// A directory of its own, removed afterwards.
class Scratch {
public:
  Scratch() {
    if (sys::fs::createUniqueDirectory("cu2hip-resources", Dir))
      Dir.clear();
  }
  ~Scratch() {
    if (!Dir.empty())
      sys::fs::remove_directories(Dir);
  }
  bool ok() const { return !Dir.empty(); }
  std::string path(StringRef Name) const {
    SmallString<128> P(Dir);
    sys::path::append(P, Name);
    return std::string(P);
  }
  bool write(StringRef Name, StringRef Text) const {
    std::error_code EC;
    raw_fd_ostream OS(path(Name), EC);
    OS << Text;
    return !EC;
  }
  std::string read(StringRef Name) const {
    auto Buffer = MemoryBuffer::getFile(path(Name));
    return Buffer ? (*Buffer)->getBuffer().str() : std::string();
  }

private:
  SmallString<128> Dir;
};

/// Runs \p Args[0] with its stderr into \p Scratch's file \p Log; true when
/// it exits 0. The redirect overwrites without truncating (seen here: a
/// shorter second log kept the first one's tail), so give each run a log of
/// its own.
bool run(ArrayRef<std::string> Args, const Scratch &Dir, StringRef Log) {
  SmallVector<StringRef, 16> Refs(Args.begin(), Args.end());
  std::string LogPath = Dir.path(Log);
  std::optional<StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                          StringRef(LogPath)};
  std::string Error;
  return sys::ExecuteAndWait(Args[0], Refs, std::nullopt, Redirects, 600, 0,
                             &Error) == 0;
}

/// stdout of \p Args into \p Scratch's file \p Out.
bool runToFile(ArrayRef<std::string> Args, const Scratch &Dir, StringRef Out) {
  SmallVector<StringRef, 16> Refs(Args.begin(), Args.end());
  std::string OutPath = Dir.path(Out);
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(OutPath),
                                          std::nullopt};
  return sys::ExecuteAndWait(Args[0], Refs, std::nullopt, Redirects, 600) == 0;
}

std::string nvcc() {
  if (sys::fs::can_execute("/usr/local/cuda/bin/nvcc"))
    return "/usr/local/cuda/bin/nvcc";
  auto Found = sys::findProgramByName("nvcc");
  return Found ? *Found : std::string();
}

std::string hipcc() {
  auto Found = sys::findProgramByName("hipcc");
  return Found ? *Found : std::string();
}

std::string llvmTool(StringRef Name) {
  SmallString<128> Path(CU2HIP_LLVM_BIN);
  sys::path::append(Path, Name);
  return sys::fs::can_execute(Path) ? std::string(Path) : std::string();
}

constexpr StringRef CudaKernels = R"(
__global__ void empty() {}
extern "C" __global__ void store1(int *p) { *p = 1; }
template <int N> __global__ void red(const float *in, float *out) {
  __shared__ float s[N];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) { float a = 0; for (int i = 0; i < N; ++i) a += s[i]; *out = a; }
}
template __global__ void red<128>(const float *, float *);
)";

TEST(Cubin, CountsEachKernelsSass) {
  std::string Nvcc = nvcc();
  if (Nvcc.empty())
    GTEST_SKIP() << "no nvcc";
  Scratch Dir;
  ASSERT_TRUE(Dir.ok());
  ASSERT_TRUE(Dir.write("k.cu", CudaKernels));
  for (StringRef Arch : {"sm_80", "sm_90"}) {
    SCOPED_TRACE(Arch.str());
    std::string Cubin = Dir.path(("k_" + Arch + ".cubin").str());
    // One log each: a redirect does not truncate the file it writes.
    std::string Log = ("ptxas_" + Arch + ".log").str();
    ASSERT_TRUE(run({Nvcc, "-cubin", ("-arch=" + Arch).str(), "-Xptxas", "-v",
                     Dir.path("k.cu"), "-o", Cubin},
                    Dir, Log))
        << Dir.read(Log);
    auto Counts = countSassInstructions(Dir.read(sys::path::filename(Cubin)));
    ASSERT_TRUE(bool(Counts)) << toString(Counts.takeError());
    // The cubin's kernels are the ones ptxas reported.
    std::set<std::string> FromLog, FromCubin;
    for (const KernelResources &K : parsePtxasInfo(Dir.read(Log), Arch))
      FromLog.insert(K.Symbol);
    for (const auto &[Symbol, Count] : *Counts)
      FromCubin.insert(Symbol);
    EXPECT_EQ(FromCubin, FromLog);
    EXPECT_EQ(FromCubin.size(), 3u);
    // An empty kernel: set the stack pointer, EXIT; then BRA-to-self and
    // NOPs up to the section's 128-byte alignment.
    EXPECT_EQ(Counts->at("_Z5emptyv"), 2u);
    EXPECT_GT(Counts->at("store1"), Counts->at("_Z5emptyv"));
    EXPECT_GT(Counts->at("_Z3redILi128EEvPKfPf"), Counts->at("store1"));
  }
}

TEST(Cubin, RejectsWhatIsNotOne) {
  auto NotElf = countSassInstructions("not an ELF file");
  EXPECT_FALSE(bool(NotElf));
  consumeError(NotElf.takeError());
  auto NotCode = readAmdCodeObject("not an ELF file");
  EXPECT_FALSE(bool(NotCode));
  consumeError(NotCode.takeError());
}

/// Values of "<Key>: N" remarks per function ("VGPRs", "AGPRs"), read here
/// to check the code object reader against the compiler's own statement.
std::map<std::string, unsigned> remarkValues(StringRef Log, StringRef Key) {
  std::map<std::string, unsigned> Values;
  std::string Function;
  SmallVector<StringRef, 0> Lines;
  Log.split(Lines, '\n');
  for (StringRef Line : Lines) {
    StringRef Text = Line.split("remark: ").second.trim();
    Text.consume_back("[-Rpass-analysis=kernel-resource-usage]");
    if (Text.consume_front("Function Name: "))
      Function = Text.trim().str();
    else if (Text.consume_front(Key) && Text.consume_front(": "))
      Text.trim().getAsInteger(10, Values[Function]);
  }
  return Values;
}

constexpr StringRef HipKernels = R"(#include <hip/hip_runtime.h>
__global__ void empty() {}
template <int N> __global__ void red(const float *in, float *out) {
  __shared__ float s[N];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) { float a = 0; for (int i = 0; i < N; ++i) a += s[i]; *out = a; }
}
template __global__ void red<256>(const float *, float *);
__global__ void local(float *p, int k) {
  float a[256];
  for (int i = 0; i < 256; ++i) a[i] = p[i * k];
  p[threadIdx.x] = a[(int)p[0]];
}
// 300 live accumulators for 256 threads: the unified file takes AGPRs.
__global__ void __launch_bounds__(256) agprs(const float *in, float *out) {
  float a[300];
  _Pragma("unroll") for (int i = 0; i < 300; ++i) a[i] = in[threadIdx.x + i * 1024];
  _Pragma("unroll") for (int i = 0; i < 300; ++i) a[i] = a[i] * a[(i + 1) % 300] + in[0];
  float s = 0;
  _Pragma("unroll") for (int i = 0; i < 300; ++i) s += a[i] * (float)(i + 1);
  out[threadIdx.x] = s;
}
)";

TEST(AmdCodeObject, ReadsTheMetadataNote) {
  std::string Hipcc = hipcc();
  if (Hipcc.empty())
    GTEST_SKIP() << "no hipcc";
  Scratch Dir;
  ASSERT_TRUE(Dir.ok());
  ASSERT_TRUE(Dir.write("k.hip", HipKernels));
  ASSERT_TRUE(run({Hipcc, "--offload-arch=gfx90a", "--offload-device-only",
                   "--no-gpu-bundle-output", "-c",
                   "-Rpass-analysis=kernel-resource-usage", Dir.path("k.hip"),
                   "-o", Dir.path("k.co")},
                  Dir, "remarks.log"))
      << Dir.read("remarks.log");
  auto Kernels = readAmdCodeObject(Dir.read("k.co"));
  ASSERT_TRUE(bool(Kernels)) << toString(Kernels.takeError());
  ASSERT_EQ(Kernels->size(), 4u);
  for (const KernelResources &K : *Kernels) {
    EXPECT_EQ(K.Arch, "gfx90a");
    EXPECT_EQ(K.Vendor, GpuVendor::Amd);
    EXPECT_EQ(K.WaveSize, 64u);
  }
  const KernelResources *Red = find(*Kernels, "_Z3redILi256EEvPKfPf");
  ASSERT_NE(Red, nullptr);
  EXPECT_EQ(Red->Name, "void red<256>(float const*, float*)");
  EXPECT_EQ(Red->SharedBytes, 1024u);
  EXPECT_EQ(Red->MaxFlatWorkGroupSize, 1024u);
  const KernelResources *Local = find(*Kernels, "_Z5localPfi");
  ASSERT_NE(Local, nullptr);
  EXPECT_GE(Local->LocalBytes, 1024u) << "float[256] lives in scratch";

  // Registers as the compiler's remarks state them: with AGPRs in the
  // unified file, the VGPRs rounded up to 4.
  std::string Log = Dir.read("remarks.log");
  std::map<std::string, unsigned> Vgprs = remarkValues(Log, "VGPRs"),
                                  Agprs = remarkValues(Log, "AGPRs"),
                                  Sgprs = remarkValues(Log, "SGPRs");
  for (const KernelResources &K : *Kernels) {
    SCOPED_TRACE(K.Symbol);
    EXPECT_EQ(K.AccRegisters, Agprs[K.Symbol]);
    EXPECT_EQ(K.Registers,
              K.AccRegisters ? alignTo(Vgprs[K.Symbol], 4) : Vgprs[K.Symbol]);
    EXPECT_EQ(K.ScalarRegisters, Sgprs[K.Symbol]);
  }
  const KernelResources *WithAgprs = find(*Kernels, "_Z5agprsPKfPf");
  ASSERT_NE(WithAgprs, nullptr);
  EXPECT_GT(WithAgprs->AccRegisters, 0u);
  EXPECT_EQ(WithAgprs->MaxFlatWorkGroupSize, 256u);

  std::string Objdump = llvmTool("llvm-objdump");
  if (Objdump.empty())
    GTEST_SKIP() << "no llvm-objdump";
  ASSERT_TRUE(runToFile({Objdump, "-d", "--no-show-raw-insn", Dir.path("k.co")},
                        Dir, "k.dis"));
  std::map<std::string, unsigned> Counts =
      countAmdInstructions(Dir.read("k.dis"));
  for (const KernelResources &K : *Kernels)
    EXPECT_TRUE(Counts.count(K.Symbol)) << K.Symbol;
  EXPECT_EQ(Counts["_Z5emptyv"], 1u) << "s_endpgm";
  EXPECT_GT(Counts["_Z3redILi256EEvPKfPf"], Counts["_Z5emptyv"]);
}

// Kernels without LDS and with rising register use (N values live through
// ROUNDS rounds); on gfx90a also AGPRs (launch bounds leave room for 512
// registers; one round keeps it fast to compile) and many SGPRs (a struct of
// 90 ints read in a loop).
constexpr StringRef PressureKernels = R"(#include <hip/hip_runtime.h>
#define ACC(N, LB, ROUNDS) \
__global__ void __launch_bounds__(LB) acc##N##_##LB(const float *in, float *out) { \
  float a[N]; \
  _Pragma("unroll") for (int i = 0; i < N; ++i) a[i] = in[threadIdx.x + i * 1024]; \
  _Pragma("unroll") for (int j = 0; j < ROUNDS; ++j) \
  _Pragma("unroll") for (int i = 0; i < N; ++i) a[i] = a[i] * a[(i + j + 1) % N] + in[j]; \
  float s = 0; \
  _Pragma("unroll") for (int i = 0; i < N; ++i) s += a[i] * (float)(i + 1); \
  out[threadIdx.x] = s; }
ACC(16, 1024, 8) ACC(58, 1024, 8) ACC(62, 1024, 8) ACC(64, 1024, 8)
ACC(72, 1024, 8) ACC(80, 1024, 8) ACC(96, 1024, 8) ACC(128, 1024, 8)
ACC(100, 64, 8) ACC(160, 256, 8) ACC(200, 512, 8)
#ifdef __gfx90a__
ACC(300, 256, 1)
struct Ints { int v[90]; };
__global__ void sgprs(Ints p, int *out, int n) {
  int acc = threadIdx.x;
  for (int k = 0; k < n; ++k) {
    _Pragma("unroll") for (int i = 0; i < 90; ++i) acc = acc * p.v[i] + p.v[(i * 7) % 90];
  }
  out[threadIdx.x] = acc;
}
#endif
)";

// At the block size the kernel was compiled for, our occupancy is the one
// clang states.
TEST(OccupancyCrossCheck, AgreesWithClangOnRegisterLimits) {
  std::string Hipcc = hipcc();
  if (Hipcc.empty())
    GTEST_SKIP() << "no hipcc";
  Scratch Dir;
  ASSERT_TRUE(Dir.ok());
  ASSERT_TRUE(Dir.write("p.hip", PressureKernels));
  for (StringRef Arch : {"gfx90a", "gfx1030"}) {
    SCOPED_TRACE(Arch.str());
    std::string CodeObject = Dir.path(("p_" + Arch + ".co").str());
    // One log each: a redirect does not truncate the file it writes.
    std::string Log = ("p_" + Arch + ".log").str();
    ASSERT_TRUE(run({Hipcc, ("--offload-arch=" + Arch).str(),
                     "--offload-device-only", "--no-gpu-bundle-output", "-c",
                     "-Rpass-analysis=kernel-resource-usage", Dir.path("p.hip"),
                     "-o", CodeObject},
                    Dir, Log))
        << Dir.read(Log);
    std::map<std::string, unsigned> Clang = parseResourceRemarks(Dir.read(Log));
    auto Kernels = readAmdCodeObject(Dir.read(sys::path::filename(CodeObject)));
    ASSERT_TRUE(bool(Kernels)) << toString(Kernels.takeError());
    ASSERT_EQ(Kernels->size(), Clang.size());
    std::set<unsigned> Seen;
    std::set<std::string> Limiters;
    for (const KernelResources &K : *Kernels) {
      SCOPED_TRACE(K.Symbol);
      const GpuTarget *T = findGpuTarget(K.Arch);
      ASSERT_NE(T, nullptr);
      Occupancy O = computeOccupancy(K, *T, K.MaxFlatWorkGroupSize);
      EXPECT_EQ(O.Active, Clang[K.Symbol])
          << K.Registers << " VGPRs, " << K.AccRegisters << " AGPRs, "
          << K.ScalarRegisters << " SGPRs, " << K.MaxFlatWorkGroupSize
          << " threads; ours limited by " << O.Limiter;
      Seen.insert(O.Active);
      Limiters.insert(O.Limiter);
    }
    // The kernels do span several register limits.
    EXPECT_GE(Seen.size(), 4u);
    EXPECT_TRUE(Limiters.count("vgprs"));
    EXPECT_TRUE(Limiters.count("waves"));
    if (Arch == "gfx90a") {
      EXPECT_TRUE(Limiters.count("sgprs"));
    }
  }
}

// clang 15 (hipcc 5.2) counts LDS-limited work-groups as waves per SIMD
// without spreading them over the CU's SIMDs (16 KiB groups of one wave
// give it 4 waves/SIMD on gfx90a, where 4 groups make 1 per SIMD); clang 22
// spreads them. clang 22 does not round LDS up to its allocation blocks, so
// these sizes are whole 1 KiB blocks.
constexpr StringRef LdsKernels = R"(
#define LDS(BYTES, THREADS)                                                     \
  extern "C" __attribute__((amdgpu_kernel,                                      \
                            amdgpu_flat_work_group_size(1, THREADS))) void      \
  lds##BYTES##_##THREADS(const float *in, float *out) {                         \
    static __attribute__((address_space(3), loader_uninitialized))              \
    float s[BYTES / 4];                                                         \
    unsigned t = __builtin_amdgcn_workitem_id_x();                              \
    for (unsigned i = t; i < BYTES / 4; i += THREADS)                           \
      s[i] = in[i];                                                             \
    __builtin_amdgcn_s_barrier();                                               \
    out[t] = s[(t * 7) % (BYTES / 4)];                                          \
  }
LDS(2048, 64) LDS(4096, 64) LDS(16384, 64) LDS(40960, 64) LDS(20480, 128)
LDS(16384, 256) LDS(32768, 256) LDS(12288, 512) LDS(65536, 1024)
)";

TEST(OccupancyCrossCheck, AgreesWithClang22OnLdsLimits) {
  std::string Clang = llvmTool("clang");
  if (Clang.empty())
    GTEST_SKIP() << "no clang in " << CU2HIP_LLVM_BIN;
  Scratch Dir;
  ASSERT_TRUE(Dir.ok());
  ASSERT_TRUE(Dir.write("lds.cpp", LdsKernels));
  for (StringRef Arch : {"gfx90a", "gfx1030"}) {
    SCOPED_TRACE(Arch.str());
    std::string Object = Dir.path(("lds_" + Arch + ".o").str());
    std::string Log = ("lds_" + Arch + ".log").str();
    if (!run({Clang, "-x", "c++", "-target", "amdgcn-amd-amdhsa",
              ("-mcpu=" + Arch).str(), "-O2", "-nogpulib", "-c",
              "-Rpass-analysis=kernel-resource-usage", Dir.path("lds.cpp"),
              "-o", Object},
             Dir, Log))
      GTEST_SKIP() << "clang cannot compile for " << Arch.str() << ": "
                   << Dir.read(Log);
    std::map<std::string, unsigned> Remarks =
        parseResourceRemarks(Dir.read(Log));
    auto Kernels = readAmdCodeObject(Dir.read(sys::path::filename(Object)));
    ASSERT_TRUE(bool(Kernels)) << toString(Kernels.takeError());
    ASSERT_EQ(Kernels->size(), 9u);
    unsigned LdsLimited = 0;
    for (const KernelResources &K : *Kernels) {
      SCOPED_TRACE(K.Symbol);
      Occupancy O =
          computeOccupancy(K, *findGpuTarget(K.Arch), K.MaxFlatWorkGroupSize);
      EXPECT_EQ(O.Active, Remarks[K.Symbol]) << "ours limited by " << O.Limiter;
      LdsLimited += O.Limiter == "lds";
    }
    EXPECT_GE(LdsLimited, 3u);
  }
}
} // namespace
