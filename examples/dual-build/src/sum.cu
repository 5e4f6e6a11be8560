#include "dual/check.cuh"
#include "dual/device_math.cuh"
#include "dual/kernels.h"

namespace {
// Each warp sums its elements; its first lane adds the warp's total.
__global__ void sumKernel(const float *x, size_t n, float *total) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  v = dual::warpSum(v);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(total, v);
}
} // namespace

float dual::sum(const float *x, std::size_t n) {
  float *dx = nullptr, *dtotal = nullptr, total = 0.0f;
  DUAL_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  DUAL_CHECK(cudaMalloc(&dtotal, sizeof(float)));
  DUAL_CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  DUAL_CHECK(cudaMemset(dtotal, 0, sizeof(float)));
  sumKernel<<<unsigned((n + 255) / 256), 256>>>(dx, n, dtotal);
  DUAL_CHECK(cudaGetLastError());
  DUAL_CHECK(cudaMemcpy(&total, dtotal, sizeof(float), cudaMemcpyDeviceToHost));
  DUAL_CHECK(cudaFree(dx));
  DUAL_CHECK(cudaFree(dtotal));
  return total;
}
