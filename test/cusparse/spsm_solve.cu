// Generic-API triangular solve with several right-hand sides (SpSM): the
// matrix attributes, descriptor, buffer size, analysis and solve. hipSPARSE's
// SpSM_solve (ROCm 5.2 through 7.2) takes one more argument than cuSPARSE's,
// an external buffer it does not use: the call is rewritten with nullptr
// appended and reported, and the HIP 5.2 translation compiles with hipcc.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusparse[A-Z]|CUSPARSE_|cuda[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <cusparse.h>

int lowerSolve(cusparseHandle_t handle, cusparseSpMatDescr_t matA, cusparseDnMatDescr_t matB,
               cusparseDnMatDescr_t matC) {
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
  // CHECK:  hipsparseFillMode_t fill = HIPSPARSE_FILL_MODE_LOWER;
  // CHECK-NEXT:  hipsparseDiagType_t diag = HIPSPARSE_DIAG_TYPE_NON_UNIT;
  cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill));
  cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag));
  // CHECK:  hipsparseSpMatSetAttribute(matA, HIPSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill));
  // CHECK-NEXT:  hipsparseSpMatSetAttribute(matA, HIPSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag));
  cusparseSpSMDescr_t spsm;
  cusparseSpSM_createDescr(&spsm);
  // CHECK:  hipsparseSpSMDescr_t spsm;
  // CHECK-NEXT:  hipsparseSpSM_createDescr(&spsm);
  const double alpha = 1.0;
  size_t bytes = 0;
  cusparseSpSM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                          CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC,
                          CUDA_R_64F, CUSPARSE_SPSM_ALG_DEFAULT, spsm, &bytes);
  // CHECK:  hipsparseSpSM_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT:                          HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC,
  // CHECK-NEXT:                          HIP_R_64F, HIPSPARSE_SPSM_ALG_DEFAULT, spsm, &bytes);
  void *buffer = nullptr;
  cudaMalloc(&buffer, bytes);
  cusparseSpSM_analysis(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                        CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC,
                        CUDA_R_64F, CUSPARSE_SPSM_ALG_DEFAULT, spsm, buffer);
  // CHECK:  hipsparseSpSM_analysis(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK:                        HIP_R_64F, HIPSPARSE_SPSM_ALG_DEFAULT, spsm, buffer);
  cusparseStatus_t st = cusparseSpSM_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                           CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
                                           matB, matC, CUDA_R_64F, CUSPARSE_SPSM_ALG_DEFAULT,
                                           spsm);
  // CHECK:  hipsparseStatus_t st = hipsparseSpSM_solve(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC, HIP_R_64F, HIPSPARSE_SPSM_ALG_DEFAULT, spsm, nullptr);
  // DIAG: {{.*}}.cu:[[@LINE-5]]:25: warning: 'cusparseSpSM_solve' translated to 'hipsparseSpSM_solve': hipsparseSpSM_solve (ROCm 5.2 to 7.2) takes an extra external-buffer argument after the descriptor; nullptr is passed, which hipSPARSE documents as unused [cu2hip-api-semantics]
  cusparseSpSM_destroyDescr(spsm);
  // CHECK:  hipsparseSpSM_destroyDescr(spsm);
  cudaFree(buffer);
  return st == CUSPARSE_STATUS_SUCCESS ? 0 : 1;
  // CHECK:  return st == HIPSPARSE_STATUS_SUCCESS ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
