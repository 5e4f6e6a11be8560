// HIP declares __ffs and __ffsll for int and unsigned (long long and
// unsigned long long), so a long, an unsigned long or a size_t argument,
// which CUDA's one function converts, makes HIP's call ambiguous. Such an
// argument gets CUDA's parameter type; one of that type already is left
// alone. Without the AST nothing is known of the types, and nothing changes.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.cu -o - --no-ast 2>/dev/null | FileCheck %s --check-prefix=NOAST --match-full-lines

#include <cuda_runtime.h>

#define LOWEST(m) __ffsll(m)

__global__ void k(int *out, unsigned long mask, long signedMask, int i,
                  long long wide, unsigned u, size_t n) {
  out[0] = __ffsll(mask) + __ffsll(signedMask);
  // CHECK:  out[0] = __ffsll((long long)(mask)) + __ffsll((long long)(signedMask));
  // NOAST:  out[0] = __ffsll(mask) + __ffsll(signedMask);
  out[1] = __ffsll(wide) + __ffs(i);
  // CHECK:  out[1] = __ffsll(wide) + __ffs(i);
  out[2] = __ffs(n) + __ffs(u) + __ffsll(1);
  // CHECK:  out[2] = __ffs((int)(n)) + __ffs((int)(u)) + __ffsll((long long)(1));
  out[3] = __ffsll(mask & 0xffu);
  // CHECK:  out[3] = __ffsll((long long)(mask & 0xffu));
  out[4] = LOWEST(mask);
  // CHECK:  out[4] = LOWEST(mask);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
