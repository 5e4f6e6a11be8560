// half_precision.cu - fp16 pieces of the pipeline.
//
// The "wind" perturbation field is stored as __half2 (one packed pair per
// cell): it is noisy by design, so 11 bits of mantissa are plenty and it
// halves the memory traffic of the per-step update. Positions are also packed
// to fp16 for the compact snapshot checksum.

#include <cstdio>

#include <cuda_fp16.h>

#include "cuda_check.h"
#include "kernels.cuh"
#include "particles.h"

namespace particles {

namespace {

// Cheap integer hash (xorshift-multiply); good enough for noise, not for
// statistics.
__device__ uint32_t hash32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

__device__ float unit_noise(uint32_t x) {
  return static_cast<float>(hash32(x) & 0xffffffu) / 16777215.0f * 2.0f - 1.0f;
}

}  // namespace

__global__ void init_wind_kernel(__half2* wind, int n, uint32_t seed) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float wx = 0.5f * unit_noise(seed ^ (2u * i));
  const float wy = 0.5f * unit_noise(seed ^ (2u * i + 1u));
  wind[i] = __halves2half2(__float2half(wx), __float2half(wy));
}

// v <- v * (1 - drag * dt) + wind * dt, with the wind term and the damping
// factor computed in half precision and accumulated into fp32 velocities.
__global__ void apply_wind_kernel(float2* vel, const __half2* __restrict__ wind,
                                  int wind_n, int offset, int count, float dt,
                                  float drag) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const int idx = offset + i;

  // Average two neighbouring wind cells (packed add) and scale by dt.
  const __half2 w0 = wind[idx % wind_n];
  const __half2 w1 = wind[(idx + 1) % wind_n];
  const __half2 half_dt = __float2half2_rn(0.5f * dt);
  const __half2 delta = __hmul2(__hadd2(w0, w1), half_dt);

  // damping = 1 - drag * dt, as a single fused multiply-add.
  const __half damping =
      __hfma(__float2half(-drag), __float2half(dt), __float2half(1.0f));

  float2 v = vel[idx];
  const float d = __half2float(damping);
  v.x = v.x * d + __low2float(delta);
  v.y = v.y * d + __high2float(delta);
  vel[idx] = v;
}

// Pack each position into one __half2 and fold the raw bits into a checksum.
__global__ void pack_positions_kernel(const float2* __restrict__ pos, int n,
                                      __half2* __restrict__ packed,
                                      unsigned int* __restrict__ checksum) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float2 p = pos[i];
  const __half2 h = __floats2half2_rn(p.x, p.y);
  packed[i] = h;

  // Round-trip for the debug check below: values in [0,1] must survive
  // within fp16 precision.
  const float back_x = __half2float(__low2half(h));
  if (fabsf(back_x - p.x) > 1.0e-3f) {
    printf("fp16 pack error at %d: %f -> %f\n", i, p.x, back_x);
  }

  const unsigned int bits = *reinterpret_cast<const unsigned int*>(&h);
  atomicAdd(checksum, bits * 2654435761u + static_cast<unsigned int>(i));
}

uint32_t packed_half_checksum(const float2* d_pos, int n) {
  __half2* d_packed = nullptr;
  unsigned int* d_sum = nullptr;
  CUDA_CHECK(cudaMalloc(&d_packed, sizeof(__half2) * n));
  CUDA_CHECK(cudaMalloc(&d_sum, sizeof(unsigned int)));
  CUDA_CHECK(cudaMemset(d_sum, 0, sizeof(unsigned int)));

  const dim3 block(kBlockSize);
  const dim3 grid((n + kBlockSize - 1) / kBlockSize);
  pack_positions_kernel<<<grid, block>>>(d_pos, n, d_packed, d_sum);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  unsigned int sum = 0;
  CUDA_CHECK(cudaMemcpy(&sum, d_sum, sizeof(sum), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_sum));
  CUDA_CHECK(cudaFree(d_packed));
  return sum;
}

}  // namespace particles
