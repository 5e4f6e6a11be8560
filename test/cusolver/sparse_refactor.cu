// cuSOLVER's sparse Cholesky solver and its refactorization API. hipSOLVER has
// the compatibility APIs hipsolverSp (ROCm 6.1: csrlsvchol only) and
// hipsolverRf (ROCm 5.6) with cuSOLVER's arguments; cusolverRfGetAlgs is
// hipsolverRfGet_Algs there. The QR solver has no hipsolverSp counterpart.
// Below 6.1 the sparse names are reported as newer than the target.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.1 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// RUN: %cu2hip-sdk %t.cu -o /dev/null --hip-version 5.7 2>%t.57.err
// RUN: FileCheck %s --check-prefix=DIAG57 --input-file=%t.57.err

#include <cusolverSp.h>
#include <cusolverRf.h>
// CHECK: #include <hipsolver/hipsolver.h>
// CHECK-NOT: #include <hipsolver/hipsolver.h>

int solveSpd(cusparseMatDescr_t descr, int n, int nnz, const double *val, const int *rowPtr,
             const int *colInd, const double *b, double *x) {
  cusolverSpHandle_t sp;
  // CHECK: hipsolverSpHandle_t sp;
  cusolverSpCreate(&sp);
  // CHECK: hipsolverSpCreate(&sp);
  int singular = -1;
  cusolverSpDcsrlsvchol(sp, n, nnz, descr, val, rowPtr, colInd, b, 1e-12, 0, x, &singular);
  // CHECK: hipsolverSpDcsrlsvchol(sp, n, nnz, descr, val, rowPtr, colInd, b, 1e-12, 0, x, &singular);
  cusolverSpDcsrlsvqr(sp, n, nnz, descr, val, rowPtr, colInd, b, 1e-12, 0, x, &singular);
  // CHECK: cusolverSpDcsrlsvqr(sp, n, nnz, descr, val, rowPtr, colInd, b, 1e-12, 0, x, &singular);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusolverSpDcsrlsvqr' has no HIP equivalent: hipSOLVER's sparse API (hipsolverSp, ROCm 6.1) has only the Cholesky solvers {{.+}} [cu2hip-unsupported-api]
  cusolverSpDestroy(sp);
  // CHECK: hipsolverSpDestroy(sp);
  return singular;
}

void refactor(cusolverRfHandle_t rf, int *P, int *Q, double *tmp, double *x, int n) {
  // CHECK: void refactor(hipsolverRfHandle_t rf, int *P, int *Q, double *tmp, double *x, int n) {
  cusolverRfFactorization_t fact;
  cusolverRfTriangularSolve_t solve;
  cusolverRfGetAlgs(rf, &fact, &solve);
  // CHECK: hipsolverRfGet_Algs(rf, &fact, &solve);
  cusolverRfSetAlgs(rf, CUSOLVERRF_FACTORIZATION_ALG0, CUSOLVERRF_TRIANGULAR_SOLVE_ALG1);
  // CHECK: hipsolverRfSetAlgs(rf, HIPSOLVERRF_FACTORIZATION_ALG0, HIPSOLVERRF_TRIANGULAR_SOLVE_ALG1);
  cusolverRfRefactor(rf);
  // CHECK: hipsolverRfRefactor(rf);
  cusolverRfSolve(rf, P, Q, 1, tmp, n, x, n);
  // CHECK: hipsolverRfSolve(rf, P, Q, 1, tmp, n, x, n);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
// DIAG57: {{.*}}.cu:14:11: warning: 'cusolverSp.h' maps to 'hipsolver/hipsolver.h', added in HIP 6.1; the target is HIP 5.7 [cu2hip-unsupported-in-target]
// DIAG57: warning: 'cusolverSpHandle_t' maps to 'hipsolverSpHandle_t', added in HIP 6.1; the target is HIP 5.7 [cu2hip-unsupported-in-target]
// DIAG57-NOT: hipsolverRf
