// Generic-API SpMM (CSR times a column-major dense matrix), SDDMM and the
// SpGEMM work-estimation/compute/copy sequence. The column-order enumerator and
// the const descriptors of CUDA 12 map to names hipSPARSE added after 5.2; for a
// HIP 5.2 target their 5.2 spellings stand in (HIPSPARSE_ORDER_COLUMN, the
// non-const descriptors), and that translation compiles with hipcc. For the
// newest HIP (NEW prefix) the newer names are used.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --check-prefixes=CHECK,OLD --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusparse[A-Z]|CUSPARSE_|cuda[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.new.err | FileCheck %s --check-prefixes=CHECK,NEW --match-full-lines --implicit-check-not='{{cuSPARSE[A-Z]|CUSPARSE_|CUDA[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.new.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported

#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>

cusparseStatus_t spmm(cusparseHandle_t handle, cusparseSpMatDescr_t matA, int64_t k,
                      int64_t n, float *dB, float *dC, void *dBuffer) {
  // CHECK: hipsparseStatus_t spmm(hipsparseHandle_t handle, hipsparseSpMatDescr_t matA, int64_t k,
  int64_t m, cols, nnz;
  cusparseSpMatGetSize(matA, &m, &cols, &nnz);
  // CHECK:  hipsparseSpMatGetSize(matA, &m, &cols, &nnz);
  cusparseDnMatDescr_t matB, matC;
  // CHECK:  hipsparseDnMatDescr_t matB, matC;
  cusparseCreateDnMat(&matB, k, n, k, dB, CUDA_R_32F, CUSPARSE_ORDER_COL);
  // OLD:  hipsparseCreateDnMat(&matB, k, n, k, dB, HIP_R_32F, HIPSPARSE_ORDER_COLUMN);
  // NEW:  hipsparseCreateDnMat(&matB, k, n, k, dB, HIP_R_32F, HIPSPARSE_ORDER_COL);
  cusparseCreateDnMat(&matC, m, n, n, dC, CUDA_R_32F, CUSPARSE_ORDER_ROW);
  // CHECK:  hipsparseCreateDnMat(&matC, m, n, n, dC, HIP_R_32F, HIPSPARSE_ORDER_ROW);
  cusparseConstDnMatDescr_t constB = matB;
  // OLD:  hipsparseDnMatDescr_t constB = matB;
  // NEW:  hipsparseConstDnMatDescr_t constB = matB;
  float alpha = 2.0f, beta = 0.0f;
  size_t bytes = 0;
  cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                          CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, constB, &beta,
                          matC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &bytes);
  // CHECK:  hipsparseSpMM_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT:                          HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, constB, &beta,
  // CHECK-NEXT:                          matC, HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT, &bytes);
  cusparseSpMM_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                          CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, constB, &beta,
                          matC, CUDA_R_32F, CUSPARSE_SPMM_CSR_ALG2, dBuffer);
  // CHECK:  hipsparseSpMM_preprocess(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK:                          matC, HIP_R_32F, HIPSPARSE_SPMM_CSR_ALG2, dBuffer);
  cusparseStatus_t st =
      cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE,
                   &alpha, matA, constB, &beta, matC, CUDA_R_32F, CUSPARSE_SPMM_CSR_ALG2,
                   dBuffer);
  // CHECK:  hipsparseStatus_t st =
  // CHECK-NEXT:      hipsparseSpMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE,
  // CHECK-NEXT:                   &alpha, matA, constB, &beta, matC, HIP_R_32F, HIPSPARSE_SPMM_CSR_ALG2,
  cusparseSDDMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                &alpha, matB, matC, &beta, matA, CUDA_R_32F, CUSPARSE_SDDMM_ALG_DEFAULT,
                dBuffer);
  // CHECK:  hipsparseSDDMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT:                &alpha, matB, matC, &beta, matA, HIP_R_32F, HIPSPARSE_SDDMM_ALG_DEFAULT,
  cusparseDestroyDnMat(matB);
  cusparseDestroyDnMat(matC);
  // CHECK:  hipsparseDestroyDnMat(matB);
  // CHECK-NEXT:  hipsparseDestroyDnMat(matC);
  return st;
}

int spgemm(cusparseHandle_t handle, cusparseSpMatDescr_t matA, cusparseSpMatDescr_t matB,
           cusparseSpMatDescr_t matC) {
  float alpha = 1.0f, beta = 0.0f;
  cusparseOperation_t op = CUSPARSE_OPERATION_NON_TRANSPOSE;
  // CHECK:  hipsparseOperation_t op = HIPSPARSE_OPERATION_NON_TRANSPOSE;
  cusparseSpGEMMDescr_t desc;
  cusparseSpGEMM_createDescr(&desc);
  // CHECK:  hipsparseSpGEMMDescr_t desc;
  // CHECK-NEXT:  hipsparseSpGEMM_createDescr(&desc);
  size_t size1 = 0, size2 = 0;
  void *buf1 = nullptr, *buf2 = nullptr;
  cusparseSpGEMM_workEstimation(handle, op, op, &alpha, matA, matB, &beta, matC, CUDA_R_32F,
                                CUSPARSE_SPGEMM_DEFAULT, desc, &size1, buf1);
  // CHECK:  hipsparseSpGEMM_workEstimation(handle, op, op, &alpha, matA, matB, &beta, matC, HIP_R_32F,
  // CHECK-NEXT:                                HIPSPARSE_SPGEMM_DEFAULT, desc, &size1, buf1);
  cusparseSpGEMM_compute(handle, op, op, &alpha, matA, matB, &beta, matC, CUDA_R_32F,
                         CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC, desc, &size2, buf2);
  // CHECK:  hipsparseSpGEMM_compute(handle, op, op, &alpha, matA, matB, &beta, matC, HIP_R_32F,
  // CHECK-NEXT:                         HIPSPARSE_SPGEMM_CSR_ALG_DETERMINISTIC, desc, &size2, buf2);
  int64_t rows, cols, nnz;
  cusparseSpMatGetSize(matC, &rows, &cols, &nnz);
  cusparseCsrSetPointers(matC, nullptr, nullptr, nullptr);
  // CHECK:  hipsparseCsrSetPointers(matC, nullptr, nullptr, nullptr);
  cusparseSpGEMM_copy(handle, op, op, &alpha, matA, matB, &beta, matC, CUDA_R_32F,
                      CUSPARSE_SPGEMM_DEFAULT, desc);
  // CHECK:  hipsparseSpGEMM_copy(handle, op, op, &alpha, matA, matB, &beta, matC, HIP_R_32F,
  cusparseSpGEMM_destroyDescr(desc);
  // CHECK:  hipsparseSpGEMM_destroyDescr(desc);
  return (int)nnz;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
