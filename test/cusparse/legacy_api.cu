// The legacy (pre-generic) API: a matrix descriptor, dense-to-CSR conversion
// (nnz + dense2csr, removed from cuSPARSE in CUDA 12), csrsv2 triangular
// solves (removed in CUDA 12), incomplete LU, a tridiagonal gtsv2 solve, and
// the csrmv / csr2csc / HYB calls CUDA 11 removed. Old code still uses them and
// hipSPARSE still has them: they translate, and the HIP 5.2 translation
// compiles with hipcc. (CUDA 13's headers no longer declare the removed names,
// so the parser's complaints about them are expected and not checked.)
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusparse[A-Z]|CUSPARSE_|cuda[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-unsupported --implicit-check-not=cu2hip-api-semantics
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <cusparse_v2.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipsparse/hipsparse.h>

int triangular(cusparseHandle_t handle, int m, const float *dense, int ld, float *val,
               int *rowPtr, int *colInd, const float *x, float *y, void *buffer) {
  cusparseMatDescr_t descr;
  cusparseCreateMatDescr(&descr);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO);
  cusparseSetMatFillMode(descr, CUSPARSE_FILL_MODE_LOWER);
  cusparseSetMatDiagType(descr, CUSPARSE_DIAG_TYPE_UNIT);
  // CHECK:  hipsparseMatDescr_t descr;
  // CHECK-NEXT:  hipsparseCreateMatDescr(&descr);
  // CHECK-NEXT:  hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL);
  // CHECK-NEXT:  hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ZERO);
  // CHECK-NEXT:  hipsparseSetMatFillMode(descr, HIPSPARSE_FILL_MODE_LOWER);
  // CHECK-NEXT:  hipsparseSetMatDiagType(descr, HIPSPARSE_DIAG_TYPE_UNIT);
  int nnzPerRow[64];
  int nnz = 0;
  cusparseSnnz(handle, CUSPARSE_DIRECTION_ROW, m, m, descr, dense, ld, nnzPerRow, &nnz);
  // CHECK:  hipsparseSnnz(handle, HIPSPARSE_DIRECTION_ROW, m, m, descr, dense, ld, nnzPerRow, &nnz);
  cusparseSdense2csr(handle, m, m, descr, dense, ld, nnzPerRow, val, rowPtr, colInd);
  // CHECK:  hipsparseSdense2csr(handle, m, m, descr, dense, ld, nnzPerRow, val, rowPtr, colInd);

  csrsv2Info_t info;
  cusparseCreateCsrsv2Info(&info);
  // CHECK:  csrsv2Info_t info;
  // CHECK-NEXT:  hipsparseCreateCsrsv2Info(&info);
  int bytes = 0;
  cusparseScsrsv2_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, m, nnz, descr, val,
                             rowPtr, colInd, info, &bytes);
  // CHECK:  hipsparseScsrsv2_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, m, nnz, descr, val,
  cusparseScsrsv2_analysis(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, m, nnz, descr, val,
                           rowPtr, colInd, info, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buffer);
  // CHECK:  hipsparseScsrsv2_analysis(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, m, nnz, descr, val,
  // CHECK-NEXT:                           rowPtr, colInd, info, HIPSPARSE_SOLVE_POLICY_USE_LEVEL, buffer);
  int pivot = -1;
  if (cusparseXcsrsv2_zeroPivot(handle, info, &pivot) == CUSPARSE_STATUS_ZERO_PIVOT)
    return pivot;
  // CHECK:  if (hipsparseXcsrsv2_zeroPivot(handle, info, &pivot) == HIPSPARSE_STATUS_ZERO_PIVOT)
  const float one = 1.0f;
  cusparseScsrsv2_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, m, nnz, &one, descr, val,
                        rowPtr, colInd, info, x, y, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buffer);
  // CHECK:  hipsparseScsrsv2_solve(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, m, nnz, &one, descr, val,
  // CHECK-NEXT:                        rowPtr, colInd, info, x, y, HIPSPARSE_SOLVE_POLICY_NO_LEVEL, buffer);
  cusparseDestroyCsrsv2Info(info);
  // CHECK:  hipsparseDestroyCsrsv2Info(info);

  csrilu02Info_t ilu;
  cusparseCreateCsrilu02Info(&ilu);
  // CHECK:  csrilu02Info_t ilu;
  // CHECK-NEXT:  hipsparseCreateCsrilu02Info(&ilu);
  cusparseScsrilu02_analysis(handle, m, nnz, descr, val, rowPtr, colInd, ilu,
                             CUSPARSE_SOLVE_POLICY_USE_LEVEL, buffer);
  cusparseScsrilu02(handle, m, nnz, descr, val, rowPtr, colInd, ilu,
                    CUSPARSE_SOLVE_POLICY_USE_LEVEL, buffer);
  // CHECK:  hipsparseScsrilu02_analysis(handle, m, nnz, descr, val, rowPtr, colInd, ilu,
  // CHECK-NEXT:                             HIPSPARSE_SOLVE_POLICY_USE_LEVEL, buffer);
  // CHECK-NEXT:  hipsparseScsrilu02(handle, m, nnz, descr, val, rowPtr, colInd, ilu,
  cusparseDestroyCsrilu02Info(ilu);
  cusparseDestroyMatDescr(descr);
  // CHECK:  hipsparseDestroyCsrilu02Info(ilu);
  // CHECK-NEXT:  hipsparseDestroyMatDescr(descr);
  return 0;
}

