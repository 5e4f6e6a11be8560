// min, max, any, all are ordinary words: they are CUDA's only where the AST
// ties the reference to the CUDA headers. The user's own `any` variable and
// `all` function stay as written.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Without an AST nothing generic is touched, not even umin.
// RUN: %cu2hip %t.cu -o - --no-ast 2>%t.noast.err | FileCheck %s --check-prefix=NOAST --match-full-lines
// RUN: FileCheck %s --check-prefix=NOAST-DIAG --input-file=%t.noast.err

#include <cuda_runtime.h>

__device__ bool all(const int *flags, int n) {
  // CHECK: __device__ bool all(const int *flags, int n) {
  for (int i = 0; i < n; ++i)
    if (!flags[i])
      return false;
  return true;
}

__global__ void k(int *out, const int *flags, unsigned a, unsigned b) {
  int any = flags[0];
  // CHECK:  int any = flags[0];
  int vote = flags[1];
  bool mine = all(flags, 4);
  // CHECK:  bool mine = all(flags, 4);
  int lo = min(any, vote) + max(any, vote);
  // CHECK:  int lo = min(any, vote) + max(any, vote);
  unsigned u = umin(a, b) + umax(a, b);
  // CHECK:  unsigned u = min(a, b) + max(a, b);
  // NOAST:  unsigned u = umin(a, b) + umax(a, b);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:16: warning: 'umin' translated to 'min': HIP has no umin; the generic min/max template deduces one type from both arguments, so cast mixed-type arguments explicitly [cu2hip-api-semantics]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-4]]:29: warning: 'umax' translated to 'max': HIP has no umax; the generic min/max template deduces one type from both arguments, so cast mixed-type arguments explicitly [cu2hip-api-semantics]
  out[0] = lo + u + mine + vote;
}

__global__ void votes(int *out, int pred) {
  out[0] = any(pred) + all(pred);
  // CHECK:  out[0] = __any(pred) + __all(pred);
  // NOAST:  out[0] = any(pred) + all(pred);
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
// NOAST-DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
