// Calling-convention macros expand to nothing outside Windows, and HIP needs
// none: the translation deletes them, with the blanks after them, and the
// callbacks build with hipcc. Tested in a conditional, one HIP has no
// counterpart for is reported; one that tells which header was included
// becomes that HIP header's guard (tested_as).
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
#include <cuda.h>
#include <cuda_runtime.h>
#include <cusparse.h>
#include <cstdio>

void CUDART_CB streamDone(cudaStream_t stream, cudaError_t status, void *data) {
  printf("stream %p done: %d\n", (void *)stream, (int)status);
}
// CHECK: void streamDone(hipStream_t stream, hipError_t status, void *data) {
void CUDART_CB hostWork(void *data) { *(int *)data = 1; }
// CHECK: void hostWork(void *data) { *(int *)data = 1; }
int CUDARTAPI helper(int x);
// CHECK: int helper(int x);

#ifdef CUSPARSEAPI
int haveSparse = 1;
#endif
// CHECK: #ifdef _HIPSPARSE_H_
#if defined(CUDA_CB)
int driverCallbacks = 1;
#endif
// CHECK: #if defined(CUDA_CB)
// DIAG: {{.*}}.cu:[[@LINE-4]]:13: warning: 'CUDA_CB' is tested here, but HIP defines no such macro: test a macro of the HIP header instead [cu2hip-unsupported-api]

int run(cudaStream_t s, int *flag) {
  cudaStreamAddCallback(s, streamDone, nullptr, 0);
  return (int)cudaLaunchHostFunc(s, hostWork, flag);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
