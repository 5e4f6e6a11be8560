//===- NvidiaShims.cpp - The NVIDIA side's shims, from the tables ---------===//
///
/// \file
/// mappings/shims/nvidia.yaml, compiled in by cu2hip-tblgen as the AMD
/// side's shims are.
///
//===----------------------------------------------------------------------===//
#include "NvidiaShims.h"
#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;
using llvm::StringRef;

static const NvidiaShim Shims[] = {
#define CU2HIP_NVIDIA_SHIM(Name, Title, Provides, DeviceOnly, Code)            \
  {Name, Title, Provides, DeviceOnly, Code},
#include "cu2hip/NvidiaShimRows.inc"
};

llvm::ArrayRef<NvidiaShim> cu2hip::nvidiaShims() { return Shims; }

bool cu2hip::isShimmed(StringRef HipName) {
  return llvm::any_of(Shims,
                      [&](const NvidiaShim &S) { return S.provides(HipName); });
}
