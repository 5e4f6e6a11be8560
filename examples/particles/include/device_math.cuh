// device_math.cuh - small device-side helpers used by several kernels:
// warp-level reductions, float atomics built on atomicCAS, and a couple of
// arch-dependent fast paths.
#pragma once

#include <cuda_runtime.h>

namespace particles {

constexpr unsigned kFullWarpMask = 0xffffffffu;

__host__ __device__ inline float2 operator+(float2 a, float2 b) {
  return make_float2(a.x + b.x, a.y + b.y);
}
__host__ __device__ inline float2 operator*(float2 a, float s) {
  return make_float2(a.x * s, a.y * s);
}
__host__ __device__ inline float dot(float2 a, float2 b) {
  return a.x * b.x + a.y * b.y;
}

// |v|, using the hardware reciprocal square root where it is accurate enough.
__host__ __device__ inline float length(float2 v) {
#ifdef __CUDA_ARCH__
  const float len2 = dot(v, v);
  return len2 > 0.0f ? len2 * rsqrtf(len2) : 0.0f;
#else
  return sqrtf(dot(v, v));
#endif
}

// Sum across a full warp; lane 0 ends up with the total.
__device__ inline float warp_reduce_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    v += __shfl_down_sync(kFullWarpMask, v, offset);
  }
  return v;
}

// Butterfly max: every lane ends up with the warp maximum.
__device__ inline float warp_reduce_max(float v) {
  for (int mask = 16; mask > 0; mask >>= 1) {
    v = fmaxf(v, __shfl_xor_sync(kFullWarpMask, v, mask));
  }
  return v;
}

// There is no native atomicMax for float; emulate it with a CAS loop on the
// bit pattern. Returns the previous value, like the built-in atomics.
__device__ inline float atomic_max_float(float* address, float value) {
  int* address_as_int = reinterpret_cast<int*>(address);
  int old = *address_as_int;
  int assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(address_as_int, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

// Warp-aggregated counter increment: one atomic per warp instead of one per
// thread. Every lane of the warp must call this (pass false if not counting).
__device__ inline void warp_aggregated_count(bool predicate, int* counter) {
  const unsigned active = __activemask();
  const unsigned votes = __ballot_sync(active, predicate);
  const int leader = __ffs(active) - 1;
  const int lane = threadIdx.x & 31;
  if (lane == leader && votes != 0u) {
    atomicAdd(counter, __popc(votes));
  }
#if __CUDA_ARCH__ >= 700
  // Independent thread scheduling (Volta+): make sure the participating lanes
  // reconverge before the caller continues with shuffle-based code.
  __syncwarp(active);
#endif
}

// Clamp helper usable in both host and device code.
__host__ __device__ inline float clampf(float v, float lo, float hi) {
  return fminf(fmaxf(v, lo), hi);
}

}  // namespace particles
