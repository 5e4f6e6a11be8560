// export_module.cu - kernels built as a standalone PTX module.
//
// This file is NOT linked into the particles executable. CMake compiles it to
// PTX (CUDA_PTX_COMPILATION) and the host loads it at run time through the
// driver API (src/driver_module.cpp), the same way the visualization plugins
// are shipped. Keep the entry points extern "C" so their names are not
// mangled, and keep the parameter lists in sync with driver_module.cpp.

#include <cuda_runtime.h>

// Quantize positions in [0,1]^2 to 16-bit fixed point, interleaved (x, y).
extern "C" __global__ void quantize_positions(const float2* __restrict__ pos,
                                              unsigned short* __restrict__ out,
                                              int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float2 p = pos[i];
  const float x = fminf(fmaxf(p.x, 0.0f), 1.0f);
  const float y = fminf(fmaxf(p.y, 0.0f), 1.0f);
  out[2 * i + 0] = static_cast<unsigned short>(__float2uint_rn(x * 65535.0f));
  out[2 * i + 1] = static_cast<unsigned short>(__float2uint_rn(y * 65535.0f));
}

// Position-weighted checksum over the quantized stream, one partial per block;
// the host folds the partials.
extern "C" __global__ void block_checksum(const unsigned short* __restrict__ data,
                                          int count,
                                          unsigned int* __restrict__ partials) {
  __shared__ unsigned int s_sum[256];
  unsigned int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < count;
       i += gridDim.x * blockDim.x) {
    sum += (static_cast<unsigned int>(data[i]) + 1u) * static_cast<unsigned int>(i % 65521 + 1);
  }
  s_sum[threadIdx.x] = sum;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) s_sum[threadIdx.x] += s_sum[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) partials[blockIdx.x] = s_sum[0];
}
