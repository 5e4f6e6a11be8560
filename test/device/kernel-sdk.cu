// Against the real CUDA 13 headers, a typical kernel file (built-ins,
// qualifiers, shuffles, atomics, fences, fast math) has no name the tables
// fail to classify.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

__constant__ float bias[32];
__device__ unsigned long long hits;
__managed__ int flag;

__device__ __forceinline__ float warp_sum(float v) {
  for (int d = warpSize / 2; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffff, v, d);
  // CHECK:    v += __shfl_down(v, d);
  return v;
}

__global__ void __launch_bounds__(256)
reduce(const float *__restrict__ in, float *out, int n) {
  __shared__ float partial[32];
  extern __shared__ unsigned char scratch[];
  unsigned tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? __ldg(in + i) * __expf(bias[tid % 32]) : 0.0f;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:49: warning: 'tid % 32' computes a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'tid % warpSize' [cu2hip-wave64-lane-math]
  v = warp_sum(v);
  if (tid % warpSize == 0)
    partial[tid / warpSize] = v;
  __syncthreads();
  if (tid < blockDim.x / warpSize)
    v = warp_sum(partial[tid]);
  if (tid == 0) {
    atomicAdd(out, v);
    atomicAdd(&hits, 1ull);
    __threadfence();
    scratch[0] = (unsigned char)gridDim.x;
    flag = min(flag + 1, 100);
  }
  // CHECK:    flag = min(flag + 1, 100);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
