// Level 1-3 calls in the four precisions, written both as the v2 header's
// macro names and as the _v2 functions they expand to. hipBLAS keeps cuBLAS's
// argument lists, so each call is a rename. Since hipBLAS 3.0 (ROCm 7.0) the
// complex routines take hipComplex/hipDoubleComplex, the types cuBLAS's
// single and double complex types become, so for a HIP 6.x target (hipblasComplex unless
// HIPBLAS_V2 is defined) the complex calls are reported and left alone.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cublas|CUBLAS|cuComplex|cuDoubleComplex}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.4 2>%t.old.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: FileCheck %s --check-prefix=OLDDIAG --input-file=%t.old.err --implicit-check-not=cu2hip-unmapped-api

#include <cublas_v2.h>
// CHECK: #include <hipblas/hipblas.h>

cublasStatus_t real_single(cublasHandle_t h, int n, const float *A, const float *x, float *y) {
  // CHECK: hipblasStatus_t real_single(hipblasHandle_t h, int n, const float *A, const float *x, float *y) {
  const float alpha = 1.0f, beta = 0.0f;
  float dot = 0.0f, norm = 0.0f;
  cublasSgemv(h, CUBLAS_OP_N, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // CHECK: hipblasSgemv(h, HIPBLAS_OP_N, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // OLD: hipblasSgemv(h, HIPBLAS_OP_N, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  cublasSaxpy_v2(h, n, &alpha, x, 1, y, 1);
  // CHECK: hipblasSaxpy(h, n, &alpha, x, 1, y, 1);
  cublasSdot(h, n, x, 1, y, 1, &dot);
  // CHECK: hipblasSdot(h, n, x, 1, y, 1, &dot);
  cublasSnrm2_v2(h, n, y, 1, &norm);
  // CHECK: hipblasSnrm2(h, n, y, 1, &norm);
  return cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, &alpha, A, n, A, n, &beta, y, n);
  // CHECK: return hipblasSgemm(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, &alpha, A, n, A, n, &beta, y, n);
}

cublasStatus_t real_double(cublasHandle_t h, int n, const double *A, const double *x, double *y) {
  const double alpha = 2.0, beta = 1.0;
  double dot, norm;
  cublasDgemv_v2(h, CUBLAS_OP_T, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // CHECK: hipblasDgemv(h, HIPBLAS_OP_T, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  cublasDaxpy(h, n, &alpha, x, 1, y, 1);
  // CHECK: hipblasDaxpy(h, n, &alpha, x, 1, y, 1);
  cublasDdot_v2(h, n, x, 1, y, 1, &dot);
  // CHECK: hipblasDdot(h, n, x, 1, y, 1, &dot);
  cublasDnrm2(h, n, y, 1, &norm);
  // CHECK: hipblasDnrm2(h, n, y, 1, &norm);
  return cublasDgemm_v2(h, CUBLAS_OP_N, CUBLAS_OP_C, n, n, n, &alpha, A, n, A, n, &beta, y, n);
  // CHECK: return hipblasDgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_C, n, n, n, &alpha, A, n, A, n, &beta, y, n);
}

cublasStatus_t complex_single(cublasHandle_t h, int n, const cuComplex *A, const cuComplex *x, cuComplex *y) {
  // CHECK: hipblasStatus_t complex_single(hipblasHandle_t h, int n, const hipComplex *A, const hipComplex *x, hipComplex *y) {
  const cuComplex alpha = make_cuComplex(1.0f, 0.0f), beta = make_cuComplex(0.0f, 0.0f);
  // CHECK: const hipComplex alpha = make_hipComplex(1.0f, 0.0f), beta = make_hipComplex(0.0f, 0.0f);
  cuComplex dotc, dotu;
  float norm;
  cublasCgemv(h, CUBLAS_OP_C, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // CHECK: hipblasCgemv(h, HIPBLAS_OP_C, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // OLD: cublasCgemv(h, HIPBLAS_OP_C, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // OLDDIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cublasCgemv' maps to 'hipblasCgemv', added in HIP 7.0; the target is HIP 6.4 [cu2hip-unsupported-in-target]
  cublasCaxpy_v2(h, n, &alpha, x, 1, y, 1);
  // CHECK: hipblasCaxpy(h, n, &alpha, x, 1, y, 1);
  cublasCdotc(h, n, x, 1, y, 1, &dotc);
  // CHECK: hipblasCdotc(h, n, x, 1, y, 1, &dotc);
  cublasCdotu_v2(h, n, x, 1, y, 1, &dotu);
  // CHECK: hipblasCdotu(h, n, x, 1, y, 1, &dotu);
  cublasScnrm2(h, n, y, 1, &norm);
  // CHECK: hipblasScnrm2(h, n, y, 1, &norm);
  // OLDDIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasScnrm2' maps to 'hipblasScnrm2', added in HIP 7.0; the target is HIP 6.4 [cu2hip-unsupported-in-target]
  return cublasCgemm_v2(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, n, A, n, &beta, y, n);
  // CHECK: return hipblasCgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, A, n, A, n, &beta, y, n);
}

cublasStatus_t complex_double(cublasHandle_t h, int n, const cuDoubleComplex *A, const cuDoubleComplex *x,
                              cuDoubleComplex *y) {
  // CHECK: hipblasStatus_t complex_double(hipblasHandle_t h, int n, const hipDoubleComplex *A, const hipDoubleComplex *x,
  // CHECK-NEXT: hipDoubleComplex *y) {
  const cuDoubleComplex alpha = make_cuDoubleComplex(1.0, 0.0), beta = make_cuDoubleComplex(0.0, 0.0);
  cuDoubleComplex dotc;
  double norm;
  cublasZgemv_v2(h, CUBLAS_OP_N, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  // CHECK: hipblasZgemv(h, HIPBLAS_OP_N, n, n, &alpha, A, n, x, 1, &beta, y, 1);
  cublasZaxpy(h, n, &alpha, x, 1, y, 1);
  // CHECK: hipblasZaxpy(h, n, &alpha, x, 1, y, 1);
  cublasZdotc_v2(h, n, x, 1, y, 1, &dotc);
  // CHECK: hipblasZdotc(h, n, x, 1, y, 1, &dotc);
  cublasDznrm2_v2(h, n, y, 1, &norm);
  // CHECK: hipblasDznrm2(h, n, y, 1, &norm);
  return cublasZgemm(h, CUBLAS_OP_T, CUBLAS_OP_T, n, n, n, &alpha, A, n, A, n, &beta, y, n);
  // CHECK: return hipblasZgemm(h, HIPBLAS_OP_T, HIPBLAS_OP_T, n, n, n, &alpha, A, n, A, n, &beta, y, n);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
