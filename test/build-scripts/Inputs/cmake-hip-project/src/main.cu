#include "saxpy.h"
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  const std::size_t n = 1 << 20;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  fillUniform(x, n, 1);
  fillUniform(y, n, 2);
  saxpy(2.0f, x, y, n);
  float first;
  cudaMemcpy(&first, y, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("y[0] = %f\n", first);
  cudaFree(x);
  cudaFree(y);
  return 0;
}
