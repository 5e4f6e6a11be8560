//===- Occupancy.cpp - Theoretical occupancy from published limits --------===//
///
/// \file
/// NVIDIA: whole blocks per SM, limited by warp slots, block slots,
/// registers (given out per warp, each warp's from one quarter of the SM) and
/// shared memory; the answer is in resident warps per SM.
///
/// AMD: waves per SIMD, limited by wave slots, VGPRs and SGPRs per SIMD, and
/// by what whole work-groups fit in one CU (WGP): LDS and work-group slots.
/// A work-group's waves spread over the unit's SIMDs. The register limits
/// are not rounded down to whole work-groups, as clang's own occupancy figure
/// is not: the two agree for the block size the kernel was compiled for.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Verify/Resources.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace cu2hip;
using namespace llvm;

const GpuTarget *cu2hip::findGpuTarget(StringRef Arch) {
  static const GpuTarget Targets[] = {
// The rows list the fields in GpuTarget's order.
#define GPU_TARGET(Arch, Vendor, ...) {Arch, GpuVendor::Vendor, __VA_ARGS__},
#include "cu2hip/Verify/GpuTargets.def"
  };
  // "gfx90a:xnack-": target features do not change the limits.
  StringRef Name = Arch.split(':').first;
  for (const GpuTarget &T : Targets)
    if (T.Arch == Name)
      return &T;
  // sm_90a, sm_100f: the SM's architecture-specific instruction sets.
  if (Name.starts_with("sm_") && (Name.ends_with("a") || Name.ends_with("f")))
    return findGpuTarget(Name.drop_back());
  return nullptr;
}

namespace {
constexpr unsigned Unlimited = ~0u;
/// Threads per block on every compute capability since 2.0 (CUDA C++
/// Programming Guide, technical specifications).
constexpr unsigned MaxThreadsPerBlock = 1024;
/// Register file quarters (SM sub-partitions) a warp's registers come from
/// (cuda_occupancy.h, cudaOccSubPartitionsPerMultiprocessor).
constexpr unsigned RegisterQuarters = 4;

unsigned ceilDiv(unsigned X, unsigned Y) { return (X + Y - 1) / Y; }
unsigned roundUp(unsigned X, unsigned Granule) {
  return Granule ? alignTo(X, Granule) : X;
}

struct Limit {
  const char *Name;
  unsigned Value;
};

/// The smallest limit; on a tie the first listed, so list the hardware slots
/// first: nothing the kernel changes gets past them.
Limit tightest(ArrayRef<Limit> Limits) {
  return *std::min_element(
      Limits.begin(), Limits.end(),
      [](const Limit &A, const Limit &B) { return A.Value < B.Value; });
}

Occupancy nvidiaOccupancy(const KernelResources &K, const GpuTarget &T,
                          unsigned BlockSize) {
  Occupancy O;
  O.Max = T.MaxWaves;
  unsigned WarpsPerBlock = ceilDiv(BlockSize, T.WaveSize);
  if (!BlockSize || BlockSize > MaxThreadsPerBlock ||
      WarpsPerBlock > T.MaxWaves) {
    O.Limiter = "warps";
    return O;
  }
  unsigned ByRegisters = Unlimited;
  if (K.Registers) {
    unsigned PerWarp = roundUp(K.Registers * T.WaveSize, T.RegisterGranule);
    unsigned Warps =
        RegisterQuarters * (T.RegisterFile / RegisterQuarters / PerWarp);
    ByRegisters = Warps / WarpsPerBlock;
  }
  unsigned SharedPerBlock =
      roundUp(K.SharedBytes + T.SharedReservedPerBlock, T.SharedGranule);
  unsigned ByShared =
      SharedPerBlock ? T.SharedPerUnit / SharedPerBlock : Unlimited;
  Limit Tightest = tightest({{"warps", T.MaxWaves / WarpsPerBlock},
                             {"blocks", T.MaxBlocks},
                             {"registers", ByRegisters},
                             {"shared memory", ByShared}});
  O.Active = Tightest.Value * WarpsPerBlock;
  O.Limiter = Tightest.Name;
  return O;
}

Occupancy amdOccupancy(const KernelResources &K, const GpuTarget &T,
                       unsigned BlockSize) {
  Occupancy O;
  O.Max = T.MaxWaves;
  unsigned WaveSize = K.WaveSize ? K.WaveSize : T.WaveSize;
  unsigned WavesPerGroup = ceilDiv(BlockSize, WaveSize);
  if (!BlockSize || WavesPerGroup > T.MaxWaves * T.SimdsPerUnit) {
    O.Limiter = "waves";
    return O;
  }
  // The register file holds as many bytes in either wave size: a wave64
  // lane-register is two wave32 ones.
  unsigned VgprFile = T.RegisterFile * T.WaveSize / WaveSize;
  unsigned VgprGranule =
      std::max(1u, T.RegisterGranule * T.WaveSize / WaveSize);
  // AGPRs follow the VGPRs, which are rounded up to 4, in the unified file.
  unsigned Vgprs =
      K.AccRegisters ? alignTo(K.Registers, 4) + K.AccRegisters : K.Registers;
  unsigned ByVgprs = Vgprs ? VgprFile / roundUp(Vgprs, VgprGranule) : Unlimited;
  unsigned BySgprs =
      T.ScalarRegisterFile && K.ScalarRegisters
          ? T.ScalarRegisterFile / roundUp(K.ScalarRegisters, T.ScalarGranule)
          : Unlimited;
  // Whole work-groups per CU (WGP), as waves per SIMD.
  auto WavesPerSimd = [&](unsigned Groups) {
    return Groups == Unlimited
               ? Unlimited
               : ceilDiv(Groups * WavesPerGroup, T.SimdsPerUnit);
  };
  unsigned Lds = roundUp(K.SharedBytes, T.SharedGranule);
  unsigned ByLds = Lds ? WavesPerSimd(T.SharedPerUnit / Lds) : Unlimited;
  // A single-wave work-group needs no barrier, and so no work-group slot.
  unsigned BySlots = WavesPerGroup > 1 ? WavesPerSimd(T.MaxBlocks) : Unlimited;
  Limit Tightest = tightest({{"waves", T.MaxWaves},
                             {"workgroups", BySlots},
                             {"vgprs", ByVgprs},
                             {"sgprs", BySgprs},
                             {"lds", ByLds}});
  O.Limiter = Tightest.Name;
  // Each SIMD must take its share of one whole work-group.
  O.Active = Tightest.Value < ceilDiv(WavesPerGroup, T.SimdsPerUnit)
                 ? 0
                 : Tightest.Value;
  return O;
}
} // namespace

Occupancy cu2hip::computeOccupancy(const KernelResources &K, const GpuTarget &T,
                                   unsigned BlockSize) {
  switch (T.Vendor) {
  case GpuVendor::Nvidia:
    return nvidiaOccupancy(K, T, BlockSize);
  case GpuVendor::Amd:
    return amdOccupancy(K, T, BlockSize);
  }
  llvm_unreachable("every vendor is handled");
}
