// The replacements compile with hipcc for gfx90a: a kernel using most idioms.
// REQUIRES: hipcc
// RUN: %cu2hip %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=warning:
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
// CHECK: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors

#include <cuda_runtime.h>

#define LANE_ID(r) asm("mov.u32 %0, %%laneid;" : "=r"(r))

__global__ void idioms(const float *in, const float4 *in4, unsigned *out,
                       unsigned long long *wide, float *fout) {
  unsigned lane, sm, t, lt, e, i, p, l, m, lo, hi, r, z;
  int se, sh, rn;
  float f, x, y, zz, w, g;
  unsigned short h;
  unsigned long long packed, mw;
  LANE_ID(lane);
  asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
  asm volatile("mov.u32 %0, %%clock;" : "=r"(t));
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(wide[0]));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  asm("ld.global.nc.f32 %0, [%1+4];" : "=f"(f) : "l"(in));
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
      : "=f"(x), "=f"(y), "=f"(zz), "=f"(w) : "l"(in4));
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(sh) : "r"(int(lane)), "r"(0));
  asm("bfe.u32 %0, %1, 8, 4;" : "=r"(e) : "r"(lane));
  asm("bfe.s32 %0, %1, 4, 12;" : "=r"(se) : "r"(sh));
  asm("bfi.b32 %0, %1, %2, 16, 8;" : "=r"(i) : "r"(e), "r"(sm));
  asm("prmt.b32 %0, %1, %2, 0x5410;" : "=r"(p) : "r"(e), "r"(i));
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(m) : "r"(e), "r"(i), "r"(p));
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(l) : "r"(e), "r"(i), "r"(p));
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
  asm("cvt.f32.f16 %0, %1;" : "=f"(g) : "h"(h));
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(rn) : "f"(x));
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(wide[1]));
  asm("mov.b64 %0, {%1, %2};" : "=l"(packed) : "r"(lo), "r"(hi));
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(lo));
  asm("clz.b32 %0, %1;" : "=r"(z) : "r"(hi));
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(mw) : "r"(lo), "r"(hi));
  asm volatile("membar.gl;\n\tbar.sync 0;" ::: "memory");
  out[0] = lane + sm + t + lt + e + i + p + l + m + r + z + se + rn;
  wide[2] = packed + mw;
  fout[0] = f + x + y + zz + w + g + h;
}
