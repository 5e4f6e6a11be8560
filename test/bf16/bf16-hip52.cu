// HIP 5.2 predates hip_bf16.h: the scalar type falls back to the shim's
// cu2hip_bfloat16, a hip_bfloat16 (hip_bfloat16.h) with CUDA's implicit
// conversions (conversions-hip52.cu); every other bfloat16 API is newer
// than the target and is reported, not renamed.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <cuda_bf16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_bfloat16.h>
// CHECK: #ifndef CU2HIP_SHIM_BFLOAT16_CONVERSIONS

__global__ void k(const float *in, __nv_bfloat16 *b, nv_bfloat162 *b2, float *out) {
  // CHECK: __global__ void k(const float *in, cu2hip_bfloat16 *b, nv_bfloat162 *b2, float *out) {
  // DIAG: {{.*}}.cu:[[@LINE-2]]:54: warning: 'nv_bfloat162' maps to '__hip_bfloat162', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  nv_bfloat16 x = b[0];
  // CHECK:  cu2hip_bfloat16 x = b[0];
  __nv_bfloat16 y = __float2bfloat16(in[0]);
  // CHECK:  cu2hip_bfloat16 y = __float2bfloat16(in[0]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:21: warning: '__float2bfloat16' maps to '__float2bfloat16', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  out[0] = __bfloat162float(x);
  // CHECK:  out[0] = __bfloat162float(x);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:12: warning: '__bfloat162float' maps to '__bfloat162float', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  b2[0] = make_bfloat162(x, y);
  // CHECK:  b2[0] = make_bfloat162(x, y);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:11: warning: 'make_bfloat162' maps to '__halves2bfloat162', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  b[1] = __float2bfloat16_rz(in[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__float2bfloat16_rz' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 5 warnings, 0 errors
