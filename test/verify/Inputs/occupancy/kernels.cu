// Kernels whose resources verify must read and compare exactly.
#include <cuda_runtime.h>

// Few registers, no shared memory: full occupancy on every target.
__global__ void scale(int n, float a, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

// 48 KiB of shared memory per block: three blocks fit an sm_80 SM
// (164 KiB), one fits a gfx90a CU (64 KiB of LDS), so AMD loses occupancy.
__global__ void stage48k(const float *in, float *out) {
  __shared__ float tile[12288];
  for (int i = threadIdx.x; i < 12288; i += blockDim.x)
    tile[i] = in[blockIdx.x * 12288 + i];
  __syncthreads();
  float s = 0;
  for (int i = threadIdx.x; i < 12288; i += blockDim.x)
    s += tile[12287 - i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

template <int N>
__global__ void fill(int *p) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = N;
}
template __global__ void fill<7>(int *);
