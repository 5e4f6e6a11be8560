// Half-precision APIs HIP 5.2 implements differently (rounding suffixes it
// ignores, unordered comparisons it treats as ordered) translate with a
// note; the ones it lacks are reported or, where exact, given a shim (__hmax);
// the operator switches are renamed.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#define __CUDA_NO_HALF_OPERATORS__
// CHECK: #define __HIP_NO_HALF_OPERATORS__
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_fp16.h>

__global__ void rounding(const float *f, const double *d, __half *h, int *i) {
  h[0] = __float2half_rd(f[0]);
  // CHECK:  h[0] = __float2half_rd(f[0]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: '__float2half_rd': HIP 5.2 ignores the rounding suffix of this conversion and always {{.+}} [cu2hip-api-semantics]
  i[0] = __half2int_rn(h[0]);
  // CHECK:  i[0] = __half2int_rn(h[0]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__half2int_rn': HIP 5.2 ignores the rounding suffix of this conversion and always trun{{.+}} [cu2hip-api-semantics]
  h[1] = __int2half_rd(i[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__int2half_rd': HIP 5.2 ignores the rounding suffix {{.+}} [cu2hip-api-semantics]
  h[2] = __hadd_rn(h[0], h[1]);
  // CHECK:  h[2] = __hadd(h[0], h[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__hadd_rn' translated to '__hadd': HIP 5.2 has no _rn variant; {{.+}} [cu2hip-api-semantics]
  h[3] = __double2half(d[0]);
  // CHECK:  h[3] = __float2half(d[0]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__double2half' translated to '__float2half': HIP 5.2 has no __double2half; {{.+}} [cu2hip-api-semantics]
}

__global__ void compare(const __half *h, int *i) {
  i[0] = __hequ(h[0], h[1]) + __hne(h[2], h[3]);
  // CHECK:  i[0] = __hequ(h[0], h[1]) + __hne(h[2], h[3]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__hequ': HIP 5.2 implements this unordered comparison as the ordered one, {{.+}} [cu2hip-api-semantics]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:31: warning: '__hne': HIP 5.2 implements this ordered not-equal with the c++ != operator, {{.+}} [cu2hip-api-semantics]
  i[1] = __hisinf(h[4]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__hisinf': HIP 5.2 returns true for either infinity {{.+}} [cu2hip-api-semantics]
}

__global__ void missing(__half *h, __half2 *h2, unsigned *u) {
  h[0] = __hmax(h[1], h[2]);
  // CHECK:  h[0] = cu2hip_hmax(h[1], h[2]);
  h[1] = htanh(h[3]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: 'htanh' has no HIP equivalent: HIP 5.2 has no half tanh; use __float2half(tanhf(__half2float(x))) [cu2hip-unsupported-api]
  h[2] = __hfma_relu(h[0], h[1], h[2]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__hfma_relu' has no HIP equivalent: HIP 5.2 has no __hfma_relu; {{.+}} [cu2hip-unsupported-api]
  u[0] = __heq2_mask(h2[0], h2[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__heq2_mask' has no HIP equivalent: HIP 5.2 has no mask-returning half2 comparisons; {{.+}} [cu2hip-unsupported-api]
  h[3] = CUDART_INF_FP16;
  // CHECK:  h[3] = CUDART_INF_FP16;
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: 'CUDART_INF_FP16' has no HIP equivalent: HIP 5.2 defines no half constants {{.+}} [cu2hip-unsupported-api]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 12 warnings, 0 errors
