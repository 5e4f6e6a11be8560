// GemmEx and its batched forms with CUDA data types and cuBLAS compute
// types and algorithms. hipBLAS 3.0 (ROCm 7.0) made hipDataType and
// hipblasComputeType_t its only GemmEx API, so the calls are renames for a
// 7.0 target. hipBLAS has one algorithm value: tensor-op and numbered
// algorithms become HIPBLAS_GEMM_DEFAULT with a note. The typed SgemmEx, which has
// no compute-type and algorithm arguments, becomes hipblasGemmEx with
// HIPBLAS_COMPUTE_32F and HIPBLAS_GEMM_DEFAULT appended; the Gauss-complex
// Cgemm3mEx does too, with a note that the algorithm differs.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cublas|CUBLAS|CUDA_[RC]_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-unsupported --implicit-check-not=cu2hip-call-not-rewritten
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.4 2>%t.old.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: FileCheck %s --check-prefix=OLDDIAG --input-file=%t.old.err --implicit-check-not=cu2hip-unmapped-api

#include <cublas_v2.h>
#include <library_types.h>
// CHECK: #include <hipblas/hipblas.h>
// CHECK-NEXT: #include <hip/library_types.h>

cublasStatus_t mixed(cublasHandle_t h, int m, int n, int k, const void *A, const void *B, void *C) {
  const float alpha = 1.0f, beta = 0.0f;
  cudaDataType_t inType = CUDA_R_16F;
  // CHECK: hipDataType inType = HIP_R_16F;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  // CHECK: hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
  // OLD: hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
  cublasGemmAlgo_t algo = CUBLAS_GEMM_DEFAULT;
  // CHECK: hipblasGemmAlgo_t algo = HIPBLAS_GEMM_DEFAULT;
  cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, A, inType, m, B, inType, k, &beta, C,
                                  CUDA_R_32F, m, compute, algo);
  // CHECK: hipblasStatus_t s = hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, inType, m, B, inType, k, &beta, C,
  // CHECK-NEXT: HIP_R_32F, m, compute, algo);
  // OLD: hipblasStatus_t s = cublasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, A, inType, m, B, inType, k, &beta, C,
  // OLDDIAG: {{.*}}.cu:[[@LINE-5]]:22: warning: 'cublasGemmEx' maps to 'hipblasGemmEx', added in HIP 7.0; the target is HIP 6.4 [cu2hip-unsupported-in-target]
  if (s != CUBLAS_STATUS_SUCCESS)
    return s;
  return cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &alpha, A, CUDA_R_16BF, k, B, CUDA_R_16BF, k, &beta, C,
                      CUDA_R_16BF, m, CUBLAS_COMPUTE_32F_FAST_16BF, CUBLAS_GEMM_DEFAULT_TENSOR_OP);
  // CHECK: return hipblasGemmEx(h, HIPBLAS_OP_T, HIPBLAS_OP_N, m, n, k, &alpha, A, HIP_R_16BF, k, B, HIP_R_16BF, k, &beta, C,
  // CHECK-NEXT: HIP_R_16BF, m, HIPBLAS_COMPUTE_32F_FAST_16BF, HIPBLAS_GEMM_DEFAULT);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:69: warning: 'CUBLAS_GEMM_DEFAULT_TENSOR_OP' translated to 'HIPBLAS_GEMM_DEFAULT': hipBLAS has a single algorithm value, HIPBLAS_GEMM_DEFAULT, and picks its kernels itself; the specific cuBLAS algorithm requested here is not honoured [cu2hip-api-semantics]
}

cublasStatus_t batched(cublasHandle_t h, int n, int batch, const void *const *A, void *const *C, const void *sA,
                       void *sC, long long stride) {
  const double alpha = 1.0, beta = 0.0;
  cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, CUDA_R_64F, n, A, CUDA_R_64F, n, &beta, C,
                      CUDA_R_64F, n, batch, CUBLAS_COMPUTE_64F, CUBLAS_GEMM_ALGO3);
  // CHECK: hipblasGemmBatchedEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, A, HIP_R_64F, n, A, HIP_R_64F, n, &beta, C,
  // CHECK-NEXT: HIP_R_64F, n, batch, HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:65: warning: 'CUBLAS_GEMM_ALGO3' translated to 'HIPBLAS_GEMM_DEFAULT': {{.+}} [cu2hip-api-semantics]
  return cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, sA, CUDA_R_64F, n, stride, sA,
                                    CUDA_R_64F, n, stride, &beta, sC, CUDA_R_64F, n, stride, batch,
                                    CUBLAS_COMPUTE_64F_PEDANTIC, CUBLAS_GEMM_DFALT);
  // CHECK: return hipblasGemmStridedBatchedEx(h, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &alpha, sA, HIP_R_64F, n, stride, sA,
  // CHECK-NEXT: HIP_R_64F, n, stride, &beta, sC, HIP_R_64F, n, stride, batch,
  // CHECK-NEXT: HIPBLAS_COMPUTE_64F_PEDANTIC, HIPBLAS_GEMM_DEFAULT);
}

cublasStatus_t typed_ex(cublasHandle_t h, int n, const void *A, void *C, const cuComplex *calpha) {
  const float alpha = 1.0f, beta = 0.0f;
  cublasSgemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, CUDA_R_16F, n, A, CUDA_R_16F, n, &beta, C, CUDA_R_32F, n);
  // CHECK: hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &alpha, A, HIP_R_16F, n, A, HIP_R_16F, n, &beta, C, HIP_R_32F, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
  // The rebuilt argument list is written on one line.
  return cublasCgemm3mEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, calpha, A, CUDA_C_32F, n, A, CUDA_C_32F, n, calpha, C,
                         CUDA_C_32F, n);
  // CHECK: return hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, calpha, A, HIP_C_32F, n, A, HIP_C_32F, n, calpha, C, HIP_C_32F, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:10: warning: 'cublasCgemm3mEx' translated to 'hipblasGemmEx': hipBLAS has no Gauss (3m) complex gemm; the call becomes hipblasGemmEx with HIPBLAS_COMPUTE_32F, the standard algorithm, so results may differ in the last bits [cu2hip-api-semantics]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
