// Symbol copies as the real CUDA SDK resolves them: the translation passes
// what HIP 5.2's functions need, and hipcc accepts it as is.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty
// RUN: %hipcc --offload-arch=gfx90a -fsyntax-only %t.hip
#include <cuda_runtime.h>

__constant__ float coeffs[16];
__device__ int counter;

// CUDA's templates default the offset and the kind; HIP's async copies
// have no defaults for them.
void async_copies(const float *host, int *back) {
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(coeffs), 0, hipMemcpyHostToDevice);
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(float), sizeof(float));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(float), sizeof(float), hipMemcpyHostToDevice);
  cudaMemcpyFromSymbolAsync(back, counter, sizeof(int));
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost);
  cudaMemcpyFromSymbolAsync(back, counter, sizeof(int), 0);
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost);
}
// DIAG-NOT: warning:
