// Generic names (min, umin, any, llmax) against the generated headers: the
// AST tells CUDA's from the user's, as with the SDK. A user function that
// takes other arguments wins over the stand-in, and a user variable named
// `any` stays.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cuda_runtime.h>
#include <algorithm>

static long long llmax(long long a, long long b, long long c) {
  return std::max(a, std::max(b, c));
}

__global__ void clampKernel(int *v, unsigned *u, int n, int lo, int hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    v[i] = min(max(v[i], lo), hi);
    u[i] = umin(u[i], 7u);
    // CHECK: v[i] = min(max(v[i], lo), hi);
    // CHECK-NEXT: u[i] = min((unsigned int)(u[i]), (unsigned int)(7u));
  }
  if (any(i < n))
    v[0] = 1;
  // CHECK: if (__any(i < n))
}

int hostClamp(int a, int lo, int hi) {
  int any = a > 0;
  return std::min(std::max(a, lo), hi) + any + static_cast<int>(llmax(a, lo, hi));
  // CHECK: int any = a > 0;
  // CHECK-NEXT: return std::min(std::max(a, lo), hi) + any + static_cast<int>(llmax(a, lo, hi));
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
