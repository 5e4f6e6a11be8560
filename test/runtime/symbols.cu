// Symbol APIs take the symbol itself in CUDA and HIP_SYMBOL(symbol) in HIP:
// the first argument of the to-symbol copies, the second of the from-symbol
// copies and the address and size queries. Translating the translation
// again changes nothing (no HIP_SYMBOL(HIP_SYMBOL(...))).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err >%t.pass1.cu
// RUN: FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}' --input-file=%t.pass1.cu
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.pass1.cu -o - --hip-version 5.2 2>/dev/null >%t.pass2.cu
// RUN: diff %t.pass1.cu %t.pass2.cu

#include <cuda_runtime.h>

__constant__ float coeffs[16];
__device__ int counter;
__device__ float table[4][4];

int upload(const float *host, cudaStream_t s) {
  cudaMemcpyToSymbol(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, sizeof(coeffs));
  cudaMemcpyToSymbol(coeffs, host, 4 * sizeof(float), 8 * sizeof(float), cudaMemcpyHostToDevice);
  // CHECK: hipMemcpyToSymbol(HIP_SYMBOL(coeffs), host, 4 * sizeof(float), 8 * sizeof(float), hipMemcpyHostToDevice);
  cudaMemcpyToSymbolAsync(table, host, sizeof(table), 0, cudaMemcpyHostToDevice, s);
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(table), host, sizeof(table), 0, hipMemcpyHostToDevice, s);
  int zero = 0;
  return cudaMemcpyToSymbol(counter, &zero, sizeof(int)) == cudaSuccess;
  // CHECK: return hipMemcpyToSymbol(HIP_SYMBOL(counter), &zero, sizeof(int)) == hipSuccess;
}

int main() {
  float host[16] = {};
  upload(host, 0);
  cudaMemcpyFromSymbol(host, coeffs, sizeof(host));
  // CHECK: hipMemcpyFromSymbol(host, HIP_SYMBOL(coeffs), sizeof(host));
  cudaMemcpyFromSymbolAsync(host, table, sizeof(table), 0, cudaMemcpyDeviceToHost, 0);
  // CHECK: hipMemcpyFromSymbolAsync(host, HIP_SYMBOL(table), sizeof(table), 0, hipMemcpyDeviceToHost, 0);
  int *addr = nullptr;
  cudaGetSymbolAddress((void **)&addr, counter);
  // CHECK: hipGetSymbolAddress((void **)&addr, HIP_SYMBOL(counter));
  unsigned long bytes = 0;
  cudaGetSymbolSize(&bytes, table);
  // CHECK: hipGetSymbolSize(&bytes, HIP_SYMBOL(table));
  // A symbol argument that is itself an expression is wrapped whole.
  cudaMemcpyFromSymbol(host, *&coeffs, sizeof(float));
  // CHECK: hipMemcpyFromSymbol(host, HIP_SYMBOL(*&coeffs), sizeof(float));
  return bytes == sizeof(table) ? 0 : 1;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
