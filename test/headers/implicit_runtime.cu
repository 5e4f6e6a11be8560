// nvcc includes the CUDA runtime header implicitly and hipcc does not: a .cu
// file that uses CUDA without including anything gets the HIP runtime
// include, after its leading comments. (The hermetic headers are not included
// implicitly the way Clang includes the real ones: -include stands in.)
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -- -include cuda_runtime.h 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
/* Copyright block: the include goes after it. */

__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }

int main() {
  float *d;
  cudaMalloc((void **)&d, 256);
  fill<<<1, 64>>>(d);
  return cudaDeviceSynchronize();
}

// CHECK:/* Copyright block: the include goes after it. */
// CHECK-EMPTY:
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-NEXT:__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }
// CHECK:  hipMalloc((void **)&d, 256);
// CHECK-NEXT:  fill<<<1, 64>>>(d);
// CHECK-NEXT:  return hipDeviceSynchronize();
// CHECK-NOT:#include
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
