// cuSPARSE APIs hipSPARSE lacks stay as written and are reported with the
// table's reason: SpMMOp, the logger, BSR and sliced-ELL generic
// descriptors, matrix updates of analysed SpSV descriptors, property queries,
// and the analysis-info solve API CUDA 11 removed. Everything around them
// still translates.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-unsupported-in-target

#include <cusparse.h>

void jitSpmm(cusparseHandle_t handle, cusparseSpMatDescr_t a, cusparseDnMatDescr_t b,
             cusparseDnMatDescr_t c, void *ltoAdd, size_t addSize, void *buffer) {
  cusparseSpMMOpPlan_t plan;
  // CHECK:  cusparseSpMMOpPlan_t plan;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseSpMMOpPlan_t' has no HIP equivalent: hipSPARSE has no jit-compiled spmm with user-defined operators; use hipsparseSpMM and apply the custom add/mul/epilogue in a separate kernel [cu2hip-unsupported-api]
  cusparseSpMMOp_createPlan(handle, &plan, CUSPARSE_OPERATION_NON_TRANSPOSE,
                            CUSPARSE_OPERATION_NON_TRANSPOSE, a, b, c, CUDA_R_32F,
                            CUSPARSE_SPMM_OP_ALG_DEFAULT, ltoAdd, addSize, nullptr, 0,
                            nullptr, 0, nullptr);
  // CHECK:  cusparseSpMMOp_createPlan(handle, &plan, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT:                            HIPSPARSE_OPERATION_NON_TRANSPOSE, a, b, c, HIP_R_32F,
  // CHECK-NEXT:                            CUSPARSE_SPMM_OP_ALG_DEFAULT, ltoAdd, addSize, nullptr, 0,
  // DIAG: {{.*}}.cu:[[@LINE-7]]:3: warning: 'cusparseSpMMOp_createPlan' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-6]]:29: warning: 'CUSPARSE_SPMM_OP_ALG_DEFAULT' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  cusparseSpMMOp(plan, buffer);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cusparseSpMMOp' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

void logging() {
  cusparseLoggerSetLevel(5);
  // CHECK:  cusparseLoggerSetLevel(5);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseLoggerSetLevel' has no HIP equivalent: hipSPARSE has no logging API; rocSPARSE traces calls when the ROCSPARSE_LAYER environment variable is set, so remove the call [cu2hip-unsupported-api]
  int major = 0;
  cusparseGetProperty(MAJOR_VERSION, &major);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cusparseGetProperty' has no HIP equivalent: hipSPARSE has no library-property query; use hipsparseGetVersion (major * 100000 + minor * 100 + patch of hipSPARSE, not cuSPARSE) [cu2hip-unsupported-api]
}

void formats(cusparseSpMatDescr_t *bsr, void *rowPtr, void *colInd, void *val) {
  cusparseCreateBsr(bsr, 4, 4, 8, 2, 2, rowPtr, colInd, val, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F,
                    CUSPARSE_ORDER_ROW);
  // CHECK:  cusparseCreateBsr(bsr, 4, 4, 8, 2, 2, rowPtr, colInd, val, HIPSPARSE_INDEX_32I,
  // DIAG: {{.*}}.cu:[[@LINE-4]]:3: warning: 'cusparseCreateBsr' has no HIP equivalent: hipSPARSE releases up to ROCm 7.2 have no bsr generic sparse-matrix descriptor; convert to csr (hipsparseXbsr2csr) and use hipsparseCreateCsr [cu2hip-unsupported-api]
  cusparseFormat_t format = CUSPARSE_FORMAT_SLICED_ELLPACK;
  // CHECK:  hipsparseFormat_t format = CUSPARSE_FORMAT_SLICED_ELLPACK;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:29: warning: 'CUSPARSE_FORMAT_SLICED_ELLPACK' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

void refactor(cusparseHandle_t handle, cusparseSpSVDescr_t spsv, void *newValues) {
  cusparseSpSV_updateMatrix(handle, spsv, newValues, CUSPARSE_SPSV_UPDATE_GENERAL);
  // CHECK:  cusparseSpSV_updateMatrix(handle, spsv, newValues, CUSPARSE_SPSV_UPDATE_GENERAL);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseSpSV_updateMatrix' has no HIP equivalent: hipSPARSE cannot update the values of an already analysed triangular-solve descriptor; call the analysis step (hipsparseSpSV_analysis / hipsparseSpSM_analysis) again after changing the matrix [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:54: warning: 'CUSPARSE_SPSV_UPDATE_GENERAL' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

// Removed in CUDA 11, never in hipSPARSE.
void oldSolve(cusparseHandle_t handle) {
  cusparseSolveAnalysisInfo_t info;
  // CHECK:  cusparseSolveAnalysisInfo_t info;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseSolveAnalysisInfo_t' has no HIP equivalent: the cusparseSolveAnalysisInfo_t API was removed in CUDA 11 and hipSPARSE never had it; port to the csrsv2/csrsm2/csrilu02/csric02 API (hipsparseXcsrsv2_analysis and friends) [cu2hip-unsupported-api]
  cusparseCreateSolveAnalysisInfo(&info);
  // CHECK:  cusparseCreateSolveAnalysisInfo(&info);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cusparseCreateSolveAnalysisInfo' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}