void tridiagonal(cusparseHandle_t handle, int m, int n, const double *dl, const double *d,
                 const double *du, double *b) {
  size_t bytes = 0;
  cusparseDgtsv2_bufferSizeExt(handle, m, n, dl, d, du, b, m, &bytes);
  // CHECK:  hipsparseDgtsv2_bufferSizeExt(handle, m, n, dl, d, du, b, m, &bytes);
  void *buffer;
  cudaMalloc(&buffer, bytes);
  cusparseDgtsv2(handle, m, n, dl, d, du, b, m, buffer);
  cusparseDgtsv2_nopivot(handle, m, n, dl, d, du, b, m, buffer);
  // CHECK:  hipsparseDgtsv2(handle, m, n, dl, d, du, b, m, buffer);
  // CHECK-NEXT:  hipsparseDgtsv2_nopivot(handle, m, n, dl, d, du, b, m, buffer);
  cudaFree(buffer);
}

void removedInCuda11(cusparseHandle_t handle, cusparseMatDescr_t descr, int m, int n,
                     int nnz, const float *val, const int *rowPtr, const int *colInd,
                     const float *x, float *y, float *cscVal, int *cscRowInd,
                     int *cscColPtr) {
  const float one = 1.0f, zero = 0.0f;
  cusparseScsrmv(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, m, n, nnz, &one, descr, val,
                 rowPtr, colInd, x, &zero, y);
  // CHECK:  hipsparseScsrmv(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, m, n, nnz, &one, descr, val,
  // CHECK-NEXT:                 rowPtr, colInd, x, &zero, y);
  cusparseScsr2csc(handle, m, n, nnz, val, rowPtr, colInd, cscVal, cscRowInd, cscColPtr,
                   CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK:  hipsparseScsr2csc(handle, m, n, nnz, val, rowPtr, colInd, cscVal, cscRowInd, cscColPtr,
  // CHECK-NEXT:                   HIPSPARSE_ACTION_NUMERIC, HIPSPARSE_INDEX_BASE_ZERO);
  cusparseHybMat_t hyb;
  cusparseCreateHybMat(&hyb);
  // CHECK:  hipsparseHybMat_t hyb;
  // CHECK-NEXT:  hipsparseCreateHybMat(&hyb);
  cusparseScsr2hyb(handle, m, n, descr, val, rowPtr, colInd, hyb, 0,
                   CUSPARSE_HYB_PARTITION_AUTO);
  cusparseShybmv(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, descr, hyb, x, &zero, y);
  cusparseDestroyHybMat(hyb);
  // CHECK:  hipsparseScsr2hyb(handle, m, n, descr, val, rowPtr, colInd, hyb, 0,
  // CHECK-NEXT:                   HIPSPARSE_HYB_PARTITION_AUTO);
  // CHECK-NEXT:  hipsparseShybmv(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, descr, hyb, x, &zero, y);
  // CHECK-NEXT:  hipsparseDestroyHybMat(hyb);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
