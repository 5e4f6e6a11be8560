// cuBLAS, cuRAND, Thrust and CUB against the generated headers. Library
// calls, handle and status types, enumerators and cuBLAS's renaming macros
// resolve; Thrust and CUB names the tables cover without listing them
// (thrust::device_vector, cub::DeviceReduce) are not declared, and Clang's
// errors about them give the namespaces their facts instead: `cub::` is
// renamed everywhere, `thrust::cuda::` too, and nothing is reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors

#include <cublas_v2.h>
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include <curand.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <cstdio>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipblas/hipblas.h>
// CHECK-NEXT: #include <hipcub/hipcub.hpp>
// CHECK-NEXT: #include <hiprand/hiprand.h>
// CHECK-NEXT: #include <thrust/device_vector.h>

#define CUBLAS_CHECK(call)                                                     \
  do {                                                                         \
    cublasStatus_t st_ = (call);                                               \
    if (st_ != CUBLAS_STATUS_SUCCESS)                                          \
      std::printf("cublas error %d\n", static_cast<int>(st_));                 \
  } while (0)
// CHECK: hipblasStatus_t st_ = (call);{{ +[\\]}}
// CHECK-NEXT: if (st_ != HIPBLAS_STATUS_SUCCESS){{ +[\\]}}

template <int BLOCK>
__global__ void blockSums(const float *in, float *out) {
  using BlockReduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  float s = BlockReduce(temp).Sum(in[blockIdx.x * BLOCK + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}
// CHECK: using BlockReduce = hipcub::BlockReduce<float, BLOCK>;
// CHECK-NEXT: __shared__ typename BlockReduce::TempStorage temp;

float run(int n, float *a, float *b, float *c, cudaStream_t stream) {
  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  const float alpha = 1.0f, beta = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, a, n, b, n, &beta, c, n));
  // CHECK: hipblasHandle_t handle;
  // CHECK-NEXT: CUBLAS_CHECK(hipblasCreate(&handle));
  // CHECK: CUBLAS_CHECK(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &alpha, a, n, b, n, &beta, c, n));

  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandGenerateUniform(gen, a, n * n);
  // CHECK: hiprandGenerator_t gen;
  // CHECK-NEXT: hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT);
  // CHECK-NEXT: hiprandGenerateUniform(gen, a, n * n);

  thrust::device_vector<float> v(c, c + n);
  thrust::sort(thrust::cuda::par.on(stream), v.begin(), v.end());
  float total = thrust::reduce(v.begin(), v.end(), 0.0f, thrust::plus<float>());
  // CHECK: thrust::device_vector<float> v(c, c + n);
  // CHECK-NEXT: thrust::sort(thrust::hip::par.on(stream), v.begin(), v.end());
  // CHECK-NEXT: float total = thrust::reduce(v.begin(), v.end(), 0.0f, thrust::plus<float>());

  size_t bytes = 0;
  cub::DeviceReduce::Sum(nullptr, bytes, a, c, n, stream);
  using Load = cub::BlockLoad<float, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  blockSums<128><<<n / 128, 128, 0, stream>>>(a, c);
  // CHECK: hipcub::DeviceReduce::Sum(nullptr, bytes, a, c, n, stream);
  // CHECK-NEXT: using Load = hipcub::BlockLoad<float, 128, 4, hipcub::BLOCK_LOAD_WARP_TRANSPOSE>;

  curandDestroyGenerator(gen);
  cublasDestroy(handle);
  return total;
}
