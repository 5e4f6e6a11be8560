// Error handling: a checking macro, a switch over every cuBLAS status, and
// the status-to-string helpers. hipBLAS's statuses keep cuBLAS's names;
// cuBLAS's license-error status has no hipBLAS counterpart and is reported
// where it is used. hipblasStatusToString returns hipBLAS's name for a status,
// not cuBLAS's text, so the string helpers translate with a note.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api

#include <cstdio>
#include <cublas_v2.h>
// CHECK: #include <cstdio>
// CHECK-NEXT: #include <hipblas/hipblas.h>

#define CUBLAS_CHECK(call)                                                     \
  do {                                                                         \
    cublasStatus_t st_ = (call);                                               \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                        \
      std::fprintf(stderr, "%s\n", cublasGetStatusString(st_));                \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK: #define CUBLAS_CHECK(call)                                                     \
// CHECK: hipblasStatus_t st_ = (call);                                               \
// CHECK-NEXT: if (st_ != HIPBLAS_STATUS_SUCCESS) {                                        \
// CHECK-NEXT: std::fprintf(stderr, "%s\n", hipblasStatusToString(st_));                \
// DIAG: {{.*}}.cu:[[@LINE-8]]:36: warning: 'cublasGetStatusString' translated to 'hipblasStatusToString': hipblasStatusToString returns hipBLAS's name for the status rather than cuBLAS's sentence describing it; do not compare or parse the string [cu2hip-api-semantics]

const char *describe(cublasStatus_t s) {
  // CHECK: const char *describe(hipblasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS:
    // CHECK: case HIPBLAS_STATUS_SUCCESS:
    return "ok";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    // CHECK: case HIPBLAS_STATUS_NOT_INITIALIZED:
  case CUBLAS_STATUS_ALLOC_FAILED:
    // CHECK: case HIPBLAS_STATUS_ALLOC_FAILED:
  case CUBLAS_STATUS_INVALID_VALUE:
    // CHECK: case HIPBLAS_STATUS_INVALID_VALUE:
  case CUBLAS_STATUS_ARCH_MISMATCH:
    // CHECK: case HIPBLAS_STATUS_ARCH_MISMATCH:
  case CUBLAS_STATUS_MAPPING_ERROR:
    // CHECK: case HIPBLAS_STATUS_MAPPING_ERROR:
  case CUBLAS_STATUS_EXECUTION_FAILED:
    // CHECK: case HIPBLAS_STATUS_EXECUTION_FAILED:
  case CUBLAS_STATUS_INTERNAL_ERROR:
    // CHECK: case HIPBLAS_STATUS_INTERNAL_ERROR:
  case CUBLAS_STATUS_NOT_SUPPORTED:
    // CHECK: case HIPBLAS_STATUS_NOT_SUPPORTED:
    return cublasGetStatusName(s);
    // CHECK: return hipblasStatusToString(s);
    // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: 'cublasGetStatusName' translated to 'hipblasStatusToString': hipblasStatusToString returns hipBLAS's own text for the status (a HIPBLAS_STATUS_* name), not cuBLAS's CUBLAS_STATUS_* name; do not compare the string [cu2hip-api-semantics]
  case CUBLAS_STATUS_LICENSE_ERROR:
    // CHECK: case CUBLAS_STATUS_LICENSE_ERROR:
    // DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: 'CUBLAS_STATUS_LICENSE_ERROR' has no HIP equivalent: hipBLAS has no license-check status; drop the comparison or switch case [cu2hip-unsupported-api]
    return "license";
  }
  return "unknown";
}

int run(cublasHandle_t h, int n, const float *x, float *result) {
  CUBLAS_CHECK(cublasSasum(h, n, x, 1, result));
  // CHECK: CUBLAS_CHECK(hipblasSasum(h, n, x, 1, result));
  CUBLAS_CHECK(cublasDestroy(h));
  // CHECK: CUBLAS_CHECK(hipblasDestroy(h));
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
