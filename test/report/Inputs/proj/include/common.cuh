#pragma once
#include <cuda_runtime.h>

__device__ inline float clamp01(float x) {
#if __CUDA_ARCH__ >= 700
  return __saturatef(x);
#else
  return fminf(fmaxf(x, 0.0f), 1.0f);
#endif
}
