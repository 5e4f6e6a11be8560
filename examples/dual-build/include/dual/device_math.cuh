// Device helpers used by the kernels (not by the host-only driver).
#pragma once
#include <cuda_runtime.h>

namespace dual {

// Sum of v over the 32 lanes of a warp; every lane gets the total.
__device__ inline float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

__device__ inline float fusedScaleAdd(float a, float x, float y) {
  return __fmaf_rn(a, x, y);
}

} // namespace dual
