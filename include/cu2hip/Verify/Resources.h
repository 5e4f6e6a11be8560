//===- Resources.h - What the GPU compilers made of each kernel -*- C++ -*-===//
///
/// \file
/// Per-kernel resource figures read from the compilers' own outputs: ptxas'
/// resource lines and the cubin on the NVIDIA side, the AMDGPU code object's
/// metadata note, clang's kernel-resource-usage remarks and the disassembly
/// on the AMD side. Nothing here guesses: a figure a compiler did not give
/// stays unset.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_VERIFY_RESOURCES_H
#define CU2HIP_VERIFY_RESOURCES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

enum class GpuVendor { Nvidia, Amd };

/// Theoretical occupancy: resident warps (NVIDIA, per SM) or waves (AMD,
/// per SIMD) out of the most the hardware keeps, and what limits it.
struct Occupancy {
  unsigned Active = 0;
  unsigned Max = 0;
  /// "warps", "registers", "vgprs", "sgprs", "shared memory", "lds",
  /// "blocks", "workgroups" or "waves" (AMD's wave slots): the resource that
  /// runs out first.
  std::string Limiter;
  double fraction() const { return Max ? double(Active) / Max : 0.0; }
};

/// One kernel (one template instantiation) compiled for one target.
struct KernelResources {
  std::string Symbol; ///< mangled name, as in the binary
  std::string Name;   ///< demangled
  std::string Arch;   ///< sm_80, gfx90a, ...
  GpuVendor Vendor = GpuVendor::Nvidia;
  unsigned WaveSize = 32;
  /// NVIDIA registers per thread; AMD architectural VGPRs per lane (where
  /// AGPRs share the VGPR file, gfx90a and gfx94x, the metadata gives only
  /// the total: this is then the VGPR part, rounded up to 4 as allocated).
  unsigned Registers = 0;
  unsigned AccRegisters = 0;    ///< AMD AGPRs (gfx90a and later)
  unsigned ScalarRegisters = 0; ///< AMD SGPRs per wave
  unsigned SharedBytes = 0;     ///< static shared memory / LDS per block
  /// NVIDIA stack frame per thread (ptxas' cumulative stack size, callees
  /// included, where it states one); AMD private segment (scratch) per lane.
  unsigned LocalBytes = 0;
  unsigned SpillStoreBytes = 0, SpillLoadBytes = 0; ///< NVIDIA (ptxas)
  unsigned VgprSpills = 0, SgprSpills = 0;          ///< AMD (metadata)
  unsigned Barriers = 0;                            ///< NVIDIA named barriers
  /// Machine instructions in the kernel's code, padding left out.
  std::optional<unsigned> Instructions;
  /// AMD: the flat work-group size the code was compiled for.
  unsigned MaxFlatWorkGroupSize = 0;
  /// AMD: waves per SIMD as clang's resource remark states it (computed by
  /// the compiler for MaxFlatWorkGroupSize).
  std::optional<unsigned> CompilerOccupancy;
  /// Ours, for the block size verify was given (unset: no facts for Arch).
  std::optional<Occupancy> Occ;

  bool spills() const {
    return SpillStoreBytes || SpillLoadBytes || VgprSpills || SgprSpills;
  }
};

//--- NVIDIA side -----------------------------------------------------------

/// Kernels in `nvcc -Xptxas -v` output for \p Arch: registers, barriers,
/// smem, stack frame and spills of each entry function (device functions
/// ptxas also lists are left out).
std::vector<KernelResources> parsePtxasInfo(llvm::StringRef Log,
                                            llvm::StringRef Arch);

/// SASS instructions per mangled kernel name in a cubin: the size of each
/// `.text.<name>` section in 16-byte instructions (sm_70 and later), less
/// the trailing NOPs and the branch-to-self that pad it.
llvm::Expected<std::map<std::string, unsigned>>
countSassInstructions(llvm::StringRef Cubin);

//--- AMD side --------------------------------------------------------------

/// Kernels in an AMDGPU code object's NT_AMDGPU_METADATA note (code object
/// v3 and later): VGPRs, AGPRs, SGPRs, LDS, scratch, spills, wave size and
/// flat work-group size. Arch is the gfx name from amdhsa.target.
llvm::Expected<std::vector<KernelResources>>
readAmdCodeObject(llvm::StringRef CodeObject);

/// "Occupancy [waves/SIMD]" per kernel symbol from clang's
/// -Rpass-analysis=kernel-resource-usage remarks.
std::map<std::string, unsigned> parseResourceRemarks(llvm::StringRef Log);

/// Instructions per function symbol in `llvm-objdump -d` text of a code
/// object, trailing s_nop / s_code_end padding left out.
std::map<std::string, unsigned> countAmdInstructions(llvm::StringRef Disasm);

//--- Occupancy -------------------------------------------------------------

/// Published per-target limits (see GpuTargets.def).
struct GpuTarget {
  llvm::StringRef Arch;
  GpuVendor Vendor;
  unsigned WaveSize;
  /// Resident warps per SM / waves per SIMD.
  unsigned MaxWaves;
  /// Blocks per SM / work-groups per CU (WGP on gfx10+).
  unsigned MaxBlocks;
  /// Register file: NVIDIA 32-bit registers per SM; AMD VGPRs per lane per
  /// SIMD.
  unsigned RegisterFile;
  /// Registers are given out in these units (NVIDIA: per warp; AMD: VGPRs).
  unsigned RegisterGranule;
  /// AMD SGPRs per SIMD (0: SGPRs do not limit waves on this target).
  unsigned ScalarRegisterFile;
  unsigned ScalarGranule;
  /// Shared memory / LDS per SM / CU (WGP), and per block reserved by the
  /// system (NVIDIA), and the allocation unit.
  unsigned SharedPerUnit;
  unsigned SharedReservedPerBlock;
  unsigned SharedGranule;
  /// SIMDs sharing one CU's (WGP's) LDS; 1 for NVIDIA (counted per SM).
  unsigned SimdsPerUnit;
};

/// The facts for \p Arch ("sm_90", "gfx90a"); null when none are known.
const GpuTarget *findGpuTarget(llvm::StringRef Arch);

/// Theoretical occupancy of \p K launched with \p BlockSize threads per
/// block and no dynamic shared memory.
Occupancy computeOccupancy(const KernelResources &K, const GpuTarget &T,
                           unsigned BlockSize);

} // namespace cu2hip

#endif
