// --roc: cuSOLVER's handle becomes the rocBLAS handle rocSOLVER takes, with
// its stream and status values; rocSOLVER's routines allocate their own
// workspace, so cuSOLVER's calls and their workspace queries are reported
// with rocSOLVER's argument list. cuFFT has no 1:1 rocFFT form: every use is
// reported, pointing to hipFFT (without --roc).
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --roc >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{hipsolver|HIPSOLVER|hipfft|HIPFFT}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cusolverDn.h>
#include <cufft.h>
// CHECK: #include <rocsolver/rocsolver.h>
// CHECK: #include <cufft.h>
// DIAG: [[FILE:.*]]:[[@LINE-3]]:11: warning: 'cufft.h' has no rocFFT equivalent under --roc: rocFFT builds plans from a rocfft_plan_description and runs them with rocfft_execute, with no 1:1 form of cuFFT's plan and exec calls: translate without --roc to use hipFFT [cu2hip-roc-unsupported]

int factor(cudaStream_t stream, int n, float *A, int *ipiv, int *info) {
  cusolverDnHandle_t handle;
  // CHECK: rocblas_handle handle;
  if (cusolverDnCreate(&handle) != CUSOLVER_STATUS_SUCCESS)
    // CHECK: if (rocblas_create_handle(&handle) != rocblas_status_success)
    return 1;
  cusolverDnSetStream(handle, stream);
  // CHECK: rocblas_set_stream(handle, stream);
  int lwork = 0;
  cusolverDnSgetrf_bufferSize(handle, n, n, A, n, &lwork);
  // CHECK: cusolverDnSgetrf_bufferSize(handle, n, n, A, n, &lwork);
  // DIAG-NEXT: [[FILE]]:[[@LINE-2]]:3: warning: 'cusolverDnSgetrf_bufferSize' has no rocSOLVER equivalent under --roc: rocsolver_sgetrf allocates its own workspace from the rocBLAS handle: drop the size query and the workspace it sizes [cu2hip-roc-unsupported]
  cusolverDnSgetrf(handle, n, n, A, n, A, ipiv, info);
  // CHECK: cusolverDnSgetrf(handle, n, n, A, n, A, ipiv, info);
  // DIAG-NEXT: [[FILE]]:[[@LINE-2]]:3: warning: 'cusolverDnSgetrf' has no rocSOLVER equivalent under --roc: rocsolver_sgetrf(handle, m, n, A, lda, ipiv, info) takes 7 arguments, not 8 (rocSOLVER allocates its own workspace): port the call by hand, or translate without --roc [cu2hip-roc-unsupported]
  return cusolverDnDestroy(handle) != CUSOLVER_STATUS_SUCCESS;
  // CHECK: return rocblas_destroy_handle(handle) != rocblas_status_success;
}

void transform(cufftComplex *data, int n) {
  // DIAG-NEXT: [[FILE]]:[[@LINE-1]]:16: warning: 'cufftComplex' has no rocFFT equivalent under --roc: {{.*}} [cu2hip-roc-unsupported]
  cufftHandle plan;
  // CHECK: cufftHandle plan;
  // DIAG-NEXT: [[FILE]]:[[@LINE-2]]:3: warning: 'cufftHandle' has no rocFFT equivalent under --roc: rocFFT builds plans {{.*}} [cu2hip-roc-unsupported]
  cufftPlan1d(&plan, n, CUFFT_C2C, 1);
  // CHECK: cufftPlan1d(&plan, n, CUFFT_C2C, 1);
  // DIAG-NEXT: [[FILE]]:[[@LINE-2]]:3: warning: 'cufftPlan1d' has no rocFFT equivalent under --roc: {{.*}} translate without --roc to use hipFFT [cu2hip-roc-unsupported]
  // DIAG-NEXT: [[FILE]]:[[@LINE-3]]:25: warning: 'CUFFT_C2C' has no rocFFT equivalent under --roc: {{.*}} [cu2hip-roc-unsupported]
}
