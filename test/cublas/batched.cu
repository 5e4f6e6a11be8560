// Batched and strided-batched GEMM/GEMV/TRSM, the batched LU helpers, the
// ILP64 (_64) forms and the half-precision GEMM. Batched calls keep cuBLAS's
// argument lists in hipBLAS. hipBLAS takes __half data as hipblasHalf (a
// uint16_t unless HIPBLAS_USE_HIP_HALF is defined), and declares getrs/getri's
// input arrays without const: both translate with a note. hipBLAS's ILP64
// API came level by level (level 2 in ROCm 6.2, level 3 in 6.3), so a 6.2
// target keeps the 64-bit gemm and reports it.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cublas|CUBLAS|cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-unsupported
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.2 2>%t.old.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: FileCheck %s --check-prefix=OLDDIAG --input-file=%t.old.err --implicit-check-not=cu2hip-unmapped-api

#include <cuda_fp16.h>
#include <cublas_v2.h>
// CHECK: #include <hip/hip_fp16.h>
// CHECK-NEXT: #include <hipblas/hipblas.h>

int batched(cublasHandle_t h, int n, int batch, const float *const *A, const float *const *B, float *const *C,
            const double *sA, double *sC, long long stride) {
  const float one = 1.0f, zero = 0.0f;
  const double done = 1.0, dzero = 0.0;
  cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, n, B, n, &zero, C, n, batch);
  // CHECK: hipblasSgemmBatched(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, n, B, n, &zero, C, n, batch);
  cublasDgemmStridedBatched(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, &done, sA, n, stride, sA, n, stride, &dzero, sC,
                            n, stride, batch);
  // CHECK: hipblasDgemmStridedBatched(h, HIPBLAS_OP_T, HIPBLAS_OP_N, n, n, n, &done, sA, n, stride, sA, n, stride, &dzero, sC,
  cublasSgemvBatched(h, CUBLAS_OP_N, n, n, &one, A, n, B, 1, &zero, C, 1, batch);
  // CHECK: hipblasSgemvBatched(h, HIPBLAS_OP_N, n, n, &one, A, n, B, 1, &zero, C, 1, batch);
  cublasDgemvStridedBatched(h, CUBLAS_OP_N, n, n, &done, sA, n, stride, sA, 1, n, &dzero, sC, 1, n, batch);
  // CHECK: hipblasDgemvStridedBatched(h, HIPBLAS_OP_N, n, n, &done, sA, n, stride, sA, 1, n, &dzero, sC, 1, n, batch);
  cublasStrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, n, n, &one, A, n, C,
                     n, batch);
  // CHECK: hipblasStrsmBatched(h, HIPBLAS_SIDE_LEFT, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_N, HIPBLAS_DIAG_UNIT, n, n, &one, A, n, C,
  return 0;
}

int lu(cublasHandle_t h, int n, int batch, float *const *A, float *const *B, int *pivots, int *info) {
  int hostInfo = 0;
  cublasSgetrfBatched(h, n, A, n, pivots, info, batch);
  // CHECK: hipblasSgetrfBatched(h, n, A, n, pivots, info, batch);
  cublasSgetrsBatched(h, CUBLAS_OP_N, n, 1, A, n, pivots, B, n, &hostInfo, batch);
  // CHECK: hipblasSgetrsBatched(h, HIPBLAS_OP_N, n, 1, A, n, pivots, B, n, &hostInfo, batch);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasSgetrsBatched' translated to 'hipblasSgetrsBatched': hipblasSgetrsBatched takes the A pointer array without the const qualifiers cuBLAS declares; code that passes const-qualified arrays needs a const_cast [cu2hip-api-semantics]
  return hostInfo;
}

int ilp64(cublasHandle_t h, int64_t n, const float *A, float *C, const float *x, float *y) {
  const float one = 1.0f;
  int64_t imax = 0;
  cublasSgemv_64(h, CUBLAS_OP_N, n, n, &one, A, n, x, 1, &one, y, 1);
  // CHECK: hipblasSgemv_64(h, HIPBLAS_OP_N, n, n, &one, A, n, x, 1, &one, y, 1);
  // OLD: hipblasSgemv_64(h, HIPBLAS_OP_N, n, n, &one, A, n, x, 1, &one, y, 1);
  cublasIsamax_v2_64(h, n, x, 1, &imax);
  // CHECK: hipblasIsamax_64(h, n, x, 1, &imax);
  cublasSgemm_64(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // CHECK: hipblasSgemm_64(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // OLD: cublasSgemm_64(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // OLDDIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cublasSgemm_64' maps to 'hipblasSgemm_64', added in HIP 6.3; the target is HIP 6.2 [cu2hip-unsupported-in-target]
  return (int)imax;
}

int half(cublasHandle_t h, int n, const __half *A, __half *C) {
  const __half one = __float2half(1.0f);
  // CHECK: const __half one = __float2half(1.0f);
  return cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // CHECK: return hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, n, A, n, &one, C, n);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: 'cublasHgemm' translated to 'hipblasHgemm': hipBLAS passes half-precision scalars and matrices as hipblasHalf, a uint16_t unless HIPBLAS_USE_HIP_HALF is defined before hipblas/hipblas.h is included; define it (C++) so that __half arguments are accepted, or reinterpret_cast them [cu2hip-api-semantics]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
