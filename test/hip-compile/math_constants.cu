// CUDA's math constants, written as their values for HIP 5.2 (which has no
// constants header), build with Debian's hipcc in host and device code.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
// RUN: FileCheck %s --input-file=%t.err --allow-empty
// CHECK-NOT: warning:
#include <cuda_runtime.h>
#include <math_constants.h>

__global__ void angles(float *out, double *wide, unsigned *q) {
  int i = threadIdx.x;
  float a = out[i];
  out[i] = a > CUDART_PI_F ? a - 2.0f * CUDART_PI_F : fminf(a, CUDART_INF_F);
  wide[i] = wide[i] * CUDART_SQRT_2PI_LO + CUDART_PIO2;
  q[i] &= CUDART_REMQUO_MASK_F;
  if (isnan(a))
    out[i] = CUDART_NAN_F;
}

int main() {
  const double Host = CUDART_PI * CUDART_LN2;
  float *out;
  cudaMalloc(&out, 32 * sizeof(float));
  angles<<<1, 32>>>(out, nullptr, nullptr);
  cudaFree(out);
  return Host > 0 ? 0 : 1;
}
