// A block sum with a device-side shortcut and a host runner.
#include <cuda_runtime.h>
#include "common.cuh"

__global__ void block_sum(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? clamp01(in[i]) : 0.0f;
  unsigned long long active = __activemask(); // </code><script>alert("x")</script> | `tick`
#if __CUDA_ARCH__ >= 600
  atomicAdd(out, v);
#endif
  (void)active;
}

int run(const float *in, float *out, int n) {
  block_sum<<<(n + 255) / 256, 256>>>(in, out, n);
  cudaFoo(out);
  const char *name = nullptr;
  if (cudaFuncGetName(&name, (const void *)block_sum) != cudaSuccess)
    return 1;
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
