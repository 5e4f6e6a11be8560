#include "saxpy.h"

__global__ void saxpyKernel(float a, const float *x, float *y, std::size_t n) {
  std::size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void saxpy(float a, const float *x, float *y, std::size_t n) {
  unsigned blocks = (n + 255) / 256;
  saxpyKernel<<<blocks, 256>>>(a, x, y, n);
  cudaDeviceSynchronize();
}
