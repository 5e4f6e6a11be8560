//===- CudaNames.cpp - Names only CUDA spells so --------------------------===//
#include "cu2hip/Mapping/CudaNames.h"
#include "llvm/ADT/StringExtras.h"
#include <utility>

using namespace cu2hip;
using llvm::StringRef;

bool cu2hip::looksLikeCudaName(StringRef N) {
  auto UpperAt = [&N](size_t I) { return N.size() > I && llvm::isUpper(N[I]); };
  auto LowerAt = [&N](size_t I) { return N.size() > I && llvm::isLower(N[I]); };
  if (N.starts_with("cuda") && UpperAt(4))
    return true; // cudaMalloc, cudaStream_t
  if (N.starts_with("cu") && UpperAt(2) && LowerAt(3))
    return true; // cuInit, cuMemAlloc
  if (N.starts_with("CU") && (LowerAt(2) || (N.size() > 3 && N[2] == '_')))
    return true; // CUdevice, CU_DEVICE_ATTRIBUTE_*
  if (N.starts_with("CUDA_") || N.starts_with("CUDART_") ||
      N.starts_with("__CUDA") || N.starts_with("__nv_"))
    return true;
  // The libraries: cublasSgemm, curand_init, CUBLAS_OP_N, ncclAllReduce,
  // nvrtcCompileProgram, nvtxRangePushA, NVTX_VERSION... (every identifier
  // of a file passes here: no allocation per name).
  static constexpr std::pair<StringRef, StringRef> Libraries[] = {
      {"cublas", "CUBLAS_"},     {"cudnn", "CUDNN_"},
      {"cufft", "CUFFT_"},       {"curand", "CURAND_"},
      {"cusolver", "CUSOLVER_"}, {"cusparse", "CUSPARSE_"},
      {"nccl", "NCCL_"},         {"nvrtc", "NVRTC_"},
      {"nvtx", "NVTX_"}};
  for (auto [Lib, Macro] : Libraries) {
    if (N.starts_with(Lib) && N.size() > Lib.size() &&
        (llvm::isUpper(N[Lib.size()]) || N[Lib.size()] == '_'))
      return true;
    if (N.starts_with(Macro))
      return true;
  }
  return false;
}

bool cu2hip::isDistinctiveCudaName(StringRef Name) {
  return Name.starts_with("__") || looksLikeCudaName(Name);
}
