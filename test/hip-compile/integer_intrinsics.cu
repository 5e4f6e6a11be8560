// CUDA's __ffs and __ffsll take every integer type; HIP 5.2's overload sets
// (int and unsigned, long long and unsigned long long) are ambiguous for
// long, unsigned long and size_t. The translation gives those arguments
// CUDA's parameter type, so hipcc resolves each call as nvcc does; the
// generic min and max get the casts CUDA's umin, llmax... imply.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hipcc --offload-arch=gfx90a -fsyntax-only %t.hip
#include <cuda_runtime.h>
#include <stdint.h>

__global__ void bits(int *out, unsigned long mask, uint64_t word, long l,
                     size_t n, unsigned u, int i, long long ll) {
  out[0] = __ffsll(mask) + __ffsll(word) + __ffsll(l) + __ffsll(u);
  // CHECK: out[0] = __ffsll((long long)(mask)) + __ffsll((long long)(word)) + __ffsll((long long)(l)) + __ffsll((long long)(u));
  out[1] = __ffs(n) + __ffs(l) + __ffs(u) + __ffs(i) + __ffsll(ll);
  // CHECK: out[1] = __ffs((int)(n)) + __ffs((int)(l)) + __ffs((int)(u)) + __ffs(i) + __ffsll(ll);
  out[2] = __popcll(mask) + __clzll(word) + (int)__brevll(l) + __popc(u) + __clz(i);
  // CHECK: out[2] = __popcll(mask) + __clzll(word) + (int)__brevll(l) + __popc(u) + __clz(i);
  out[3] = (int)(umin(i, u) + umax(u, 3) + llmax(l, i) + ullmin(word, n));
  // CHECK: out[3] = (int)(min((unsigned int)(i), (unsigned int)(u)) + max((unsigned int)(u), (unsigned int)(3)) + max((long long)(l), (long long)(i)) + min((unsigned long long)(word), (unsigned long long)(n)));
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
