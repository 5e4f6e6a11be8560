//===- NvidiaShims.h - Hand-written parts of the NVIDIA headers -*- C++ -*-===//
///
/// \file
/// What a rename cannot say: HIP names the translation writes whose calls
/// have another shape than any CUDA function's (warp functions with a 64-bit
/// lane mask or with none), and names cu2hip's rules write without a table
/// row (hipLaunchKernelGGL, HIP_SYMBOL, __lane_id). Each shim lists the HIP
/// names it defines, so the generator neither renames them nor reports them
/// as missing. They are rows of mappings/shims/nvidia.yaml.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_VERIFY_NVIDIASHIMS_H
#define CU2HIP_LIB_VERIFY_NVIDIASHIMS_H

#include "cu2hip/Mapping/Shims.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace cu2hip {

/// In the order they go into the main header (the table's).
llvm::ArrayRef<NvidiaShim> nvidiaShims();

/// Whether a shim defines \p HipName.
bool isShimmed(llvm::StringRef HipName);

} // namespace cu2hip

#endif
