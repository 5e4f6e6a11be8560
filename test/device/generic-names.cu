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
  // HIP has no umin: the generic min gets both arguments as CUDA's
  // parameters take them, so mixed types resolve as in CUDA.
  unsigned u = umin(a, b) + umax(any, b);
  // CHECK:  unsigned u = min((unsigned int)(a), (unsigned int)(b)) + max((unsigned int)(any), (unsigned int)(b));
  // NOAST:  unsigned u = umin(a, b) + umax(any, b);
  long long l = llmax(any, 1LL) + ullmin(b, 2ULL);
  // CHECK:  long long l = max((long long)(any), (long long)(1LL)) + min((unsigned long long)(b), (unsigned long long)(2ULL));
  out[0] = lo + u + l + mine + vote;
}

__global__ void votes(int *out, int pred) {
  out[0] = any(pred) + all(pred);
  // CHECK:  out[0] = __any(pred) + __all(pred);
  // NOAST:  out[0] = any(pred) + all(pred);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
// NOAST-DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
