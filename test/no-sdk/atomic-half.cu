// Without the CUDA SDK, the generated declarations give atomicAdd's __half
// overload its parameter types, so the call resolves to that row (which no
// HIP has: the shim stands in) as with the real headers; the other
// overloads keep HIP's atomicAdd.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_fp16.h>
// CHECK: __device__ static inline __half cu2hip_atomicAdd(__half *address, __half val) {

__global__ void count(__half *halves, float *floats, int *ints) {
  atomicAdd(&halves[threadIdx.x % 4], __float2half(1.0f));
  atomicAdd(floats, 1.0f);
  atomicAdd(ints, 1);
}
// CHECK: cu2hip_atomicAdd(&halves[threadIdx.x % 4], __float2half(1.0f));
// CHECK-NEXT: atomicAdd(floats, 1.0f);
// CHECK-NEXT: atomicAdd(ints, 1);
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
