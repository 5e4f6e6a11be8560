// The runtime API against headers generated from the tables (no CUDA SDK):
// calls, types, enumerators and macros all resolve, an error-checking macro
// with std::runtime_error and iostreams parses, and nothing is reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
#include <iostream>
#include <stdexcept>
#include <string>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess)                                                   \
      throw std::runtime_error(cudaGetErrorName(err_));                        \
  } while (0)
// CHECK: hipError_t err_ = (call);{{ +[\\]}}
// CHECK-NEXT: if (err_ != hipSuccess){{ +[\\]}}
// CHECK-NEXT: throw std::runtime_error(hipGetErrorName(err_));{{ +[\\]}}

static std::string describe(cudaError_t e) {
  return std::string("cuda: ") + cudaGetErrorString(e);
}
// CHECK: static std::string describe(hipError_t e) {
// CHECK-NEXT:   return std::string("cuda: ") + hipGetErrorString(e);

int main() {
  float *h = nullptr, *d = nullptr;
  CUDA_CHECK(cudaMallocHost(&h, 1024));
  CUDA_CHECK(cudaMalloc(reinterpret_cast<void **>(&d), 1024));
  // CHECK: CUDA_CHECK(hipHostMalloc(&h, 1024));
  // CHECK-NEXT: CUDA_CHECK(hipMalloc(reinterpret_cast<void **>(&d), 1024));
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  // CHECK: hipStream_t stream;
  // CHECK-NEXT: CUDA_CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
  cudaEvent_t start;
  cudaEventCreate(&start);
  cudaEventRecord(start, stream);
  // CHECK: hipEvent_t start;
  // CHECK-NEXT: hipEventCreate(&start);
  // CHECK-NEXT: hipEventRecord(start, stream);
  CUDA_CHECK(cudaMemcpyAsync(d, h, 1024, cudaMemcpyHostToDevice, stream));
  // CHECK: CUDA_CHECK(hipMemcpyAsync(d, h, 1024, hipMemcpyHostToDevice, stream));
  cudaError_t last = cudaGetLastError();
  if (last != cudaSuccess)
    std::cerr << describe(last) << cudaGetErrorString(last) << std::endl;
  // CHECK: hipError_t last = hipGetLastError();
  // CHECK-NEXT: if (last != hipSuccess)
  // CHECK-NEXT: std::cerr << describe(last) << hipGetErrorString(last) << std::endl;
  switch (cudaPeekAtLastError()) {
  case cudaSuccess:
    break;
  case cudaErrorMemoryAllocation:
    return 2;
  default:
    return 3;
  }
  // CHECK: switch (hipPeekAtLastError()) {
  // CHECK-NEXT: case hipSuccess:
  // CHECK: case hipErrorOutOfMemory:
  cudaFree(d);
  cudaFreeHost(h);
  // CHECK: hipFree(d);
  // CHECK-NEXT: hipHostFree(h);
  return 0;
}
