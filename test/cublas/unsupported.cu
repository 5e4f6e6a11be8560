// cuBLAS APIs hipBLAS lacks stay as written and are reported with the
// table's reason: the multi-GPU cuBLASXt API, grouped batched gemm, batched
// matrix inverse, 64-bit host/device copies, the conjugate-only operation and
// the logger. A function whose call needs a new argument list (the typed
// SgemmEx becomes GemmEx plus compute type and algorithm) is reported when it
// is named without being called, since its arguments cannot be adapted.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error

#include <cublas_v2.h>
#include <cublasXt.h>
// CHECK: #include <hipblas/hipblas.h>
// CHECK-NEXT: #include <cublasXt.h>
// DIAG: {{.*}}.cu:[[@LINE-3]]:11: warning: 'cublasXt.h' has no HIP equivalent: hipBLAS has no multi-GPU cublasXt API; give each device its own hipblasHandle_t and split the matrices across devices by hand [cu2hip-unsupported-api]

int xt(int n, const float *A, float *C) {
  cublasXtHandle_t xt;
  // CHECK: cublasXtHandle_t xt;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasXtHandle_t' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  cublasXtCreate(&xt);
  // CHECK: cublasXtCreate(&xt);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasXtCreate' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  const float one = 1.0f;
  cublasXtSgemm(xt, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // CHECK: cublasXtSgemm(xt, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasXtSgemm' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  return cublasXtDestroy(xt);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:10: warning: 'cublasXtDestroy' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

int others(cublasHandle_t h, int n, int groups, const int *sizes, const float *const *A, float *const *C,
           const float *hostX, float *devX) {
  const float one = 1.0f;
  cublasOperation_t op = CUBLAS_OP_CONJG;
  // CHECK: hipblasOperation_t op = CUBLAS_OP_CONJG;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:26: warning: 'CUBLAS_OP_CONJG' has no HIP equivalent: hipBLAS has no conjugate-without-transpose operation (cuBLAS does not implement it either); conjugate the data explicitly [cu2hip-unsupported-api]
  cublasSmatinvBatched(h, n, A, n, C, n, nullptr, groups);
  // CHECK: cublasSmatinvBatched(h, n, A, n, C, n, nullptr, groups);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasSmatinvBatched' has no HIP equivalent: hipBLAS has no batched small-matrix inverse; factor with hipblasSgetrfBatched and invert with hipblasSgetriBatched [cu2hip-unsupported-api]
  cublasSetVector_64(n, sizeof(float), hostX, 1, devX, 1);
  // CHECK: cublasSetVector_64(n, sizeof(float), hostX, 1, devX, 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasSetVector_64' has no HIP equivalent: hipBLAS has no 64-bit SetVector; call hipblasSetVector with int sizes (split larger copies) or use hipMemcpy2D [cu2hip-unsupported-api]
  cublasLoggerConfigure(1, 1, 0, "cublas.log");
  // CHECK: cublasLoggerConfigure(1, 1, 0, "cublas.log");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasLoggerConfigure' has no HIP equivalent: hipBLAS has no logger API; rocBLAS logs through the ROCBLAS_LAYER and ROCBLAS_LOG_*_PATH environment variables [cu2hip-unsupported-api]
  auto typedEx = cublasSgemmEx;
  // CHECK: auto typedEx = cublasSgemmEx;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:18: warning: 'cublasSgemmEx' left as is: HIP's 'hipblasGemmEx' takes other arguments and it is not called here, so its arguments cannot be adapted [cu2hip-call-not-rewritten]
  (void)typedEx;
  return cublasSgemmGroupedBatched(h, &op, &op, sizes, sizes, sizes, &one, A, sizes, A, sizes, &one, C, sizes,
                                   groups, sizes);
  // CHECK: return cublasSgemmGroupedBatched(h, &op, &op, sizes, sizes, sizes, &one, A, sizes, A, sizes, &one, C, sizes,
  // DIAG: {{.*}}.cu:[[@LINE-3]]:10: warning: 'cublasSgemmGroupedBatched' has no HIP equivalent: hipBLAS through ROCm 7.2 has no grouped batched gemm; issue one hipblas*gemmBatched call per group [cu2hip-unsupported-api]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 11 warnings, 0 errors
