#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void scale_all(float *x, float a, int n) {
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, x, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<(n + 127) / 128, 128>>>(d, a, n);
  cudaMemcpy(x, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  /* größe */ cudaBar(d); // a | pipe, `code` and <b>tags</b>
}
