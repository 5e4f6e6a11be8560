// Cholesky factor and solve, a symmetric eigendecomposition (syevd and the
// Jacobi syevj with its parameter object) and an SVD (gesvd). All map to the
// hipsolverDn compatibility API with unchanged arguments; the cuSOLVER
// eigen-mode enum becomes hipSOLVER's and the cuBLAS fill mode hipBLAS's.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusolver|CUSOLVER|CUBLAS|cuda[A-Z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:
// Before hipSOLVER 2.0 (ROCm 6.0) the hipsolverDn functions took hipSOLVER's
// own fill-mode enum, so calls passing a fill mode need HIP 6.0; the SVD,
// which passes none, translates for older targets too.
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.7 2>%t57.err | FileCheck %s --check-prefix=HIP57
// RUN: FileCheck %s --check-prefix=DIAG57 --input-file=%t57.err

#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>

int cholesky(cusolverDnHandle_t h, float *A, float *B, int n, float *work, int *info) {
  // CHECK: int cholesky(hipsolverDnHandle_t h, float *A, float *B, int n, float *work, int *info) {
  int lwork = 0;
  cusolverDnSpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, A, n, &lwork);
  // CHECK: hipsolverDnSpotrf_bufferSize(h, HIPBLAS_FILL_MODE_LOWER, n, A, n, &lwork);
  // HIP57: cusolverDnSpotrf_bufferSize(h, HIPBLAS_FILL_MODE_LOWER, n, A, n, &lwork);
  // DIAG57: {{.*}}.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'cusolverDnSpotrf_bufferSize' maps to 'hipsolverDnSpotrf_bufferSize', added in HIP 6.0; the target is HIP 5.7 [cu2hip-unsupported-in-target]
  cusolverDnSpotrf(h, CUBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info);
  // CHECK: hipsolverDnSpotrf(h, HIPBLAS_FILL_MODE_LOWER, n, A, n, work, lwork, info);
  return cusolverDnSpotrs(h, CUBLAS_FILL_MODE_LOWER, n, 1, A, n, B, n, info);
  // CHECK: return hipsolverDnSpotrs(h, HIPBLAS_FILL_MODE_LOWER, n, 1, A, n, B, n, info);
}

int eigen(cusolverDnHandle_t h, double *A, double *W, int n, double *work, int *info) {
  int lwork = 0;
  cusolverEigMode_t jobz = CUSOLVER_EIG_MODE_VECTOR;
  // CHECK: hipsolverEigMode_t jobz = HIPSOLVER_EIG_MODE_VECTOR;
  cusolverDnDsyevd_bufferSize(h, jobz, CUBLAS_FILL_MODE_UPPER, n, A, n, W, &lwork);
  // CHECK: hipsolverDnDsyevd_bufferSize(h, jobz, HIPBLAS_FILL_MODE_UPPER, n, A, n, W, &lwork);
  cusolverDnDsyevd(h, jobz, CUBLAS_FILL_MODE_UPPER, n, A, n, W, work, lwork, info);
  // CHECK: hipsolverDnDsyevd(h, jobz, HIPBLAS_FILL_MODE_UPPER, n, A, n, W, work, lwork, info);

  syevjInfo_t params;
  // CHECK: hipsolverSyevjInfo_t params;
  cusolverDnCreateSyevjInfo(&params);
  // CHECK: hipsolverDnCreateSyevjInfo(&params);
  cusolverDnXsyevjSetTolerance(params, 1e-10);
  // CHECK: hipsolverDnXsyevjSetTolerance(params, 1e-10);
  cusolverDnXsyevjSetMaxSweeps(params, 50);
  // CHECK: hipsolverDnXsyevjSetMaxSweeps(params, 50);
  cusolverDnDsyevj_bufferSize(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_LOWER, n, A, n, W, &lwork, params);
  // CHECK: hipsolverDnDsyevj_bufferSize(h, HIPSOLVER_EIG_MODE_NOVECTOR, HIPBLAS_FILL_MODE_LOWER, n, A, n, W, &lwork, params);
  cusolverDnDsyevj(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_LOWER, n, A, n, W, work, lwork, info, params);
  // CHECK: hipsolverDnDsyevj(h, HIPSOLVER_EIG_MODE_NOVECTOR, HIPBLAS_FILL_MODE_LOWER, n, A, n, W, work, lwork, info, params);
  int sweeps = 0;
  cusolverDnXsyevjGetSweeps(h, params, &sweeps);
  // CHECK: hipsolverDnXsyevjGetSweeps(h, params, &sweeps);
  cusolverDnDestroySyevjInfo(params);
  // CHECK: hipsolverDnDestroySyevjInfo(params);
  return sweeps;
}

int svd(cusolverDnHandle_t h, cuDoubleComplex *A, double *S, cuDoubleComplex *U,
        cuDoubleComplex *VT, int m, int n, cuDoubleComplex *work, double *rwork,
        int *info) {
  // CHECK: int svd(hipsolverDnHandle_t h, hipDoubleComplex *A, double *S, hipDoubleComplex *U,
  int lwork = 0;
  cusolverDnZgesvd_bufferSize(h, m, n, &lwork);
  // CHECK: hipsolverDnZgesvd_bufferSize(h, m, n, &lwork);
  // HIP57: hipsolverDnZgesvd_bufferSize(h, m, n, &lwork);
  cusolverStatus_t st = cusolverDnZgesvd(h, 'A', 'A', m, n, A, m, S, U, m, VT, n,
                                         work, lwork, rwork, info);
  // CHECK: hipsolverStatus_t st = hipsolverDnZgesvd(h, 'A', 'A', m, n, A, m, S, U, m, VT, n,
  return st == CUSOLVER_STATUS_EXECUTION_FAILED ? -1 : 0;
  // CHECK: return st == HIPSOLVER_STATUS_EXECUTION_FAILED ? -1 : 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
