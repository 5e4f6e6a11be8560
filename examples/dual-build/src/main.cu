// y = 2x + y on 1000 elements, then the sum of y: 3 * (0 + ... + 999).
#include "dual/check.cuh"
#include "dual/kernels.h"
#include <vector>

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no GPU: nothing run\n");
    return 0;
  }
  const std::size_t n = 1000;
  std::vector<float> x(n), y(n);
  for (std::size_t i = 0; i < n; ++i) {
    x[i] = float(i);
    y[i] = float(i);
  }
  dual::saxpy(2.0f, x.data(), y.data(), n);
  float total = dual::sum(y.data(), n);
  std::printf("sum %.1f (expected %.1f)\n", total, 3.0 * n * (n - 1) / 2);
  DUAL_CHECK(cudaDeviceSynchronize());
  return total == 3.0f * n * (n - 1) / 2 ? 0 : 1;
}
