// A realistic kernel file (warp shuffles and votes, atomics, a shared-memory
// block reduction, half precision, cooperative groups) translated for HIP
// 5.2 compiles with hipcc for a wave64 (gfx90a) and a wave32 (gfx1030) GPU.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|__nv_|_sync\(}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.gfx90a.o
// RUN: %hipcc -x hip --offload-arch=gfx1030 -c %t.hip -o %t.gfx1030.o

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

constexpr int kBlock = 256;
constexpr unsigned kFullMask = 0xffffffffu;

__constant__ float gScale;
__device__ unsigned long long gNonZero;

template <typename T> __device__ __forceinline__ T warpReduceSum(T v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK:    v += __shfl_down(v, offset);
  return v;
}

__device__ __forceinline__ float warpMax(float v) {
  for (int mask = 16; mask > 0; mask >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, mask));
  // CHECK:    v = fmaxf(v, __shfl_xor(v, mask));
  // DIAG: {{.*}}.cu:[[@LINE-3]]:8: warning: 'int mask = 16' starts a shuffle reduction at offset 16, which covers only 32 lanes; AMD wavefronts have 64 lanes: start at 'int mask = warpSize / 2' [cu2hip-wave64-lane-math]
  return __shfl_sync(0xffffffff, v, 0);
  // CHECK:  return __shfl(v, 0);
}

__global__ void __launch_bounds__(kBlock)
sumKernel(const float *__restrict__ in, float *out, unsigned *hist, int n) {
  __shared__ float partial[kBlock / 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? __ldg(in + i) * gScale : 0.0f;

  // Votes: count the non-zero inputs of each warp.
  unsigned long long nonZero = __ballot_sync(0xffffffff, v != 0.0f);
  // CHECK:  unsigned long long nonZero = __ballot(v != 0.0f);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:32: warning: '__ballot_sync' translated to '__ballot': HIP returns a 64-bit unsigned long long lane mask, so storing it in a 32-bit unsigned drops lanes 32-63 on wave64 devices [cu2hip-api-semantics]
  if (threadIdx.x % warpSize == 0)
    atomicAdd(&gNonZero, (unsigned long long)__popcll(nonZero));
  if (__any_sync(0xffffffff, v < 0.0f))
    // CHECK:  if (__any(v < 0.0f))
    atomicAdd(hist, 1u);
  if (__all_sync(0xffffffff, v > 0.0f))
    atomicAdd_block(hist + 1, 1u);
  // CHECK:    atomicAdd(hist + 1, 1u);
  atomicMax((int *)hist + 2, i);

  // Block reduction through shared memory.
  v = warpReduceSum(v);
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:14: warning: 'threadIdx.x % 32' computes a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'threadIdx.x % warpSize' [cu2hip-wave64-lane-math]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:39: warning: 'threadIdx.x / 32' computes a warp index with a warp size of 32; AMD wavefronts have 64 lanes: use 'threadIdx.x / warpSize' [cu2hip-wave64-lane-math]
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? partial[lane] : 0.0f;
    // DIAG: {{.*}}.cu:[[@LINE-1]]:16: warning: 'blockDim.x / 32' computes the number of warps in a block with a warp size of 32; AMD wavefronts have 64 lanes: use 'blockDim.x / warpSize' [cu2hip-wave64-lane-math]
    v = warpReduceSum(v);
    if (lane == 0)
      atomicAdd(out, v);
  }
  __syncwarp();
  // CHECK:  __threadfence_block();
  __threadfence();
}

__global__ void halfKernel(const __half *a, const __half2 *b, __half2 *c,
                           float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half2 p = __hfma2(b[i], __float2half2_rn(2.0f), __halves2half2(a[i], a[i]));
  c[i] = __hmul2(p, b[i]);
  float lo = __low2float(p) + __half2float(__hadd(a[i], __float2half(1.0f)));
  out[i] = warpMax(lo + __high2float(c[i]));
}

__global__ void cgKernel(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[block.group_index().x * block.size() + block.thread_rank()];
  for (int d = tile.size() / 2; d > 0; d /= 2)
    v += tile.shfl_down(v, d);
  block.sync();
  if (tile.thread_rank() == 0)
    atomicAdd(out, v + (int)tile.num_threads());
  // CHECK:    atomicAdd(out, v + (int)tile.size());
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 5 warnings, 0 errors
