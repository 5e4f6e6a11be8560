// HIP has no asynchronous 1D copies to and from an array: each becomes the
// 2D copy of one row, count bytes wide (the pitch too), with the stream
// CUDA defaults to 0. A copy that runs past the end of the array's row is
// CUDA's only (it continues on the next rows), which each call reports.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err >%t.hip
// RUN: FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}' --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

void copies(cudaArray_t array, float *host, const float *src, size_t n,
            cudaStream_t s) {
  cudaMemcpyToArrayAsync(array, 4, 1, src, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK: hipMemcpy2DToArrayAsync(array, 4, 1, src, n * sizeof(float), n * sizeof(float), 1, hipMemcpyHostToDevice, s);
  // DIAG: [[@LINE-2]]:3: warning: 'cudaMemcpyToArrayAsync' translated to 'hipMemcpy2DToArrayAsync': HIP has no hipMemcpyToArrayAsync, so the copy is one row of hipMemcpy2DToArrayAsync, count bytes wide; where it runs past the end of the array's row, which CUDA continues on the next rows, HIP returns hipErrorInvalidValue [cu2hip-api-semantics]
  cudaMemcpyFromArrayAsync(host, array, 0, 2, n, cudaMemcpyDeviceToHost, s);
  // CHECK: hipMemcpy2DFromArrayAsync(host, n, array, 0, 2, n, 1, hipMemcpyDeviceToHost, s);
  // DIAG: [[@LINE-2]]:3: warning: 'cudaMemcpyFromArrayAsync' translated to 'hipMemcpy2DFromArrayAsync': {{.*}} [cu2hip-api-semantics]
  cudaMemcpyFromArrayAsync(host, array, 0, 0, n, cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpy2DFromArrayAsync(host, n, array, 0, 0, n, 1, hipMemcpyDeviceToHost, 0);
  // DIAG: [[@LINE-2]]:3: warning: 'cudaMemcpyFromArrayAsync' translated to 'hipMemcpy2DFromArrayAsync': {{.*}} [cu2hip-api-semantics]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
