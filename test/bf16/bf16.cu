// bfloat16 from HIP 6.0 on: cuda_bf16.h becomes hip_bf16.h and the
// nv_bfloat16 types become __hip_bfloat16; the newest target agrees.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 6.0 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.cu -o - 2>%t.new.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.new.err

#include <cuda_runtime.h>
#include <cuda_bf16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_bf16.h>

__global__ void k(const float *in, __nv_bfloat16 *b, nv_bfloat162 *b2, float *out) {
  // CHECK: __global__ void k(const float *in, __hip_bfloat16 *b, __hip_bfloat162 *b2, float *out) {
  __nv_bfloat16 x = __float2bfloat16(in[0]);
  // CHECK:  __hip_bfloat16 x = __float2bfloat16(in[0]);
  nv_bfloat16 y = __float2bfloat16_rn(in[1]);
  // CHECK:  __hip_bfloat16 y = __float2bfloat16(in[1]);
  __nv_bfloat162 p = __halves2bfloat162(x, y);
  // CHECK:  __hip_bfloat162 p = __halves2bfloat162(x, y);
  nv_bfloat162 q = make_bfloat162(x, y);
  // CHECK:  __hip_bfloat162 q = __halves2bfloat162(x, y);
  float2 f = __bfloat1622float2(p);
  // CHECK:  float2 f = __bfloat1622float2(p);
  out[0] = __bfloat162float(__low2bfloat16(q)) + f.x;
  // CHECK:  out[0] = __bfloat162float(__low2bfloat16(q)) + f.x;
  b[0] = __hadd(x, __hmul(x, y));
  // CHECK:  b[0] = __hadd(x, __hmul(x, y));
  b2[0] = __hfma2(p, q, p);
  // CHECK:  b2[0] = __hfma2(p, q, p);
}

__global__ void reported(const float *in, const double *d, __nv_bfloat16 *b, __nv_bfloat162 *b2, int *i) {
  b[0] = __double2bfloat16(d[0]);
  // CHECK:  b[0] = __double2bfloat16(d[0]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: '__double2bfloat16': HIP 6.0 converts the double through float first, which can round twice [cu2hip-api-semantics]
  b[1] = __float2bfloat16_rz(in[0]);
  // CHECK:  b[1] = __float2bfloat16_rz(in[0]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__float2bfloat16_rz' has no HIP equivalent: HIP has no directed-rounding float-to-bfloat16 conversion; __float2bfloat16 rounds to nearest-even [cu2hip-unsupported-api]
  i[0] = __bfloat162int_rn(b[0]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__bfloat162int_rn' has no HIP equivalent: HIP has no bfloat16-to-integer conversions; use (int)rintf(__bfloat162float(h)) [cu2hip-unsupported-api]
  b2[0] = __floats2bfloat162_rn(in[0], in[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:11: warning: '__floats2bfloat162_rn' has no HIP equivalent: HIP has no __floats2bfloat162_rn; use __halves2bfloat162(__float2bfloat16(a), __float2bfloat16(b)) [cu2hip-unsupported-api]
  b[2] = CUDART_ZERO_BF16;
  // CHECK:  b[2] = CUDART_ZERO_BF16;
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: 'CUDART_ZERO_BF16' has no HIP equivalent: HIP 6.0 defines no bfloat16 constants {{.+}} [cu2hip-unsupported-api]
  __nv_bfloat16_raw raw;
  // CHECK:  __nv_bfloat16_raw raw;
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: '__nv_bfloat16_raw' has no HIP equivalent: HIP 6.0 has no raw bfloat16 struct {{.+}} [cu2hip-unsupported-api]
  raw.x = 0;
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
