// --roc: cuSPARSE calls whose rocSPARSE form takes the same arguments become
// rocSPARSE's (handle, stream, pointer mode, matrix descriptors, CSR/COO
// conversions and sorts, nnz counting, CSR to BSR, gtsv2, the generic
// descriptors' destruction), with their types, enums and status values.
// The translation builds with hipcc against Debian's rocSPARSE 5.3 headers.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --roc >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusparse|CUSPARSE|hipsparse|HIPSPARSE}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty --implicit-check-not=warning:
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <cusparse.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <rocsparse/rocsparse.h>

int convert(cudaStream_t stream, int m, int n, int nnz, int *rowPtr,
            int *colInd, int *cooRows, int *perm, void *buffer) {
  cusparseHandle_t handle;
  // CHECK: rocsparse_handle handle;
  cusparseStatus_t status = cusparseCreate(&handle);
  // CHECK: rocsparse_status status = rocsparse_create_handle(&handle);
  if (status != CUSPARSE_STATUS_SUCCESS)
    // CHECK: if (status != rocsparse_status_success)
    return 1;
  cusparseSetStream(handle, stream);
  // CHECK: rocsparse_set_stream(handle, stream);
  cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST);
  // CHECK: rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host);
  cusparseMatDescr_t descr;
  // CHECK: rocsparse_mat_descr descr;
  cusparseCreateMatDescr(&descr);
  // CHECK: rocsparse_create_mat_descr(&descr);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  // CHECK: rocsparse_set_mat_type(descr, rocsparse_matrix_type_general);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK: rocsparse_set_mat_index_base(descr, rocsparse_index_base_zero);
  cusparseXcsr2coo(handle, rowPtr, nnz, m, cooRows, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK: rocsparse_csr2coo(handle, rowPtr, nnz, m, cooRows, rocsparse_index_base_zero);
  cusparseXcoo2csr(handle, cooRows, nnz, m, rowPtr, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK: rocsparse_coo2csr(handle, cooRows, nnz, m, rowPtr, rocsparse_index_base_zero);
  size_t bytes = 0;
  cusparseXcsrsort_bufferSizeExt(handle, m, n, nnz, rowPtr, colInd, &bytes);
  // CHECK: rocsparse_csrsort_buffer_size(handle, m, n, nnz, rowPtr, colInd, &bytes);
  cusparseCreateIdentityPermutation(handle, nnz, perm);
  // CHECK: rocsparse_create_identity_permutation(handle, nnz, perm);
  cusparseXcsrsort(handle, m, n, nnz, descr, rowPtr, colInd, perm, buffer);
  // CHECK: rocsparse_csrsort(handle, m, n, nnz, descr, rowPtr, colInd, perm, buffer);
  cusparseXcoosortByRow(handle, m, n, nnz, cooRows, colInd, perm, buffer);
  // CHECK: rocsparse_coosort_by_row(handle, m, n, nnz, cooRows, colInd, perm, buffer);
  cusparseDestroyMatDescr(descr);
  // CHECK: rocsparse_destroy_mat_descr(descr);
  return cusparseDestroy(handle) != CUSPARSE_STATUS_SUCCESS;
  // CHECK: return rocsparse_destroy_handle(handle) != rocsparse_status_success;
}

void dense(cusparseHandle_t handle, cusparseMatDescr_t descr, int m, int n,
           const float *A, int lda, int *perRow, int *total, float *val,
           int *rowPtr, int *colInd, int blockDim, cusparseMatDescr_t bsrDescr,
           int *bsrRowPtr, int *bsrNnz) {
  // CHECK: void dense(rocsparse_handle handle, rocsparse_mat_descr descr, int m, int n,
  cusparseSnnz(handle, CUSPARSE_DIRECTION_ROW, m, n, descr, A, lda, perRow, total);
  // CHECK: rocsparse_snnz(handle, rocsparse_direction_row, m, n, descr, A, lda, perRow, total);
  cusparseXcsr2bsrNnz(handle, CUSPARSE_DIRECTION_COLUMN, m, n, descr, rowPtr,
                      colInd, blockDim, bsrDescr, bsrRowPtr, bsrNnz);
  // CHECK: rocsparse_csr2bsr_nnz(handle, rocsparse_direction_column, m, n, descr, rowPtr,
}

void tridiagonal(cusparseHandle_t handle, int m, int n, const float *dl,
                 const float *d, const float *du, float *B, int ldb,
                 void *buffer, cusparseSpMatDescr_t mat, cusparseDnVecDescr_t vec) {
  // CHECK: void tridiagonal(rocsparse_handle handle, int m, int n, const float *dl,
  // CHECK: void *buffer, rocsparse_spmat_descr mat, rocsparse_dnvec_descr vec) {
  size_t bytes = 0;
  cusparseSgtsv2_bufferSizeExt(handle, m, n, dl, d, du, B, ldb, &bytes);
  // CHECK: rocsparse_sgtsv_buffer_size(handle, m, n, dl, d, du, B, ldb, &bytes);
  cusparseSgtsv2(handle, m, n, dl, d, du, B, ldb, buffer);
  // CHECK: rocsparse_sgtsv(handle, m, n, dl, d, du, B, ldb, buffer);
  cusparseDestroySpMat(mat);
  // CHECK: rocsparse_destroy_spmat_descr(mat);
  cusparseDestroyDnVec(vec);
  // CHECK: rocsparse_destroy_dnvec_descr(vec);
}
// DIAG-NOT: warning:
