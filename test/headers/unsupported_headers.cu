// Headers with no HIP counterpart stay as written and are reported with the
// table's reason, at the header name.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/Inputs/stubs 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <cudaEGL.h>
#include <cuda_pipeline.h>
#include "cuda_awbarrier.h"

int main() { return 0; }

// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include <cudaEGL.h>
// CHECK-NEXT:#include <cuda_pipeline.h>
// CHECK-NEXT:#include "cuda_awbarrier.h"
// DIAG: {{.*}}.cu:8:11: warning: 'cudaEGL.h' has no HIP equivalent: HIP has no EGL interop API [cu2hip-unsupported-api]
// DIAG-NEXT: {{.*}}.cu:9:11: warning: 'cuda_pipeline.h' has no HIP equivalent: HIP has no asynchronous-copy pipeline; copy to shared memory with ordinary loads and stores and wait with __syncthreads [cu2hip-unsupported-api]
// DIAG-NEXT: {{.*}}.cu:10:11: warning: 'cuda_awbarrier.h' has no HIP equivalent: HIP has no arrive-wait (split) barrier; synchronise the block with __syncthreads or a cooperative groups sync [cu2hip-unsupported-api]
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
