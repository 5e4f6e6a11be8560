// The half-precision rows' HIP names exist in HIP 5.2's hip_fp16.h.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not=__nv_half
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_fp16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>

__global__ void convert(const float *in, const double *d, __half *h, half2 *h2,
                        float *out, int *i) {
  __half a = __float2half(in[0]);
  half b = __float2half_rn(in[1]);
  __nv_half c = __int2half_rn(3) + __float2half_rd(in[2]) + __double2half(d[0]);
  // CHECK:  __half c = __int2half_rn(3) + __float2half_rd(in[2]) + __float2half(d[0]);
  __nv_half2 p = __floats2half2_rn(in[0], in[1]) + __half2half2(b);
  __half2 q = __halves2half2(a, c);
  float2 f = __half22float2(p);
  out[0] = __half2float(c) + __low2float(q) + __high2float(q) + f.x;
  i[0] = __half2int_rz(a) + __half2int_rn(b) + __hisinf(c);
  h[0] = __hadd_rn(a, b);
  // CHECK:  h[0] = __hadd(a, b);
  h2[0] = __float2half2_rn(in[2]);
}

__global__ void arithmetic(__half *h, __half2 *h2, bool *flags) {
  __half x = __hadd(h[0], h[1]);
  x = __hfma(__hmul(x, h[2]), __hdiv(h[3], h[4]), __hsub(h[5], __hneg(h[6])));
  x = hsqrt(__habs(x)) + hexp(h[7]);
  __half2 y = __hfma2(__hmul2(h2[0], h2[1]), __hadd2(h2[2], h2[3]), __h2div(h2[4], h2[5]));
  y = h2sqrt(__habs2(__hsub2(y, h2[6])));
  flags[0] = __hlt(x, h[8]) || __heq(x, h[9]) || __hisnan(x) || __hequ(x, h[9]) || __hne(x, h[8]);
  h[0] = x * h[1] + __ldg(h + 2);
  h2[0] = __hmul2_rn(y, h2[7]);
  // CHECK:  h2[0] = __hmul2(y, h2[7]);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
