// The asynchronous 1D copies to and from an array, which HIP lacks, as the
// 2D copy of one row: hipcc accepts the translation as is.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>/dev/null > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{cuda[A-Z]}}'
// RUN: %hipcc --offload-arch=gfx90a -fsyntax-only %t.hip
#include <cuda_runtime.h>

void copies(cudaArray_t array, float *host, const float *src, size_t n,
            cudaStream_t s) {
  cudaMemcpyToArrayAsync(array, 4, 1, src, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK: hipMemcpy2DToArrayAsync(array, 4, 1, src, n * sizeof(float), n * sizeof(float), 1, hipMemcpyHostToDevice, s);
  cudaMemcpyFromArrayAsync(host, array, 0, 2, n, cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpy2DFromArrayAsync(host, n, array, 0, 2, n, 1, hipMemcpyDeviceToHost, 0);
}
