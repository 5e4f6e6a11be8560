// Dense LU solve with cuSOLVER: handle and stream, getrf workspace query,
// factorization, triangular solves, the device info flag, status checks, and
// destroy. The hipsolverDn compatibility API keeps cuSOLVER's argument lists,
// so every call is a rename; the cuBLAS transpose enum becomes hipBLAS's,
// which hipsolverDn functions take (hipSOLVER 2.0, ROCm 6.0, and later).
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusolver|CUSOLVER|CUBLAS|cuda[A-Z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <cstdio>
#include <cuda_runtime.h>
#include <cusolverDn.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <hipsolver/hipsolver.h>

#define SOLVER_CHECK(call)                                                     \
  do {                                                                         \
    cusolverStatus_t s_ = (call);                                              \
    if (s_ != CUSOLVER_STATUS_SUCCESS) {                                       \
      std::fprintf(stderr, "solver error %d\n", (int)s_);                      \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK:    hipsolverStatus_t s_ = (call);                                              \
// CHECK-NEXT:    if (s_ != HIPSOLVER_STATUS_SUCCESS) {                                       \

// Solves A x = b for a column-major n x n matrix already on the device.
int luSolve(double *dA, double *dB, int n, cudaStream_t stream) {
  // CHECK: int luSolve(double *dA, double *dB, int n, hipStream_t stream) {
  cusolverDnHandle_t handle;
  // CHECK: hipsolverDnHandle_t handle;
  SOLVER_CHECK(cusolverDnCreate(&handle));
  // CHECK: SOLVER_CHECK(hipsolverDnCreate(&handle));
  SOLVER_CHECK(cusolverDnSetStream(handle, stream));
  // CHECK: SOLVER_CHECK(hipsolverDnSetStream(handle, stream));

  int lwork = 0;
  SOLVER_CHECK(cusolverDnDgetrf_bufferSize(handle, n, n, dA, n, &lwork));
  // CHECK: SOLVER_CHECK(hipsolverDnDgetrf_bufferSize(handle, n, n, dA, n, &lwork));
  double *work = nullptr;
  int *ipiv = nullptr, *info = nullptr;
  cudaMalloc(&work, sizeof(double) * lwork);
  cudaMalloc(&ipiv, sizeof(int) * n);
  cudaMalloc(&info, sizeof(int));

  SOLVER_CHECK(cusolverDnDgetrf(handle, n, n, dA, n, work, ipiv, info));
  // CHECK: SOLVER_CHECK(hipsolverDnDgetrf(handle, n, n, dA, n, work, ipiv, info));
  SOLVER_CHECK(cusolverDnDgetrs(handle, CUBLAS_OP_N, n, 1, dA, n, ipiv, dB, n, info));
  // CHECK: SOLVER_CHECK(hipsolverDnDgetrs(handle, HIPBLAS_OP_N, n, 1, dA, n, ipiv, dB, n, info));

  int hostInfo = 0;
  cudaMemcpyAsync(&hostInfo, info, sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  if (hostInfo != 0)
    std::fprintf(stderr, "U(%d,%d) is exactly zero\n", hostInfo, hostInfo);

  // Single-precision complex variant of the same pair.
  cuComplex *cA = nullptr, *cB = nullptr, *cwork = nullptr;
  // CHECK: hipComplex *cA = nullptr, *cB = nullptr, *cwork = nullptr;
  SOLVER_CHECK(cusolverDnCgetrf_bufferSize(handle, n, n, cA, n, &lwork));
  // CHECK: SOLVER_CHECK(hipsolverDnCgetrf_bufferSize(handle, n, n, cA, n, &lwork));
  SOLVER_CHECK(cusolverDnCgetrf(handle, n, n, cA, n, cwork, ipiv, info));
  // CHECK: SOLVER_CHECK(hipsolverDnCgetrf(handle, n, n, cA, n, cwork, ipiv, info));
  SOLVER_CHECK(cusolverDnCgetrs(handle, CUBLAS_OP_T, n, 1, cA, n, ipiv, cB, n, info));
  // CHECK: SOLVER_CHECK(hipsolverDnCgetrs(handle, HIPBLAS_OP_T, n, 1, cA, n, ipiv, cB, n, info));

  cudaFree(info);
  cudaFree(ipiv);
  cudaFree(work);
  cusolverStatus_t last = cusolverDnDestroy(handle);
  // CHECK: hipsolverStatus_t last = hipsolverDnDestroy(handle);
  if (last == CUSOLVER_STATUS_NOT_INITIALIZED || last == CUSOLVER_STATUS_INVALID_VALUE)
    return 2;
  // CHECK: if (last == HIPSOLVER_STATUS_NOT_INITIALIZED || last == HIPSOLVER_STATUS_INVALID_VALUE)
  return hostInfo;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
