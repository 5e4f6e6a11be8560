// Thrust on the device: device_vector, transform with a functor, sort and
// reduce on a user stream through the CUDA system's par.on(stream) policy.
// rocThrust keeps the thrust:: namespace and header paths, so only the
// CUDA-system pieces change: the cuda system namespace becomes hip (in the
// code and in the system header path); nothing is left unreported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{thrust::cuda|system/cuda|cuda[A-Z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/count.h>
#include <thrust/functional.h>
#include <thrust/system/cuda/execution_policy.h>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <thrust/device_vector.h>
// CHECK-NEXT: #include <thrust/host_vector.h>
// CHECK-NEXT: #include <thrust/transform.h>
// CHECK-NEXT: #include <thrust/sort.h>
// CHECK-NEXT: #include <thrust/reduce.h>
// CHECK-NEXT: #include <thrust/count.h>
// CHECK-NEXT: #include <thrust/functional.h>
// CHECK-NEXT: #include <thrust/system/hip/execution_policy.h>

struct Square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

float sumOfSquares(const thrust::host_vector<float> &h) {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK: hipStream_t stream;
  // CHECK-NEXT: hipStreamCreate(&stream);
  thrust::device_vector<float> d = h;
  thrust::device_vector<float> sq(d.size());
  thrust::transform(thrust::cuda::par.on(stream), d.begin(), d.end(), sq.begin(),
                    Square());
  // CHECK: thrust::transform(thrust::hip::par.on(stream), d.begin(), d.end(), sq.begin(),
  thrust::sort(thrust::cuda::par.on(stream), sq.begin(), sq.end(),
               thrust::greater<float>());
  // CHECK: thrust::sort(thrust::hip::par.on(stream), sq.begin(), sq.end(),
  // CHECK-NEXT: thrust::greater<float>());
  float total = thrust::reduce(thrust::cuda::par.on(stream), sq.begin(), sq.end(),
                               0.0f, thrust::plus<float>());
  // CHECK: float total = thrust::reduce(thrust::hip::par.on(stream), sq.begin(), sq.end(),
  cudaStreamSynchronize(stream);
  cudaStreamDestroy(stream);
  // CHECK: hipStreamSynchronize(stream);
  // CHECK-NEXT: hipStreamDestroy(stream);
  return total;
}

int countAbove(const thrust::device_vector<int> &v, int limit) {
  return thrust::count_if(thrust::device, v.begin(), v.end(),
                          thrust::placeholders::_1 > limit);
  // CHECK: return thrust::count_if(thrust::device, v.begin(), v.end(),
  // CHECK-NEXT: thrust::placeholders::_1 > limit);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
