// cuBLAS handle life cycle: create, bind a stream, switch the pointer mode,
// the atomics and math modes, hand the handle a workspace, and destroy it.
// The v2 header spells these as macros over the _v2 functions; both spellings
// become the same hipBLAS call. The math mode needs HIP 6.1 and the workspace
// HIP 7.0 (hipBLAS 3.0), so a HIP 6.0 target reports those two and leaves them.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cublas|CUBLAS|cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.0 2>%t.old.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: FileCheck %s --check-prefix=OLDDIAG --input-file=%t.old.err --implicit-check-not=cu2hip-unmapped-api

#include <cuda_runtime.h>
#include <cublas_v2.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipblas/hipblas.h>

int run(void *workspace, size_t bytes) {
  cublasHandle_t handle;
  // CHECK: hipblasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    // CHECK: if (hipblasCreate(&handle) != HIPBLAS_STATUS_SUCCESS)
    return 1;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK: hipStreamCreate(&stream);
  cublasSetStream(handle, stream);
  // CHECK: hipblasSetStream(handle, stream);
  cudaStream_t bound;
  cublasGetStream_v2(handle, &bound);
  // CHECK: hipblasGetStream(handle, &bound);

  cublasPointerMode_t mode;
  // CHECK: hipblasPointerMode_t mode;
  cublasGetPointerMode(handle, &mode);
  // CHECK: hipblasGetPointerMode(handle, &mode);
  cublasSetPointerMode_v2(handle, CUBLAS_POINTER_MODE_DEVICE);
  // CHECK: hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_DEVICE);
  cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST);
  // CHECK: hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST);

  cublasAtomicsMode_t atomics = CUBLAS_ATOMICS_NOT_ALLOWED;
  // CHECK: hipblasAtomicsMode_t atomics = HIPBLAS_ATOMICS_NOT_ALLOWED;
  cublasSetAtomicsMode(handle, atomics);
  // CHECK: hipblasSetAtomicsMode(handle, atomics);

  cublasMath_t math;
  // CHECK: hipblasMath_t math;
  // OLD: cublasMath_t math;
  // OLDDIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cublasMath_t' maps to 'hipblasMath_t', added in HIP 6.1; the target is HIP 6.0 [cu2hip-unsupported-in-target]
  cublasGetMathMode(handle, &math);
  // CHECK: hipblasGetMathMode(handle, &math);
  cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH);
  // CHECK: hipblasSetMathMode(handle, HIPBLAS_DEFAULT_MATH);
  cublasSetWorkspace(handle, workspace, bytes);
  // CHECK: hipblasSetWorkspace(handle, workspace, bytes);
  // OLD: cublasSetWorkspace(handle, workspace, bytes);
  // OLDDIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cublasSetWorkspace' maps to 'hipblasSetWorkspace', added in HIP 7.0; the target is HIP 6.0 [cu2hip-unsupported-in-target]

  cublasDestroy_v2(handle);
  // CHECK: hipblasDestroy(handle);
  cudaStreamDestroy(stream);
  // CHECK: hipStreamDestroy(stream);
  return bound == stream ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
