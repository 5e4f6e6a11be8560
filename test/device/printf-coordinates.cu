// Device printf of a built-in coordinate: HIP's threadIdx.x is an object, not
// an integer, so it cannot go through `...` as is; cu2hip casts it.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cstdio>
#include <cuda_runtime.h>

__global__ void hello(int n) {
  printf("thread %d of block %d, n=%d\n", threadIdx.x, blockIdx.y, n);
  // CHECK:  printf("thread %d of block %d, n=%d\n", static_cast<unsigned>(threadIdx.x), static_cast<unsigned>(blockIdx.y), n);
  printf("%d\n", threadIdx.x + 1);
  // CHECK:  printf("%d\n", threadIdx.x + 1);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
