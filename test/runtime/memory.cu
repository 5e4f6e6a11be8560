// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 64);
  // CHECK: hipMalloc(&d, 64);
  cudaMemset(d, 0, 64);
  // CHECK: hipMemset(d, 0, 64);
  cudaFree(d);
  // CHECK: hipFree(d);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
  // CHECK: return hipGetLastError() == hipSuccess ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
