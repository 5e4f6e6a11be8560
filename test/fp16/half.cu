// Half precision: cuda_fp16.h becomes hip_fp16.h, and the types,
// conversions, arithmetic and half2 operations keep their names; atomicAdd
// on a half2, which HIP lacks, becomes a shim.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cuda_runtime.h>
#include <cuda_fp16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>

__global__ void convert(const float *in, __half *h, half2 *h2, float *out) {
  __half a = __float2half(in[0]);
  // CHECK:  __half a = __float2half(in[0]);
  half b = __float2half_rn(in[1]);
  // CHECK:  half b = __float2half_rn(in[1]);
  __nv_half c = __int2half_rn(3);
  // CHECK:  __half c = __int2half_rn(3);
  half2 p = __floats2half2_rn(in[0], in[1]);
  // CHECK:  half2 p = __floats2half2_rn(in[0], in[1]);
  __nv_half2 q = __halves2half2(a, b) ;
  // CHECK:  __half2 q = __halves2half2(a, b) ;
  float2 f = __half22float2(p);
  // CHECK:  float2 f = __half22float2(p);
  out[0] = __half2float(c) + __low2float(q) + __high2float(q) + f.x;
  // CHECK:  out[0] = __half2float(c) + __low2float(q) + __high2float(q) + f.x;
  out[1] = (float)__half2int_rz(a);
  // CHECK:  out[1] = (float)__half2int_rz(a);
  h[0] = a;
  h2[0] = __float2half2_rn(in[2]) + __half2half2(b);
  // CHECK:  h2[0] = __float2half2_rn(in[2]) + __half2half2(b);
}

__global__ void arithmetic(__half *h, __half2 *h2, bool *flags) {
  __half x = __hadd(h[0], h[1]);
  // CHECK:  __half x = __hadd(h[0], h[1]);
  x = __hfma(__hmul(x, h[2]), __hdiv(h[3], h[4]), __hsub(h[5], __hneg(h[6])));
  // CHECK:  x = __hfma(__hmul(x, h[2]), __hdiv(h[3], h[4]), __hsub(h[5], __hneg(h[6])));
  x = hsqrt(__habs(x)) + hexp(h[7]);
  // CHECK:  x = hsqrt(__habs(x)) + hexp(h[7]);
  __half2 y = __hfma2(__hmul2(h2[0], h2[1]), __hadd2(h2[2], h2[3]), __h2div(h2[4], h2[5]));
  // CHECK:  __half2 y = __hfma2(__hmul2(h2[0], h2[1]), __hadd2(h2[2], h2[3]), __h2div(h2[4], h2[5]));
  y = h2sqrt(__habs2(__hsub2(y, h2[6])));
  // CHECK:  y = h2sqrt(__habs2(__hsub2(y, h2[6])));
  flags[0] = __hlt(x, h[8]) || __heq(x, h[9]) || __hisnan(x);
  // CHECK:  flags[0] = __hlt(x, h[8]) || __heq(x, h[9]) || __hisnan(x);
  h[0] = x * h[1] + __ldg(h + 2);
  // CHECK:  h[0] = x * h[1] + __ldg(h + 2);
  h2[0] = y;
  atomicAdd(h2 + 1, y);
  // CHECK:  cu2hip_atomicAdd(h2 + 1, y);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
