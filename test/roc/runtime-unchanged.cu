// --roc changes only the library families that name a ROCm library of
// their own: the runtime and device code translate as without it, byte for
// byte, findings included.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.default.hip 2>%t.default.err
// RUN: %cu2hip %t.cu -o %t.roc.hip --roc 2>%t.roc.err
// RUN: diff %t.default.hip %t.roc.hip
// RUN: diff %t.default.err %t.roc.err
// RUN: FileCheck %s --input-file=%t.roc.hip --match-full-lines

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

int run(float *x, int n, cudaStream_t stream) {
  // CHECK: int run(float *x, int n, hipStream_t stream) {
  scale<<<(n + 255) / 256, 256, 0, stream>>>(x, 2.0f, n);
  return cudaStreamSynchronize(stream) != cudaSuccess;
  // CHECK: return hipStreamSynchronize(stream) != hipSuccess;
}
