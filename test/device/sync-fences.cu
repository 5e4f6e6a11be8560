// Barriers and memory fences keep their names; named barriers have none.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

__global__ void k(volatile int *flag, int *out, int pred) {
  __syncthreads();
  // CHECK:  __syncthreads();
  int n = __syncthreads_count(pred);
  // CHECK:  int n = __syncthreads_count(pred);
  int all = __syncthreads_and(pred) + __syncthreads_or(pred);
  // CHECK:  int all = __syncthreads_and(pred) + __syncthreads_or(pred);
  out[0] = n + all;
  __threadfence_block();
  // CHECK:  __threadfence_block();
  __threadfence();
  // CHECK:  __threadfence();
  __threadfence_system();
  // CHECK:  __threadfence_system();
  *flag = 1;
  __barrier_sync(1);
  // CHECK:  __barrier_sync(1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: '__barrier_sync' has no HIP equivalent: HIP has no named barriers; use __syncthreads() [cu2hip-unsupported-api]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
