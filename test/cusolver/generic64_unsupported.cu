// The 64-bit generic cuSOLVER API (params object, Xgetrf/Xgetrs with data
// types) maps to hipsolverDn's; calls hipSOLVER lacks are left in place and
// reported: the mixed-precision iterative-refinement solver, the logger, the
// emulation math mode, and a generic routine that only ships after ROCm 7.2.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api
// Targeting HIP 6.1, the 64-bit API (hipSOLVER in ROCm 6.2) is reported and
// left alone, while the 32-bit LU factorization still translates.
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.1 2>%t61.err | FileCheck %s --check-prefix=HIP61
// RUN: FileCheck %s --check-prefix=DIAG61 --input-file=%t61.err

#include <cusolverDn.h>
// CHECK: #include <hipsolver/hipsolver.h>

int generic(cusolverDnHandle_t h, void *A, int64_t n, int64_t *ipiv, void *B,
            void *dwork, void *hwork, int *info) {
  cusolverDnParams_t params;
  // CHECK: hipsolverDnParams_t params;
  // HIP61: cusolverDnParams_t params;
  // DIAG61: {{.*}}.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'cusolverDnParams_t' maps to 'hipsolverDnParams_t', added in HIP 6.2; the target is HIP 6.1 [cu2hip-unsupported-in-target]
  cusolverDnCreateParams(&params);
  // CHECK: hipsolverDnCreateParams(&params);
  cusolverDnSetAdvOptions(params, CUSOLVERDN_GETRF, CUSOLVER_ALG_0);
  // CHECK: hipsolverDnSetAdvOptions(params, HIPSOLVERDN_GETRF, HIPSOLVER_ALG_0);
  size_t dsize = 0, hsize = 0;
  cusolverDnXgetrf_bufferSize(h, params, n, n, CUDA_R_64F, A, n, CUDA_R_64F, &dsize, &hsize);
  // CHECK: hipsolverDnXgetrf_bufferSize(h, params, n, n, HIP_R_64F, A, n, HIP_R_64F, &dsize, &hsize);
  cusolverDnXgetrf(h, params, n, n, CUDA_R_64F, A, n, ipiv, CUDA_R_64F, dwork, dsize, hwork, hsize, info);
  // CHECK: hipsolverDnXgetrf(h, params, n, n, HIP_R_64F, A, n, ipiv, HIP_R_64F, dwork, dsize, hwork, hsize, info);
  cusolverDnXgetrs(h, params, CUBLAS_OP_N, n, 1, CUDA_R_64F, A, n, ipiv, CUDA_R_64F, B, n, info);
  // CHECK: hipsolverDnXgetrs(h, params, HIPBLAS_OP_N, n, 1, HIP_R_64F, A, n, ipiv, HIP_R_64F, B, n, info);
  cusolverDnXsyevd_bufferSize(h, params, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, CUDA_R_64F, A, n, CUDA_R_64F, B, CUDA_R_64F, &dsize, &hsize);
  // CHECK: cusolverDnXsyevd_bufferSize(h, params, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, HIP_R_64F, A, n, HIP_R_64F, B, HIP_R_64F, &dsize, &hsize);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cusolverDnXsyevd_bufferSize' has no HIP equivalent: hipsolverDnXsyevd_bufferSize first ships in hipSOLVER 3.4 (ROCm 7.13), newer than the ROCm 7.2 this tool targets; use hipsolverDn<t>syevd (or heevd) instead [cu2hip-unsupported-api]
  return cusolverDnDestroyParams(params) == CUSOLVER_STATUS_SUCCESS ? 0 : 1;
  // CHECK: return hipsolverDnDestroyParams(params) == HIPSOLVER_STATUS_SUCCESS ? 0 : 1;
}

int lu32(cusolverDnHandle_t h, float *A, int n, float *work, int *ipiv, int *info) {
  return cusolverDnSgetrf(h, n, n, A, n, work, ipiv, info);
  // CHECK: return hipsolverDnSgetrf(h, n, n, A, n, work, ipiv, info);
  // HIP61: return hipsolverDnSgetrf(h, n, n, A, n, work, ipiv, info);
}

int unsupported(cusolverDnHandle_t h, double *A, double *B, double *X, int n,
                int *ipiv, void *work, size_t lwork, int *info) {
  int iters = 0;
  cusolverDnDSgesv(h, n, 1, A, n, ipiv, B, n, X, n, work, lwork, &iters, info);
  // CHECK: cusolverDnDSgesv(h, n, 1, A, n, ipiv, B, n, X, n, work, lwork, &iters, info);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cusolverDnDSgesv' has no HIP equivalent: hipSOLVER has no mixed-precision iterative-refinement gesv; use the same-precision hipsolverDnDDgesv [cu2hip-unsupported-api]
  cusolverDnLoggerSetLevel(1);
  // CHECK: cusolverDnLoggerSetLevel(1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cusolverDnLoggerSetLevel' has no HIP equivalent: cuSOLVER's logger api has no hipSOLVER equivalent; rocSOLVER logging is configured with the ROCSOLVER_LAYER and ROCSOLVER_LEVELS environment variables [cu2hip-unsupported-api]
  cusolverDnSetMathMode(h, CUSOLVER_FP32_EMULATED_BF16X9_MATH);
  // CHECK: cusolverDnSetMathMode(h, CUSOLVER_FP32_EMULATED_BF16X9_MATH);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cusolverDnSetMathMode' has no HIP equivalent: hipSOLVER in ROCm up to 7.2 has no floating-point emulation modes{{.*}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'CUSOLVER_FP32_EMULATED_BF16X9_MATH' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
  cusolverStatus_t s = cusolverDnSetDeterministicMode(h, CUSOLVER_DETERMINISTIC_RESULTS);
  // CHECK: hipsolverStatus_t s = hipsolverSetDeterministicMode(h, HIPSOLVER_DETERMINISTIC_RESULTS);
  return s == CUSOLVER_STATUS_IRS_NOT_SUPPORTED;
  // CHECK: return s == CUSOLVER_STATUS_IRS_NOT_SUPPORTED;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'CUSOLVER_STATUS_IRS_NOT_SUPPORTED' has no HIP equivalent: status of cuSOLVER's iterative-refinement (irs) api, which hipSOLVER does not have; drop the comparison [cu2hip-unsupported-api]
}
