// A file ported halfway: HIP calls and headers beside CUDA ones. The HIP
// names parse as the CUDA declarations they stand for (no parse error), the
// CUDA ones are translated, and a HIP-only helper (__lane_id) or a HIP macro
// (hipMalloc) is not reported as an unmapped CUDA name.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --input-file=%t.err --check-prefix=DIAG --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unmapped-api

#include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void scale(float *v, unsigned long long *lanes) {
  float x = v[threadIdx.x];
  x += __shfl_down_sync(0xffffffffffffffffULL, x, 1);
  lanes[threadIdx.x] = __ballot_sync(0xffffffffffffffffULL, x > 0) + __lane_id();
  v[threadIdx.x] = x;
}

int main() {
  float *v;
  unsigned long long *lanes;
  hipMalloc(&v, 64 * sizeof(float));
  cudaMalloc(&lanes, 64 * sizeof(unsigned long long));
  // CHECK: hipMalloc(&lanes, 64 * sizeof(unsigned long long));
  hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: hipGetDeviceProperties(&prop, 0);
  scale<<<1, 64>>>(v, lanes);
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
  return prop.major;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: 'cudaDeviceProp::major': {{.*}} [cu2hip-api-semantics]
}
