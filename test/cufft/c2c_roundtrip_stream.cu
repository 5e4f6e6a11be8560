// A 1-D complex-to-complex FFT round trip on a user stream: plan, bind the
// stream, forward and inverse execution, destroy, and result-code checks.
// Every cuFFT name becomes its hipFFT name (the inverse direction is
// HIPFFT_BACKWARD) and the header becomes <hipfft/hipfft.h>; nothing is left
// unreported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cufft|CUFFT|cuda[A-Z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <hipfft/hipfft.h>

static const char *fftErrorName(cufftResult r) {
  // CHECK: static const char *fftErrorName(hipfftResult r) {
  switch (r) {
  case CUFFT_SUCCESS: return "success";
  // CHECK: case HIPFFT_SUCCESS: return "success";
  case CUFFT_INVALID_PLAN: return "invalid plan";
  // CHECK: case HIPFFT_INVALID_PLAN: return "invalid plan";
  case CUFFT_ALLOC_FAILED: return "alloc failed";
  // CHECK: case HIPFFT_ALLOC_FAILED: return "alloc failed";
  case CUFFT_INVALID_VALUE: return "invalid value";
  // CHECK: case HIPFFT_INVALID_VALUE: return "invalid value";
  case CUFFT_EXEC_FAILED: return "exec failed";
  // CHECK: case HIPFFT_EXEC_FAILED: return "exec failed";
  case CUFFT_INVALID_SIZE: return "invalid size";
  // CHECK: case HIPFFT_INVALID_SIZE: return "invalid size";
  case CUFFT_NOT_SUPPORTED: return "not supported";
  // CHECK: case HIPFFT_NOT_SUPPORTED: return "not supported";
  default: return "other";
  }
}

#define FFT_CHECK(call)                                                        \
  do {                                                                         \
    cufftResult r_ = (call);                                                   \
    if (r_ != CUFFT_SUCCESS) {                                                 \
      std::fprintf(stderr, "fft: %s\n", fftErrorName(r_));                   \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK:    hipfftResult r_ = (call);                                                   \
// CHECK-NEXT:    if (r_ != HIPFFT_SUCCESS) {                                                 \

int main() {
  const int nx = 1024, batch = 4;
  cufftComplex *data = nullptr;
  // CHECK: hipfftComplex *data = nullptr;
  cudaMalloc(&data, sizeof(cufftComplex) * nx * batch);
  // CHECK: hipMalloc(&data, sizeof(hipfftComplex) * nx * batch);
  cudaStream_t stream;
  cudaStreamCreate(&stream);

  cufftHandle plan;
  // CHECK: hipfftHandle plan;
  FFT_CHECK(cufftPlan1d(&plan, nx, CUFFT_C2C, batch));
  // CHECK: FFT_CHECK(hipfftPlan1d(&plan, nx, HIPFFT_C2C, batch));
  FFT_CHECK(cufftSetStream(plan, stream));
  // CHECK: FFT_CHECK(hipfftSetStream(plan, stream));
  FFT_CHECK(cufftExecC2C(plan, data, data, CUFFT_FORWARD));
  // CHECK: FFT_CHECK(hipfftExecC2C(plan, data, data, HIPFFT_FORWARD));
  FFT_CHECK(cufftExecC2C(plan, data, data, CUFFT_INVERSE));
  // CHECK: FFT_CHECK(hipfftExecC2C(plan, data, data, HIPFFT_BACKWARD));
  cudaStreamSynchronize(stream);
  FFT_CHECK(cufftDestroy(plan));
  // CHECK: FFT_CHECK(hipfftDestroy(plan));

  // Double precision through a created-then-made plan with its work size.
  cufftDoubleComplex *z = nullptr;
  // CHECK: hipfftDoubleComplex *z = nullptr;
  cudaMalloc(&z, sizeof(cufftDoubleComplex) * nx);
  cufftHandle zplan;
  size_t workSize = 0;
  FFT_CHECK(cufftCreate(&zplan));
  // CHECK: FFT_CHECK(hipfftCreate(&zplan));
  FFT_CHECK(cufftMakePlan1d(zplan, nx, CUFFT_Z2Z, 1, &workSize));
  // CHECK: FFT_CHECK(hipfftMakePlan1d(zplan, nx, HIPFFT_Z2Z, 1, &workSize));
  FFT_CHECK(cufftGetSize(zplan, &workSize));
  // CHECK: FFT_CHECK(hipfftGetSize(zplan, &workSize));
  FFT_CHECK(cufftExecZ2Z(zplan, z, z, CUFFT_FORWARD));
  // CHECK: FFT_CHECK(hipfftExecZ2Z(zplan, z, z, HIPFFT_FORWARD));
  FFT_CHECK(cufftDestroy(zplan));
  // CHECK: FFT_CHECK(hipfftDestroy(zplan));

  cudaStreamDestroy(stream);
  cudaFree(z);
  cudaFree(data);
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
