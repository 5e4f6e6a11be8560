// __hmax/__hmin and their _nan and half2 forms, which HIP 5.2 lacks, become
// the shim's, and cache-hinted stores plain ones. Built with Debian's hipcc
// and run on the host, the shims give what CUDA's documentation asks: the
// operand that is not nan (canonical nan 7fff when both are), with _nan
// canonical nan when either is, and +0 above -0.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hipcc -x hip --offload-arch=gfx90a %t.hip -o %t.exe
// RUN: %t.exe | FileCheck %s --match-full-lines
#include <cuda_fp16.h>
#include <cstdio>
#include <cstring>

__host__ __device__ unsigned short bits(__half h) {
  unsigned short u;
  memcpy(&u, &h, 2);
  return u;
}
__host__ __device__ __half fromBits(unsigned short u) {
  __half h;
  memcpy(&h, &u, 2);
  return h;
}

__global__ void stores(float *out, float4 *vout) {
  __stcs(out, 1.0f);
  __stcg(out + 1, 2);
  __stwt(vout, make_float4(1, 2, 3, 4));
  __stwb(out + 2, 3.0);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors

int main() {
  const unsigned short pairs[][2] = {{0x3c00, 0x4000}, {0x0000, 0x8000}, {0x8000, 0x0000},
                                     {0x7e00, 0x3c00}, {0x3c00, 0x7e00}, {0x7e00, 0x7e00},
                                     {0xfc00, 0x7e00}};
  for (const auto &p : pairs) {
    __half x = fromBits(p[0]), y = fromBits(p[1]);
    printf("%04x %04x: max %04x min %04x max_nan %04x min_nan %04x\n", p[0], p[1],
           bits(__hmax(x, y)), bits(__hmin(x, y)), bits(__hmax_nan(x, y)), bits(__hmin_nan(x, y)));
  }
  __half2 a = __halves2half2(fromBits(0x3c00), fromBits(0x7e00));
  __half2 b = __halves2half2(fromBits(0x8000), fromBits(0x4000));
  __half2 m[4] = {__hmax2(a, b), __hmin2(a, b), __hmax2_nan(a, b), __hmin2_nan(a, b)};
  for (__half2 h : m)
    printf("half2 %04x %04x\n", bits(__low2half(h)), bits(__high2half(h)));
  return 0;
}
// CHECK: 3c00 4000: max 4000 min 3c00 max_nan 4000 min_nan 3c00
// CHECK-NEXT: 0000 8000: max 0000 min 8000 max_nan 0000 min_nan 8000
// CHECK-NEXT: 8000 0000: max 0000 min 8000 max_nan 0000 min_nan 8000
// CHECK-NEXT: 7e00 3c00: max 3c00 min 3c00 max_nan 7fff min_nan 7fff
// CHECK-NEXT: 3c00 7e00: max 3c00 min 3c00 max_nan 7fff min_nan 7fff
// CHECK-NEXT: 7e00 7e00: max 7fff min 7fff max_nan 7fff min_nan 7fff
// CHECK-NEXT: fc00 7e00: max fc00 min fc00 max_nan 7fff min_nan 7fff
// CHECK-NEXT: half2 3c00 4000
// CHECK-NEXT: half2 8000 4000
// CHECK-NEXT: half2 3c00 7fff
// CHECK-NEXT: half2 8000 7fff
