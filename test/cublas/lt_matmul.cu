// The cuBLASLt matmul sequence: handle, matmul descriptor with transpose,
// epilogue and bias attributes, matrix layouts (one batched), a preference
// with a workspace limit, the heuristic query and the matmul, then teardown.
// hipBLASLt (hipblaslt/hipblaslt.h) keeps the call shapes and attribute
// names; it takes hipBLAS's compute types and HIP's data types. Block-scale
// modes came with hipBLASLt 1.0 (ROCm 7.0): a 6.4 target reports them. Data
// orders, search modes and algorithm ids hipBLASLt lacks are reported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.4 2>%t.old.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: FileCheck %s --check-prefix=OLDDIAG --input-file=%t.old.err --implicit-check-not=cu2hip-unmapped-api

#include <cstdint>
#include <cuda_runtime.h>
#include <cublasLt.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdint>
// CHECK-NEXT: #include <hipblaslt/hipblaslt.h>

int gemm_bias_relu(int m, int n, int k, const void *A, const void *B, void *C, const float *bias, void *workspace,
                   size_t workspaceSize, cudaStream_t stream) {
  // CHECK: int gemm_bias_relu(int m, int n, int k, const void *A, const void *B, void *C, const float *bias, void *workspace,
  // CHECK-NEXT: size_t workspaceSize, hipStream_t stream) {
  cublasLtHandle_t lt;
  // CHECK: hipblasLtHandle_t lt;
  cublasLtCreate(&lt);
  // CHECK: hipblasLtCreate(&lt);

  cublasLtMatmulDesc_t op;
  // CHECK: hipblasLtMatmulDesc_t op;
  cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  // CHECK: hipblasLtMatmulDescCreate(&op, HIPBLAS_COMPUTE_32F, HIP_R_32F);
  cublasOperation_t transa = CUBLAS_OP_T;
  // CHECK: hipblasOperation_t transa = HIPBLAS_OP_T;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa));
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa));
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_RELU_BIAS;
  // CHECK: hipblasLtEpilogue_t epilogue = HIPBLASLT_EPILOGUE_RELU_BIAS;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue));
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue));
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias));
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias));

  cublasLtMatrixLayout_t a, b, c;
  // CHECK: hipblasLtMatrixLayout_t a, b, c;
  cublasLtMatrixLayoutCreate(&a, CUDA_R_16F, k, m, k);
  // CHECK: hipblasLtMatrixLayoutCreate(&a, HIP_R_16F, k, m, k);
  cublasLtMatrixLayoutCreate(&b, CUDA_R_16F, k, n, k);
  // CHECK: hipblasLtMatrixLayoutCreate(&b, HIP_R_16F, k, n, k);
  cublasLtMatrixLayoutCreate(&c, CUDA_R_32F, m, n, m);
  // CHECK: hipblasLtMatrixLayoutCreate(&c, HIP_R_32F, m, n, m);
  int32_t batch = 2;
  int64_t stride = (int64_t)m * n;
  cublasLtMatrixLayoutSetAttribute(c, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch));
  // CHECK: hipblasLtMatrixLayoutSetAttribute(c, HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch));
  cublasLtMatrixLayoutSetAttribute(c, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride, sizeof(stride));
  // CHECK: hipblasLtMatrixLayoutSetAttribute(c, HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride, sizeof(stride));

  cublasLtMatmulPreference_t pref;
  // CHECK: hipblasLtMatmulPreference_t pref;
  cublasLtMatmulPreferenceCreate(&pref);
  // CHECK: hipblasLtMatmulPreferenceCreate(&pref);
  cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceSize,
                                       sizeof(workspaceSize));
  // CHECK: hipblasLtMatmulPreferenceSetAttribute(pref, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceSize,

  cublasLtMatmulHeuristicResult_t heuristic[4] = {};
  // CHECK: hipblasLtMatmulHeuristicResult_t heuristic[4] = {};
  int found = 0;
  cublasLtMatmulAlgoGetHeuristic(lt, op, a, b, c, c, pref, 4, heuristic, &found);
  // CHECK: hipblasLtMatmulAlgoGetHeuristic(lt, op, a, b, c, c, pref, 4, heuristic, &found);
  if (found == 0 || heuristic[0].state != CUBLAS_STATUS_SUCCESS || heuristic[0].workspaceSize > workspaceSize)
    // CHECK: if (found == 0 || heuristic[0].state != HIPBLAS_STATUS_SUCCESS || heuristic[0].workspaceSize > workspaceSize)
    return 1;

  const float alpha = 1.0f, beta = 0.0f;
  cublasStatus_t status = cublasLtMatmul(lt, op, &alpha, A, a, B, b, &beta, C, c, C, c, &heuristic[0].algo, workspace,
                                         workspaceSize, stream);
  // CHECK: hipblasStatus_t status = hipblasLtMatmul(lt, op, &alpha, A, a, B, b, &beta, C, c, C, c, &heuristic[0].algo, workspace,

  cublasLtMatmulPreferenceDestroy(pref);
  // CHECK: hipblasLtMatmulPreferenceDestroy(pref);
  cublasLtMatrixLayoutDestroy(c);
  // CHECK: hipblasLtMatrixLayoutDestroy(c);
  cublasLtMatrixLayoutDestroy(b);
  cublasLtMatrixLayoutDestroy(a);
  cublasLtMatmulDescDestroy(op);
  // CHECK: hipblasLtMatmulDescDestroy(op);
  cublasLtDestroy(lt);
  // CHECK: hipblasLtDestroy(lt);
  return status == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}

