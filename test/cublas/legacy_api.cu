// The legacy cuBLAS API (cublas.h) works without handles; hipBLAS only has
// the handle-based API, so the legacy header and the calls that exist only
// there (init/shutdown, the allocator, the global error and stream) are
// reported and left as written: the program has to be ported to the handle
// API first. The legacy status macro still names hipBLAS's status type.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 7.0 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api

#include <cublas.h>
// CHECK: #include <cublas.h>
// DIAG: {{.*}}.cu:[[@LINE-2]]:11: warning: 'cublas.h' has no HIP equivalent: the legacy handle-free cuBLAS API has no hipBLAS equivalent; port the code to cublas_v2.h (handle-based) calls first, then translate [cu2hip-unsupported-api]

int main() {
  const int n = 256;
  if (cublasInit() != CUBLAS_STATUS_SUCCESS)
    // CHECK: if (cublasInit() != HIPBLAS_STATUS_SUCCESS)
    // DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: 'cublasInit' has no HIP equivalent: the legacy cuBLAS API has no hipBLAS equivalent; create a handle with hipblasCreate and pass it to every hipBLAS call [cu2hip-unsupported-api]
    return 1;
  cublasSetKernelStream(0);
  // CHECK: cublasSetKernelStream(0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasSetKernelStream' has no HIP equivalent: the legacy cuBLAS API has no hipBLAS equivalent; bind the stream to a handle with hipblasSetStream [cu2hip-unsupported-api]
  float *d = nullptr;
  cublasAlloc(n, sizeof(float), (void **)&d);
  // CHECK: cublasAlloc(n, sizeof(float), (void **)&d);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasAlloc' has no HIP equivalent: the legacy cuBLAS allocator has no hipBLAS equivalent; allocate device memory with hipMalloc [cu2hip-unsupported-api]
  cublasStatus status = cublasGetError();
  // CHECK: hipblasStatus_t status = cublasGetError();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:25: warning: 'cublasGetError' has no HIP equivalent: the legacy cuBLAS API has no hipBLAS equivalent; every hipBLAS call returns its hipblasStatus_t directly [cu2hip-unsupported-api]
  int version = 0;
  cublasGetVersion(&version);
  // CHECK: cublasGetVersion(&version);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasGetVersion' has no HIP equivalent: hipBLAS has no run-time version query {{.+}} [cu2hip-unsupported-api]
  cublasFree(d);
  // CHECK: cublasFree(d);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasFree' has no HIP equivalent: {{.+}} hipFree [cu2hip-unsupported-api]
  cublasShutdown();
  // CHECK: cublasShutdown();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cublasShutdown' has no HIP equivalent: {{.+}} hipblasDestroy [cu2hip-unsupported-api]
  return status == CUBLAS_STATUS_SUCCESS ? 0 : 1;
  // CHECK: return status == HIPBLAS_STATUS_SUCCESS ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 8 warnings, 0 errors
