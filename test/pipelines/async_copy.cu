// Asynchronous copies into shared memory and split arrive/wait barriers have
// no HIP counterpart: the primitives stay as written and each use is reported
// with the way to rewrite it. Token mode: the mock SDK has no pipeline headers.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cuda_pipeline_primitives.h>
#include <cuda_awbarrier_primitives.h>
// CHECK: #include <cuda_pipeline_primitives.h>
// CHECK-NEXT: #include <cuda_awbarrier_primitives.h>
// DIAG: {{.*}}.cu:9:11: warning: 'cuda_pipeline_primitives.h' has no HIP equivalent: HIP has no asynchronous-copy pipeline; {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:10:11: warning: 'cuda_awbarrier_primitives.h' has no HIP equivalent: HIP has no arrive-wait (split) barrier; {{.+}} [cu2hip-unsupported-api]

__global__ void stage(const float *in, float *out) {
  __shared__ float tile[256];
  __shared__ __mbarrier_t bar;
  // CHECK: __shared__ __mbarrier_t bar;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:14: warning: '__mbarrier_t' has no HIP equivalent: HIP has no arrive-wait (split) barrier; synchronise the block with __syncthreads or a cooperative groups sync [cu2hip-unsupported-api]
  __pipeline_memcpy_async(&tile[threadIdx.x], &in[threadIdx.x], sizeof(float));
  // CHECK: __pipeline_memcpy_async(&tile[threadIdx.x], &in[threadIdx.x], sizeof(float));
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: '__pipeline_memcpy_async' has no HIP equivalent: HIP has no asynchronous-copy pipeline; copy to shared memory with ordinary loads and stores and wait with __syncthreads [cu2hip-unsupported-api]
  __pipeline_commit();
  // CHECK: __pipeline_commit();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: '__pipeline_commit' has no HIP equivalent: HIP has no asynchronous-copy pipeline; {{.+}} [cu2hip-unsupported-api]
  __pipeline_wait_prior(0);
  // CHECK: __pipeline_wait_prior(0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: '__pipeline_wait_prior' has no HIP equivalent: HIP has no asynchronous-copy pipeline; {{.+}} [cu2hip-unsupported-api]
  out[threadIdx.x] = tile[threadIdx.x];
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