void fp8_scales(cublasLtMatmulDesc_t op, const float *scaleA) {
  cublasLtMatmulMatrixScale_t mode = CUBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F;
  // CHECK: hipblasLtMatmulMatrixScale_t mode = HIPBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F;
  // OLD: cublasLtMatmulMatrixScale_t mode = CUBLASLT_MATMUL_MATRIX_SCALE_SCALAR_32F;
  // OLDDIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cublasLtMatmulMatrixScale_t' maps to 'hipblasLtMatmulMatrixScale_t', added in HIP 7.0; the target is HIP 6.4 [cu2hip-unsupported-in-target]
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_A_SCALE_MODE, &mode, sizeof(mode));
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_A_SCALE_MODE, &mode, sizeof(mode));
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scaleA, sizeof(scaleA));
  // CHECK: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scaleA, sizeof(scaleA));
  // OLD: hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scaleA, sizeof(scaleA));
}

int unsupported(cublasLtMatrixLayout_t layout, cublasLtMatmulPreference_t pref) {
  cublasLtOrder_t order = CUBLASLT_ORDER_COL32;
  // CHECK: hipblasLtOrder_t order = CUBLASLT_ORDER_COL32;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:27: warning: 'CUBLASLT_ORDER_COL32' has no HIP equivalent: hipBLASLt has no COL32 data order (its own tiled orders are HIPBLASLT_ORDER_COL16_4R*); keep the matrix in HIPBLASLT_ORDER_COL or HIPBLASLT_ORDER_ROW [cu2hip-unsupported-api]
  cublasLtMatrixLayoutSetAttribute(layout, CUBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order));
  // CHECK: hipblasLtMatrixLayoutSetAttribute(layout, HIPBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order));
  uint32_t search = CUBLASLT_SEARCH_BEST_FIT;
  // CHECK: uint32_t search = CUBLASLT_SEARCH_BEST_FIT;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:21: warning: 'CUBLASLT_SEARCH_BEST_FIT' has no HIP equivalent: hipBLASLt defines no search-mode values; leave HIPBLASLT_MATMUL_PREF_SEARCH_MODE unset, heuristic search is the default [cu2hip-unsupported-api]
  cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_SEARCH_MODE, &search, sizeof(search));
  // CHECK: hipblasLtMatmulPreferenceSetAttribute(pref, HIPBLASLT_MATMUL_PREF_SEARCH_MODE, &search, sizeof(search));
  return (int)cublasLtGetVersion();
  // CHECK: return (int)cublasLtGetVersion();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:15: warning: 'cublasLtGetVersion' has no HIP equivalent: hipblasLtGetVersion takes a handle and an int* out-parameter instead of returning the version; create a handle and call it, or read the HIPBLASLT_VERSION_* macros [cu2hip-unsupported-api]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
