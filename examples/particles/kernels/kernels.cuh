// kernels.cuh - __global__ entry points that are launched directly from other
// translation units (mostly src/simulation.cu). Kernels that are only ever
// launched through a host wrapper are declared as wrappers in particles.h.
#pragma once

#include <cstdint>

#include <cuda_fp16.h>
#include <cuda_runtime.h>

namespace particles {

// kernels/half_precision.cu
__global__ void init_wind_kernel(__half2* wind, int n, uint32_t seed);
__global__ void apply_wind_kernel(float2* vel, const __half2* __restrict__ wind,
                                  int wind_n, int offset, int count, float dt,
                                  float drag);

}  // namespace particles
