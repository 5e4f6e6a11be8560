// APIs hipSPARSE added after ROCm 5.2: error strings (6.0), Csr2cscEx2 (5.4),
// the CUDA-12 const descriptors and their getters (6.0), the CUDA-compatible
// SpSV_solve (6.0; 5.2's takes an extra buffer), CscGet (6.2) and the SpGEMM
// algorithms with memory estimation. For the newest HIP they translate; for a
// HIP 5.2 target each is reported and left as written (so this file is not
// compiled against Debian's hipSPARSE 5.2).
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.new.err | FileCheck %s --check-prefix=NEW --match-full-lines --implicit-check-not='{{cuSPARSE[A-Z]|CUSPARSE_|CUDA[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=NEWDIAG --input-file=%t.new.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported-api

#include <cstdio>
#include <cusparse.h>

void report(cusparseStatus_t status) {
  std::printf("%s: %s\n", cusparseGetErrorName(status), cusparseGetErrorString(status));
  // NEW:  std::printf("%s: %s\n", hipsparseGetErrorName(status), hipsparseGetErrorString(status));
  // Before 6.0 a shim of cu2hip's names the statuses (test/shims/).
  // OLD:  std::printf("%s: %s\n", cu2hip_hipsparseGetErrorName(status), cu2hip_hipsparseGetErrorString(status));
}

void transpose(cusparseHandle_t handle, int m, int n, int nnz, const float *val,
               const int *rowPtr, const int *colInd, float *cscVal, int *cscColPtr,
               int *cscRowInd, void *buffer) {
  size_t bytes = 0;
  cusparseCsr2cscEx2_bufferSize(handle, m, n, nnz, val, rowPtr, colInd, cscVal, cscColPtr,
                                cscRowInd, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
                                CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1, &bytes);
  // NEW:  hipsparseCsr2cscEx2_bufferSize(handle, m, n, nnz, val, rowPtr, colInd, cscVal, cscColPtr,
  // NEW-NEXT:                                cscRowInd, HIP_R_32F, HIPSPARSE_ACTION_NUMERIC,
  // NEW-NEXT:                                HIPSPARSE_INDEX_BASE_ZERO, HIPSPARSE_CSR2CSC_ALG1, &bytes);
  // DIAG: {{.*}}.cu:[[@LINE-6]]:3: warning: 'cusparseCsr2cscEx2_bufferSize' maps to 'hipsparseCsr2cscEx2_bufferSize', added in HIP 5.4; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-5]]:59: warning: 'CUSPARSE_CSR2CSC_ALG1' maps to 'HIPSPARSE_CSR2CSC_ALG1', added in HIP 5.4; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  cusparseCsr2cscEx2(handle, m, n, nnz, val, rowPtr, colInd, cscVal, cscColPtr, cscRowInd,
                     CUDA_R_32F, CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO,
                     CUSPARSE_CSR2CSC_ALG_DEFAULT, buffer);
  // NEW:  hipsparseCsr2cscEx2(handle, m, n, nnz, val, rowPtr, colInd, cscVal, cscColPtr, cscRowInd,
  // NEW-NEXT:                     HIP_R_32F, HIPSPARSE_ACTION_NUMERIC, HIPSPARSE_INDEX_BASE_ZERO,
  // NEW-NEXT:                     HIPSPARSE_CSR2CSC_ALG_DEFAULT, buffer);
  // DIAG: {{.*}}.cu:[[@LINE-6]]:3: warning: 'cusparseCsr2cscEx2' maps to 'hipsparseCsr2cscEx2', added in HIP 5.4; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-5]]:22: warning: 'CUSPARSE_CSR2CSC_ALG_DEFAULT' maps to 'HIPSPARSE_CSR2CSC_ALG_DEFAULT', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
}

