// The generic-API SpMV sequence: handle and stream binding, a CSR matrix and
// dense vectors (the data-type values come from library_types), the buffer-size
// query, SpMV, then the destroys, all through a status-checking macro whose
// body is translated too. Translated for HIP 5.2 it compiles with hipcc
// against Debian's hipSPARSE headers.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusparse[A-Z]|CUSPARSE_|cuda[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cstdio>
#include <cuda_runtime.h>
#include <cusparse.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <hipsparse/hipsparse.h>

#define CHECK_CUSPARSE(call)                                                   \
  do {                                                                         \
    cusparseStatus_t status_ = (call);                                         \
    if (status_ != CUSPARSE_STATUS_SUCCESS) {                                  \
      std::printf("sparse error %d at line %d\n", (int)status_, __LINE__);     \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK:    hipsparseStatus_t status_ = (call);                                         \
// CHECK:    if (status_ != HIPSPARSE_STATUS_SUCCESS) {                                  \

int spmv(int rows, int cols, int nnz, int *dRowPtr, int *dColInd, float *dVal,
         float *dX, float *dY, cudaStream_t stream) {
  // CHECK:         float *dX, float *dY, hipStream_t stream) {
  cusparseHandle_t handle = nullptr;
  // CHECK:  hipsparseHandle_t handle = nullptr;
  CHECK_CUSPARSE(cusparseCreate(&handle));
  // CHECK:  CHECK_CUSPARSE(hipsparseCreate(&handle));
  CHECK_CUSPARSE(cusparseSetStream(handle, stream));
  // CHECK:  CHECK_CUSPARSE(hipsparseSetStream(handle, stream));
  cusparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecX, vecY;
  // CHECK:  hipsparseSpMatDescr_t matA;
  // CHECK-NEXT:  hipsparseDnVecDescr_t vecX, vecY;
  CHECK_CUSPARSE(cusparseCreateCsr(&matA, rows, cols, nnz, dRowPtr, dColInd, dVal,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  // CHECK:  CHECK_CUSPARSE(hipsparseCreateCsr(&matA, rows, cols, nnz, dRowPtr, dColInd, dVal,
  // CHECK-NEXT:                                   HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
  // CHECK-NEXT:                                   HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  CHECK_CUSPARSE(cusparseCreateDnVec(&vecX, cols, dX, CUDA_R_32F));
  CHECK_CUSPARSE(cusparseCreateDnVec(&vecY, rows, dY, CUDA_R_32F));
  // CHECK:  CHECK_CUSPARSE(hipsparseCreateDnVec(&vecX, cols, dX, HIP_R_32F));
  // CHECK-NEXT:  CHECK_CUSPARSE(hipsparseCreateDnVec(&vecY, rows, dY, HIP_R_32F));
  float alpha = 1.0f, beta = 0.0f;
  size_t bufferSize = 0;
  CHECK_CUSPARSE(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                         &alpha, matA, vecX, &beta, vecY, CUDA_R_32F,
                                         CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  // CHECK:  CHECK_CUSPARSE(hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT:                                         &alpha, matA, vecX, &beta, vecY, HIP_R_32F,
  // CHECK-NEXT:                                         HIPSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void *dBuffer = nullptr;
  cudaMalloc(&dBuffer, bufferSize);
  // CHECK:  hipMalloc(&dBuffer, bufferSize);
  CHECK_CUSPARSE(cusparseSpMV_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha,
                                         matA, vecX, &beta, vecY, CUDA_R_32F,
                                         CUSPARSE_SPMV_CSR_ALG1, dBuffer));
  // CHECK:  CHECK_CUSPARSE(hipsparseSpMV_preprocess(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha,
  // CHECK-NEXT:                                         matA, vecX, &beta, vecY, HIP_R_32F,
  // CHECK-NEXT:                                         HIPSPARSE_SPMV_CSR_ALG1, dBuffer));
  CHECK_CUSPARSE(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
                              vecX, &beta, vecY, CUDA_R_32F, CUSPARSE_SPMV_CSR_ALG1,
                              dBuffer));
  // CHECK:  CHECK_CUSPARSE(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
  // CHECK-NEXT:                              vecX, &beta, vecY, HIP_R_32F, HIPSPARSE_SPMV_CSR_ALG1,
  int64_t r, c, n;
  CHECK_CUSPARSE(cusparseSpMatGetSize(matA, &r, &c, &n));
  // CHECK:  CHECK_CUSPARSE(hipsparseSpMatGetSize(matA, &r, &c, &n));
  CHECK_CUSPARSE(cusparseDestroySpMat(matA));
  CHECK_CUSPARSE(cusparseDestroyDnVec(vecX));
  CHECK_CUSPARSE(cusparseDestroyDnVec(vecY));
  CHECK_CUSPARSE(cusparseDestroy(handle));
  // CHECK:  CHECK_CUSPARSE(hipsparseDestroySpMat(matA));
  // CHECK-NEXT:  CHECK_CUSPARSE(hipsparseDestroyDnVec(vecX));
  // CHECK-NEXT:  CHECK_CUSPARSE(hipsparseDestroyDnVec(vecY));
  // CHECK-NEXT:  CHECK_CUSPARSE(hipsparseDestroy(handle));
  cudaFree(dBuffer);
  // CHECK:  hipFree(dBuffer);
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
