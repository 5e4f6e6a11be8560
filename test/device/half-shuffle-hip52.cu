// HIP 5.2's mask-free shuffles have no __half overload: a shuffle of a half
// value (known from the AST) is reported; a float shuffle beside it is not.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <cuda_fp16.h>

__global__ void k(__half *p, float *f) {
  __half h = p[threadIdx.x];
  h = __shfl_down_sync(0xffffffff, h, 1);
  // CHECK:  h = __shfl_down(h, 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: '__shfl_down_sync' shuffles a half or bfloat16 value: HIP 5.2's mask-free shuffle has no overload for it; shuffle its bits (__half_as_ushort) as an int and convert back [cu2hip-unsupported-in-target]
  f[0] = __shfl_down_sync(0xffffffff, f[0], 1);
  // CHECK:  f[0] = __shfl_down(f[0], 1);
  p[0] = h;
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
