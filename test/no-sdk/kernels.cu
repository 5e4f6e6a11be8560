// Kernels, shared memory, atomics, math and launches against the generated
// headers: both launch syntaxes come out, a generic name (atomicAdd_block)
// is confirmed by the AST and renamed, and nothing is reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-
// RUN: %cu2hip-nosdk --launch-syntax=hipLaunchKernelGGL %t.cu -o - 2>%t.ggl.err | FileCheck %s --check-prefix=GGL
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.ggl.err --implicit-check-not=cu2hip-
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors

#include <cuda_runtime.h>

constexpr int kBlock = 256;

template <typename T>
__global__ void __launch_bounds__(kBlock) saxpy(int n, T a, const T *__restrict__ x, T *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
// CHECK: __global__ void __launch_bounds__(kBlock) saxpy(int n, T a, const T *__restrict__ x, T *y) {
// CHECK-NEXT:   int i = blockIdx.x * blockDim.x + threadIdx.x;

__device__ float squash(float v) { return __expf(-v) / (1.0f + sqrtf(fabsf(v))); }
// CHECK: __device__ float squash(float v) { return __expf(-v) / (1.0f + sqrtf(fabsf(v))); }

__global__ void histogram(const float *in, int n, unsigned *bins) {
  __shared__ unsigned local[64];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[static_cast<int>(squash(in[i]) * 63.0f)], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 64; b += blockDim.x)
    atomicAdd_block(&bins[b], local[b]);
}
// CHECK: atomicAdd(&local[static_cast<int>(squash(in[i]) * 63.0f)], 1u);
// CHECK-NEXT: __syncthreads();
// CHECK: atomicAdd(&bins[b], local[b]);

void run(int n, float *x, float *y, unsigned *bins) {
  dim3 block(kBlock);
  dim3 grid((n + block.x - 1) / block.x);
  saxpy<float><<<grid, block>>>(n, 2.0f, x, y);
  cudaStream_t s;
  cudaStreamCreate(&s);
  histogram<<<grid.x, kBlock, 0, s>>>(x, n, bins);
  cudaDeviceSynchronize();
}
// CHECK: saxpy<float><<<grid, block>>>(n, 2.0f, x, y);
// CHECK-NEXT: hipStream_t s;
// CHECK-NEXT: hipStreamCreate(&s);
// CHECK-NEXT: histogram<<<grid.x, kBlock, 0, s>>>(x, n, bins);
// CHECK-NEXT: hipDeviceSynchronize();
// GGL: hipLaunchKernelGGL(HIP_KERNEL_NAME(saxpy<float>), dim3(grid), dim3(block), 0, 0, n, 2.0f, x, y);
// GGL: hipLaunchKernelGGL(histogram, dim3(grid.x), dim3(kBlock), 0, s, x, n, bins);
