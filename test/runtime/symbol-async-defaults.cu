// CUDA's C++ templates of the asynchronous copies to and from a symbol
// default the offset (0) and the kind (host to device, device to host);
// HIP's functions have no defaults for them, so a call that leaves them out
// gets CUDA's values written out. The synchronous copies keep their short form: HIP's declare
// the same defaults. Translating the translation changes nothing.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err >%t.pass1.cu
// RUN: FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}' --input-file=%t.pass1.cu
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.pass1.cu -o - --hip-version 5.2 2>/dev/null >%t.pass2.cu
// RUN: diff %t.pass1.cu %t.pass2.cu

#include <cuda_runtime.h>

__constant__ float coeffs[16];
__device__ int counter;

void upload(const float *host, int *back, cudaStream_t s) {
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(coeffs), 0, hipMemcpyHostToDevice);
  cudaMemcpyToSymbolAsync(coeffs, host, 4 * sizeof(float), 8 * sizeof(float));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, 4 * sizeof(float), 8 * sizeof(float), hipMemcpyHostToDevice);
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(float), 0, cudaMemcpyDeviceToDevice);
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(float), 0, hipMemcpyDeviceToDevice);
  cudaMemcpyFromSymbolAsync(back, counter, sizeof(int));
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost);
  cudaMemcpyFromSymbolAsync(back, coeffs, sizeof(int), sizeof(float));
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(coeffs), sizeof(int), sizeof(float), hipMemcpyDeviceToHost);
  cudaMemcpyFromSymbolAsync(back, counter, sizeof(int), 0, cudaMemcpyDeviceToHost, s);
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost, s);
  cudaMemcpyToSymbol(coeffs, host, sizeof(float));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(float));
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