int constDescriptors(int64_t m, const int *rowPtr, const int *colInd, const float *val,
                     const float *x) {
  cusparseConstSpMatDescr_t matA;
  cusparseConstDnVecDescr_t vecX;
  // NEW:  hipsparseConstSpMatDescr_t matA;
  // NEW-NEXT:  hipsparseConstDnVecDescr_t vecX;
  // OLD:  hipsparseSpMatDescr_t matA;
  // OLD-NEXT:  hipsparseDnVecDescr_t vecX;
  cusparseCreateConstCsr(&matA, m, m, m, rowPtr, colInd, val, CUSPARSE_INDEX_32I,
                         CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // NEW:  hipsparseCreateConstCsr(&matA, m, m, m, rowPtr, colInd, val, HIPSPARSE_INDEX_32I,
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cusparseCreateConstCsr' maps to 'hipsparseCreateConstCsr', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  cusparseCreateConstDnVec(&vecX, m, x, CUDA_R_32F);
  // NEW:  hipsparseCreateConstDnVec(&vecX, m, x, HIP_R_32F);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseCreateConstDnVec' maps to 'hipsparseCreateConstDnVec', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  int64_t rows, cols, nnz;
  const void *r, *c, *v;
  cusparseIndexType_t rt, ct;
  cusparseIndexBase_t base;
  cudaDataType type;
  cusparseConstCsrGet(matA, &rows, &cols, &nnz, &r, &c, &v, &rt, &ct, &base, &type);
  // NEW:  hipsparseConstCsrGet(matA, &rows, &cols, &nnz, &r, &c, &v, &rt, &ct, &base, &type);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseConstCsrGet' maps to 'hipsparseConstCsrGet', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  cusparseDestroySpMat(matA);
  cusparseDestroyDnVec(vecX);
  // NEW:  hipsparseDestroySpMat(matA);
  // NEW-NEXT:  hipsparseDestroyDnVec(vecX);
  return (int)nnz;
}

void cscAndSpsv(cusparseHandle_t handle, cusparseSpMatDescr_t matA, cusparseDnVecDescr_t x,
                cusparseDnVecDescr_t y, cusparseSpSVDescr_t spsv) {
  int64_t rows, cols, nnz;
  void *p, *i, *v;
  cusparseIndexType_t pt, it;
  cusparseIndexBase_t base;
  cudaDataType type;
  cusparseCscGet(matA, &rows, &cols, &nnz, &p, &i, &v, &pt, &it, &base, &type);
  // NEW:  hipsparseCscGet(matA, &rows, &cols, &nnz, &p, &i, &v, &pt, &it, &base, &type);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseCscGet' maps to 'hipsparseCscGet', added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  const float one = 1.0f;
  cusparseSpSV_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, x, y, CUDA_R_32F,
                     CUSPARSE_SPSV_ALG_DEFAULT, spsv);
  // NEW:  hipsparseSpSV_solve(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, x, y, HIP_R_32F,
  // NEW-NEXT:                     HIPSPARSE_SPSV_ALG_DEFAULT, spsv);
  // OLD:  cusparseSpSV_solve(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, matA, x, y, HIP_R_32F,
  // DIAG: {{.*}}.cu:[[@LINE-5]]:3: warning: 'cusparseSpSV_solve' maps to 'hipsparseSpSV_solve', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
}

void spgemmAlg2(cusparseHandle_t handle, cusparseSpMatDescr_t a, cusparseSpMatDescr_t b,
                cusparseSpMatDescr_t c, cusparseSpGEMMDescr_t desc, void *buffer3) {
  const float alpha = 1.0f, beta = 0.0f;
  size_t size3 = 0, size2 = 0;
  cusparseSpGEMM_estimateMemory(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, b, &beta, c,
                                CUDA_R_32F, CUSPARSE_SPGEMM_ALG2, desc, 0.2f, &size3, buffer3,
                                &size2);
  // NEW:  hipsparseSpGEMM_estimateMemory(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // NEW-NEXT:                                HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, b, &beta, c,
  // NEW-NEXT:                                HIP_R_32F, HIPSPARSE_SPGEMM_ALG2, desc, 0.2f, &size3, buffer3,
  // DIAG: {{.*}}.cu:[[@LINE-7]]:3: warning: 'cusparseSpGEMM_estimateMemory' maps to 'hipsparseSpGEMM_estimateMemory', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-6]]:45: warning: 'CUSPARSE_SPGEMM_ALG2' maps to 'HIPSPARSE_SPGEMM_ALG2', added in HIP 5.6; the target is HIP 5.2 [cu2hip-unsupported-in-target]
}
// NEWDIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
