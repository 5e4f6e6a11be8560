// The compiler's own predefined macros, used in nearly every error-checking
// macro, are neither CUDA's nor unclassified CUDA names: nothing to report.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <stdio.h>

static int check(cudaError_t e, const char *file, int line, const char *fn) {
  if (e != cudaSuccess)
    fprintf(stderr, "%s:%d (%s): %s\n", file, line, fn, cudaGetErrorString(e));
  return e != cudaSuccess;
}
#define CHECK(call) check((call), __FILE__, __LINE__, __func__)

int main() {
  printf("built %s %s, C++ %ld\n", __DATE__, __TIME__, __cplusplus);
  // CHECK: printf("built %s %s, C++ %ld\n", __DATE__, __TIME__, __cplusplus);
  return CHECK(cudaDeviceSynchronize()) + check(cudaSuccess, __FILE__, __LINE__, "main");
  // CHECK: return CHECK(hipDeviceSynchronize()) + check(hipSuccess, __FILE__, __LINE__, "main");
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
