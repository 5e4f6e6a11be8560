//===- Toolchain.h - The GPUs verify finds and its tools' versions --------===//
#ifndef CU2HIP_LIB_VERIFY_TOOLCHAIN_H
#define CU2HIP_LIB_VERIFY_TOOLCHAIN_H

#include "cu2hip/Support/ChildProcess.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// The GPUs this machine can run code on.
struct GpuInventory {
  /// NVIDIA: "NVIDIA H100 80GB HBM3" and its sm_XY target.
  std::string NvidiaName, NvidiaArch;
  /// AMD (ROCm with /dev/kfd): the first agent's gfx name.
  std::string AmdArch;
  bool any() const { return !NvidiaArch.empty() || !AmdArch.empty(); }
  std::string describe() const;
};
GpuInventory detectGpus();

/// First line of `tool --version`-like output that says a version.
std::string versionOf(llvm::ArrayRef<std::string> Args);

} // namespace cu2hip

#endif
