// --roc: cuSPARSE uses whose rocSPARSE form differs are reported at their
// line with what rocSPARSE takes instead, and keep their CUDA name: the
// generic API's data types (rocsparse_datatype), its SpMV with the buffer
// size query folded in, csrsv2's per-routine info objects, complex data.
// None falls back to hipSPARSE's name.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --roc >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{hipsparse|HIPSPARSE}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cusparse.h>
// CHECK: #include <rocsparse/rocsparse.h>

void spmv(cusparseHandle_t handle, int m, int n, int nnz, int *rowPtr,
          int *colInd, float *val, cusparseDnVecDescr_t x,
          cusparseDnVecDescr_t y, void *buffer) {
  // CHECK: void spmv(rocsparse_handle handle, int m, int n, int nnz, int *rowPtr,
  // CHECK: int *colInd, float *val, rocsparse_dnvec_descr x,
  // CHECK: rocsparse_dnvec_descr y, void *buffer) {
  cusparseSpMatDescr_t A;
  // CHECK: rocsparse_spmat_descr A;
  cusparseCreateCsr(&A, m, n, nnz, rowPtr, colInd, val, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // CHECK: cusparseCreateCsr(&A, m, n, nnz, rowPtr, colInd, val, rocsparse_indextype_i32,
  // CHECK: rocsparse_indextype_i32, rocsparse_index_base_zero, HIP_R_32F);
  // DIAG: [[FILE:.*]]:[[@LINE-4]]:3: warning: 'cusparseCreateCsr' has no rocSPARSE equivalent under --roc: rocsparse_create_csr_descr takes rocsparse_datatype (data_type), not hipDataType: pass rocsparse_datatype_f32_r and the like by hand [cu2hip-roc-unsupported]
  float one = 1.0f, zero = 0.0f;
  cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y,
               CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // CHECK: cusparseSpMV(handle, rocsparse_operation_none, &one, A, x, &zero, y,
  // CHECK: HIP_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // DIAG-NEXT: [[FILE]]:[[@LINE-4]]:3: warning: 'cusparseSpMV' has no rocSPARSE equivalent under --roc: rocsparse_spmv(handle, trans, alpha, mat, x, beta, y, compute_type, alg, buffer_size, temp_buffer) takes 11 arguments, not 10: port the call by hand, or translate without --roc [cu2hip-roc-unsupported]
  // DIAG-NEXT: [[FILE]]:[[@LINE-4]]:28: warning: 'CUSPARSE_SPMV_ALG_DEFAULT' has no rocSPARSE equivalent under --roc: rocSPARSE names its algorithms per routine (rocsparse_spmv_alg_csr_adaptive...) and they are not cuSPARSE's: pick one by hand [cu2hip-roc-unsupported]
  cusparseDestroySpMat(A);
  // CHECK: rocsparse_destroy_spmat_descr(A);
}

void complexNnz(cusparseHandle_t handle, cusparseMatDescr_t descr, int m,
                int n, const cuComplex *A, int lda, int *perRow, int *total) {
  cusparseCnnz(handle, CUSPARSE_DIRECTION_ROW, m, n, descr, A, lda, perRow, total);
  // CHECK: cusparseCnnz(handle, rocsparse_direction_row, m, n, descr, A, lda, perRow, total);
  // DIAG-NEXT: [[FILE]]:[[@LINE-2]]:3: warning: 'cusparseCnnz' has no rocSPARSE equivalent under --roc: rocsparse_cnnz takes rocsparse_float_complex or rocsparse_double_complex, which hipComplex pointers do not convert to: cast the arguments, or translate without --roc [cu2hip-roc-unsupported]
}

// A macro tested to learn whether cusparse.h was included: hipSPARSE's
// guard would be wrong under --roc.
#ifdef CUSPARSEAPI
// CHECK: #ifdef CUSPARSEAPI
// DIAG-NEXT: [[FILE]]:[[@LINE-2]]:8: warning: 'CUSPARSEAPI' is tested to learn whether the cuSPARSE header was included: under --roc, test a macro of the rocSPARSE header instead [cu2hip-roc-unsupported]
#endif
