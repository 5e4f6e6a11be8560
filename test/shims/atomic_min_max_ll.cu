// atomicMin and atomicMax on long long: CUDA has them (sm_35 on), HIP 5.2
// only the unsigned 64-bit ones, so the call did not compile and nothing
// said why (seen in real code). A shim gives them HIP's own signed atomic;
// the other overloads keep HIP's functions.
// REQUIRES: cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %if hipcc %{ %hipcc -x hip --offload-arch=gfx90a -fsyntax-only %t.hip %}
#include <cuda_runtime.h>

// CHECK: __device__ static inline long long cu2hip_atomicMin(long long *address, long long val) {
// CHECK: __device__ static inline long long cu2hip_atomicMax(long long *address, long long val) {
__global__ void extrema(long long *lo, long long *hi, unsigned long long *u,
                        int *i, const long long *v) {
  long long x = v[threadIdx.x];
  // CHECK: cu2hip_atomicMin(lo, x);
  atomicMin(lo, x);
  // CHECK: cu2hip_atomicMax(hi, x);
  atomicMax(hi, x);
  // CHECK: atomicMin(u, 1ull);
  atomicMin(u, 1ull);
  // CHECK: atomicMax(i, 2);
  atomicMax(i, 2);
}
