// The SIMD video lowerings compile with hipcc for gfx90a, in a kernel.
// REQUIRES: hipcc
// RUN: %cu2hip %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=warning:
// RUN: %hipcc -x hip --offload-arch=gfx90a -fsyntax-only %t.hip
// CHECK: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors

#include <cuda_runtime.h>

__global__ void sad(const unsigned *a, const unsigned *b, unsigned *out,
                    int *signedOut) {
  unsigned i = threadIdx.x, d = 0, e, f, g;
  int q;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;"
      : "=r"(d) : "r"(a[i]), "r"(b[i]), "r"(d));
  asm("vadd2.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(e) : "r"(a[i]), "r"(b[i]), "r"(0));
  asm("vavrg4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(f) : "r"(a[i]), "r"(b[i]), "r"(0));
  asm("vset2.s32.s32.ge.add %0, %1, %2, %3;" : "=r"(g) : "r"(a[i]), "r"(b[i]), "r"(d));
  asm("vmin4.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(q) : "r"(signedOut[i]), "r"(signedOut[i + 1]), "r"(0));
  out[i] = d + e + f + g;
  signedOut[i] = q;
}
