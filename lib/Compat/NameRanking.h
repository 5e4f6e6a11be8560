//===- NameRanking.h - Which CUDA name a HIP name stands for ----*- C++ -*-===//
///
/// \file
/// The NVIDIA headers map each HIP name back to one CUDA name; several rows
/// may offer one. These decide which, and whether a macro can say it.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COMPAT_NAMERANKING_H
#define CU2HIP_COMPAT_NAMERANKING_H

#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace cu2hip::compat {

/// How a handler leaves the call the translation writes.
enum class CallShape {
  Kept,     ///< the CUDA call's own arguments (perhaps cast, or HIP_SYMBOL)
  OwnShape, ///< the arguments the written name takes itself (`__shfl(v, l)`)
  WideMask, ///< the lane mask made 64-bit
  Changed,  ///< rebuilt in a way no CUDA function takes
};

CallShape callShape(HandlerKind H);

/// `abort`, `uint32_t`, `std`: lower case, no leading `__`, nothing of HIP's
/// in it. Names of the C and C++ libraries look like this, and a macro of
/// that name would rewrite their headers.
bool isLibraryStyleName(llvm::StringRef Name);

/// How many bytes \p A and \p B end alike.
size_t commonSuffix(llvm::StringRef A, llvm::StringRef B);

/// A row offering its CUDA name for a HIP name, as the translation writes it.
struct Candidate {
  const MappingRow *Row;
  RowEmission E;
};

/// Sorts the CUDA names that map to \p HipName, best first: one CUDA 13
/// still declares (no `cuda_removed`); not the driver API's (HIP has one
/// API where CUDA has two, and its types and error codes are, on NVIDIA,
/// the runtime's: hipError_t is cudaError_t, so hipErrorOutOfMemory must
/// be cudaErrorMemoryAllocation, not CUDA_ERROR_OUT_OF_MEMORY); a supported
/// row before one that
/// needs attention (`CUBLAS_GEMM_DEFAULT` before `CUBLAS_GEMM_ALGO0` for
/// HIPBLAS_GEMM_DEFAULT); a row's own HIP name before a fallback; the HIP
/// name with CUDA's prefix, the runtime's before the driver's (HIP names
/// both APIs' functions alike, and returns one error type, which with CUDA
/// is the runtime's); the name sharing the longest ending with the HIP name
/// (cudaDeviceScheduleBlockingSync for hipDeviceScheduleBlockingSync, not
/// cudaDeviceBlockingSync); the shorter; the first in byte order.
void sortCandidates(std::vector<Candidate> &Cs, llvm::StringRef HipName);

} // namespace cu2hip::compat

#endif
