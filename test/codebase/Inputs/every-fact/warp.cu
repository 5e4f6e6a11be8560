// User names and macros, a full warp mask, a half shuffle, an argument cast,
// a tile partitioned from a tile, a host __half operator, fields resolved
// behind `prop.` and a wave64 finding.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cooperative_groups.h>
#include "user.cuh"
namespace cg = cooperative_groups;

#define FULL_MASK 0xffffffff
#define SCALE 2.0f

__device__ float scaled(float x) { return SCALE * x; }

__global__ void warp(float *out, __half *h, unsigned long mask) {
  float v = out[threadIdx.x];
  v += __shfl_down_sync(FULL_MASK, v, 1);
  h[0] = __shfl_down_sync(FULL_MASK, h[0], 1);
  out[0] = scaled(v) + __ffsll(mask);
  cg::thread_block block = cg::this_thread_block();
  auto t32 = cg::tiled_partition<32>(block);
  auto t4 = cg::tiled_partition<4>(t32);
  out[1] = t4.thread_rank();
  int lane = threadIdx.x & 31;
  out[2] = lane;
}

__half hostAdd(__half a, __half b) { return a + b; }

int clockKhz(int dev) {
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  return prop.major > 7 ? prop.clockRate : 0;
}
