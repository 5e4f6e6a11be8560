#include "dual/check.cuh"
#include "dual/device_math.cuh"
#include "dual/kernels.h"

namespace {
__global__ void saxpyKernel(float a, const float *x, float *y, size_t n) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (i < n)
    y[i] = dual::fusedScaleAdd(a, x[i], y[i]);
}
} // namespace

void dual::saxpy(float a, const float *x, float *y, std::size_t n) {
  float *dx = nullptr, *dy = nullptr;
  DUAL_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  DUAL_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  DUAL_CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  DUAL_CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));
  unsigned blocks = unsigned((n + 255) / 256);
  saxpyKernel<<<blocks, 256>>>(a, dx, dy, n);
  DUAL_CHECK(cudaGetLastError());
  DUAL_CHECK(cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  DUAL_CHECK(cudaFree(dx));
  DUAL_CHECK(cudaFree(dy));
}
