// Error handling: the error type, its enumerators, the error-string APIs and
// the usual checking macro, whose body is translated like any other code.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <stdio.h>

#define CHECK_CUDA(call)                                                      \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      fprintf(stderr, "%s: %s\n", cudaGetErrorName(err_),                     \
              cudaGetErrorString(err_));                                      \
      return 1;                                                               \
    }                                                                         \
  } while (0)
// CHECK: #define CHECK_CUDA(call)                                                      \
// CHECK: hipError_t err_ = (call);                                                \
// CHECK: if (err_ != hipSuccess) {                                                \
// CHECK: fprintf(stderr, "%s: %s\n", hipGetErrorName(err_),                     \
// CHECK: hipGetErrorString(err_));                                      \

static const char *describe(enum cudaError e) {
  // CHECK: static const char *describe(enum hipError_t e) {
  switch (e) {
  case cudaSuccess: return "ok";
  // CHECK: case hipSuccess: return "ok";
  case cudaErrorInvalidValue: return "bad value";
  // CHECK: case hipErrorInvalidValue: return "bad value";
  case cudaErrorMemoryAllocation: return "out of memory";
  // CHECK: case hipErrorOutOfMemory: return "out of memory";
  case cudaErrorInitializationError: return "no init";
  // CHECK: case hipErrorNotInitialized: return "no init";
  case cudaErrorInvalidDevice: return "bad device";
  // CHECK: case hipErrorInvalidDevice: return "bad device";
  default: return "other";
  }
}

int main() {
  float *d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, 64));
  // CHECK: CHECK_CUDA(hipMalloc(&d, 64));
  cudaError_t last = cudaGetLastError();
  // CHECK: hipError_t last = hipGetLastError();
  if (cudaPeekAtLastError() != cudaSuccess)
    // CHECK: if (hipPeekAtLastError() != hipSuccess)
    puts(describe(last));
  printf("%s\n", cudaGetErrorString(cudaErrorInvalidValue));
  // CHECK: printf("%s\n", hipGetErrorString(hipErrorInvalidValue));
  CHECK_CUDA(cudaFree(d));
  // CHECK: CHECK_CUDA(hipFree(d));
  return 0;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
