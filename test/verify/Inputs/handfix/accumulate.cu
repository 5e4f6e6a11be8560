// Inline PTX cu2hip reports but cannot translate: the translation does not
// build for AMD until a person replaces the asm.
#include <cuda_runtime.h>

__global__ void accumulate(const float *in, float *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    asm volatile("red.global.add.f32 [%0], %1;" ::"l"(total), "f"(in[i]));
}
