// Device helpers used by the kernels (not by the host-only driver).
#pragma once
#include <cuda_runtime.h>

namespace dual {

// Sum of v over the lanes of a warp (32 on NVIDIA, 32 or 64 on AMD); every
// lane gets the total.
__device__ inline float warpSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, offset);
  return v;
}

__device__ inline float fusedScaleAdd(float a, float x, float y) {
  return __fmaf_rn(a, x, y);
}

} // namespace dual
