// Without the CUDA SDK, the generated declarations give atomicAdd's __half,
// __half2 and __nv_bfloat16 overloads their parameter types, so a call
// resolves to that overload's row (which no HIP has: the shim stands in) as
// with the real headers; the other overloads keep HIP's atomicAdd.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_bf16.h>
#include <cuda_fp16.h>
// CHECK: __device__ static inline __half cu2hip_atomicAdd(__half *address, __half val) {
// CHECK: __device__ static inline __half2 cu2hip_atomicAdd(__half2 *address, __half2 val) {
// CHECK: __device__ static inline Bf16 cu2hip_bf16_atomicAdd(Bf16 *address, Bf16 val) {

__global__ void count(__half *halves, float *floats, int *ints, __half2 *pairs,
                      __nv_bfloat16 *bf) {
  atomicAdd(&halves[threadIdx.x % 4], __float2half(1.0f));
  atomicAdd(pairs, pairs[1]);
  atomicAdd(&bf[threadIdx.x % 4], bf[4]);
  atomicAdd(floats, 1.0f);
  atomicAdd(ints, 1);
}
// CHECK: cu2hip_atomicAdd(&halves[threadIdx.x % 4], __float2half(1.0f));
// CHECK-NEXT: cu2hip_atomicAdd(pairs, pairs[1]);
// CHECK-NEXT: cu2hip_bf16_atomicAdd(&bf[threadIdx.x % 4], bf[4]);
// CHECK-NEXT: atomicAdd(floats, 1.0f);
// CHECK-NEXT: atomicAdd(ints, 1);
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
