// --roc: cuBLAS becomes rocBLAS (rocblas/rocblas.h): the handle, its stream
// and pointer mode, operation/fill/diagonal/side enums, status values and
// level 1-3 calls in single and double precision, whose rocBLAS forms take
// cuBLAS's arguments. Complex routines take rocblas_float_complex, which the
// hipComplex pointers cuComplex becomes do not convert to: reported, and
// never written as hipBLAS's names. Debian ships no rocBLAS headers: the
// output is pinned here.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --roc >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{hipblas|HIPBLAS}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cublas_v2.h>
// CHECK: #include <rocblas/rocblas.h>

int gemm(cudaStream_t stream, int n, const float *A, const float *B, float *C,
         double *x, double *y) {
  cublasHandle_t handle;
  // CHECK: rocblas_handle handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    // CHECK: if (rocblas_create_handle(&handle) != rocblas_status_success)
    return 1;
  cublasSetStream(handle, stream);
  // CHECK: rocblas_set_stream(handle, stream);
  cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST);
  // CHECK: rocblas_set_pointer_mode(handle, rocblas_pointer_mode_host);
  const float one = 1.0f, zero = 0.0f;
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, A, n, B, n,
              &zero, C, n);
  // CHECK: rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_transpose, n, n, n, &one, A, n, B, n,
  cublasStrsm_v2(handle, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                 CUBLAS_DIAG_UNIT, n, n, &one, A, n, C, n);
  // CHECK: rocblas_strsm(handle, rocblas_side_left, rocblas_fill_lower, rocblas_operation_none,
  // CHECK: rocblas_diagonal_unit, n, n, &one, A, n, C, n);
  const double alpha = 2.0;
  cublasDaxpy(handle, n, &alpha, x, 1, y, 1);
  // CHECK: rocblas_daxpy(handle, n, &alpha, x, 1, y, 1);
  double dot = 0.0;
  cublasDdot(handle, n, x, 1, y, 1, &dot);
  // CHECK: rocblas_ddot(handle, n, x, 1, y, 1, &dot);
  int best = 0;
  cublasIdamax(handle, n, x, 1, &best);
  // CHECK: rocblas_idamax(handle, n, x, 1, &best);
  cublasDgemv(handle, CUBLAS_OP_C, n, n, &alpha, x, n, y, 1, &alpha, x, 1);
  // CHECK: rocblas_dgemv(handle, rocblas_operation_conjugate_transpose, n, n, &alpha, x, n, y, 1, &alpha, x, 1);
  cublasStatus_t status = cublasDestroy(handle);
  // CHECK: rocblas_status status = rocblas_destroy_handle(handle);
  return status != CUBLAS_STATUS_SUCCESS;
  // CHECK: return status != rocblas_status_success;
}

void complexGemm(cublasHandle_t handle, int n, const cuComplex *A,
                 const cuComplex *B, cuComplex *C, cuComplex alpha) {
  cublasCgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, n, B, n,
              &alpha, C, n);
  // CHECK: cublasCgemm(handle, rocblas_operation_none, rocblas_operation_none, n, n, n, &alpha, A, n, B, n,
  // DIAG: [[FILE:.*]]:[[@LINE-3]]:3: warning: 'cublasCgemm' has no rocBLAS equivalent under --roc: rocblas_cgemm takes rocblas_float_complex or rocblas_double_complex, which hipComplex pointers do not convert to: cast the arguments, or translate without --roc [cu2hip-roc-unsupported]
  cublasSetMathMode(handle, CUBLAS_TENSOR_OP_MATH);
  // CHECK: cublasSetMathMode(handle, CUBLAS_TENSOR_OP_MATH);
  // DIAG-NEXT: [[FILE]]:[[@LINE-2]]:3: warning: 'cublasSetMathMode' has no rocBLAS equivalent under --roc: rocblas_set_math_mode(handle, math_mode) differs at math_mode (rocblas_math_mode): port the call by hand, or translate without --roc [cu2hip-roc-unsupported]
  // DIAG-NEXT: [[FILE]]:[[@LINE-3]]:29: warning: 'CUBLAS_TENSOR_OP_MATH' has no rocBLAS equivalent under --roc: rocBLAS has no math mode: its rocblas_gemm_ex flags (rocblas_gemm_flags) choose precision per call; drop the math-mode code [cu2hip-roc-unsupported]
}
