// Built-in variables and execution-space qualifiers are spelled the same in
// HIP: a typical kernel file translates to itself (bar the include), with
// no finding at all.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

__constant__ float scale[4];
// CHECK: __constant__ float scale[4];
__device__ int counter;
// CHECK: __device__ int counter;
__managed__ int total;
// CHECK: __managed__ int total;

__device__ __forceinline__ float twice(float x) { return 2.0f * x; }
// CHECK: __device__ __forceinline__ float twice(float x) { return 2.0f * x; }
__host__ __device__ inline int clampi(int x) { return x < 0 ? 0 : x; }
// CHECK: __host__ __device__ inline int clampi(int x) { return x < 0 ? 0 : x; }

__global__ void __launch_bounds__(256)
saxpy(int n, const float *__restrict__ x, float *__restrict__ y) {
  // CHECK: __global__ void __launch_bounds__(256)
  // CHECK-NEXT: saxpy(int n, const float *__restrict__ x, float *__restrict__ y) {
  __shared__ float tile[256];
  // CHECK:  __shared__ float tile[256];
  extern __shared__ float dynamic[];
  // CHECK:  extern __shared__ float dynamic[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK:  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  // CHECK:  int stride = gridDim.x * blockDim.x;
  int lane = threadIdx.x % warpSize;
  // CHECK:  int lane = threadIdx.x % warpSize;
  for (; i < n; i += stride) {
    tile[threadIdx.x] = twice(x[i]) * scale[lane % 4];
    dynamic[threadIdx.y] = tile[threadIdx.x];
    y[i] += dynamic[threadIdx.y] + clampi(blockIdx.y + blockIdx.z);
  }
  // CHECK:    tile[threadIdx.x] = twice(x[i]) * scale[lane % 4];
  // CHECK-NEXT:    dynamic[threadIdx.y] = tile[threadIdx.x];
  // CHECK-NEXT:    y[i] += dynamic[threadIdx.y] + clampi(blockIdx.y + blockIdx.z);
}
// DIAG: cu2hip: 1 translated (1 replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
