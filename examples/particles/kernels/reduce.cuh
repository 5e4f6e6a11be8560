// reduce.cuh - generic two-pass block reduction.
//
// Header-only because it is a template: callers instantiate it for the
// element type and block size they need, e.g.
//   block_sum_kernel<float, 256><<<blocks, 256, 0, stream>>>(in, n, partial);
//   block_sum_kernel<float, 256><<<1, 256, 0, stream>>>(partial, blocks, out);
#pragma once

#include <cuda_runtime.h>

#include "device_math.cuh"

namespace particles {

template <typename T>
__device__ inline T warp_sum(T v) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    v += __shfl_down_sync(0xffffffff, v, offset);
  }
  return v;
}

// Each block reduces BLOCK * ITEMS elements (grid-stride) into one partial
// sum. Shared memory is statically sized from the template parameter.
template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK)
    block_sum_kernel(const T* __restrict__ in, int n, T* __restrict__ out) {
  static_assert(BLOCK >= 64 && (BLOCK & (BLOCK - 1)) == 0,
                "BLOCK must be a power of two >= 64");
  __shared__ T s_data[BLOCK];

  T sum = T(0);
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
    sum += in[i];
  }
  s_data[threadIdx.x] = sum;
  __syncthreads();

  // Tree reduction in shared memory down to one warp...
#pragma unroll
  for (int stride = BLOCK / 2; stride >= 32; stride >>= 1) {
    if (threadIdx.x < stride) {
      s_data[threadIdx.x] += s_data[threadIdx.x + stride];
    }
    __syncthreads();
  }

  // ...then finish with register shuffles.
  if (threadIdx.x < 32) {
    sum = warp_sum(s_data[threadIdx.x]);
    if (threadIdx.x == 0) out[blockIdx.x] = sum;
  }
}

}  // namespace particles
