// CUDA overloads __hmax, __hmin and their _nan and bfloat162 forms for
// bfloat16 too. HIP 5.2's bfloat16 has none of them: the parse tells the
// overloads apart, so a bfloat16 call is reported, not given the half
// shim (test/hip-compile/half-min-max.cu).
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void k(__nv_bfloat16 *b, __nv_bfloat162 *b2, __half *h) {
  b[0] = __hmax(b[1], b[2]);
  b2[0] = __hmin2_nan(b2[1], b2[2]);
  h[0] = __hmax(h[1], h[2]);
}
// CHECK: b[0] = __hmax(b[1], b[2]);
// CHECK-NEXT: b2[0] = __hmin2_nan(b2[1], b2[2]);
// CHECK-NEXT: h[0] = cu2hip_hmax(h[1], h[2]);
// DIAG: {{.*}}.cu:13:37: warning: '__nv_bfloat162' maps to '__hip_bfloat162', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG-NEXT: {{.*}}.cu:14:10: warning: '__hmax(__nv_bfloat16, __nv_bfloat16)' has no HIP equivalent: HIP 5.2's bfloat16 has no maximum; compare the values converted with __bfloat162float and convert the result back [cu2hip-unsupported-api]
// DIAG-NEXT: {{.*}}.cu:15:11: warning: '__hmin2_nan(__nv_bfloat162, __nv_bfloat162)' has no HIP equivalent: HIP 5.2's bfloat16 has no nan-propagating minimum; {{.+}} [cu2hip-unsupported-api]
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
