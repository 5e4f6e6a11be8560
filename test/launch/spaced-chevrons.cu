// nvcc takes a launch whose chevrons an editor spaced out
// (`k << <grid, block >> > (args)`); Clang, hence hipcc, does not. The
// chevrons are closed up, and hipLaunchKernelGGL takes such a launch too.
// Shifts and `operator<< <T>` stay as written. Clang's parse of the original
// reports the spaced launches.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --check-prefix=CHEVRON --match-full-lines --input-file=%t.hip
// RUN: %cu2hip %t.cu -o - --launch-syntax=hipLaunchKernelGGL 2>/dev/null | FileCheck %s --check-prefix=GGL --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %if hipcc %{ %hipcc -x hip --offload-arch=gfx90a -fsyntax-only %t.hip %}

#include <cuda_runtime.h>

template <int N> __global__ void fill(int *p) { p[threadIdx.x] = N; }
__global__ void one(int *p) { p[threadIdx.x] = 1; }
struct Log {};
template <class T> Log &operator<<(Log &l, T) { return l; }

int run(int *d, cudaStream_t s, Log &log) {
  one << <1, 32 >> > (d);
  fill<4> << < dim3(2), dim3(32), 0, s >> >(d);
  operator<< <int>(log, 1 << 3);
  return 16 >> 2;
}
// CHEVRON: one <<<1, 32 >>> (d);
// CHEVRON-NEXT: fill<4> <<< dim3(2), dim3(32), 0, s >>>(d);
// CHEVRON-NEXT: operator<< <int>(log, 1 << 3);
// CHEVRON-NEXT: return 16 >> 2;
// GGL: hipLaunchKernelGGL(one , dim3(1), dim3(32), 0, 0, d);
// GGL-NEXT: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<4>) , dim3(dim3(2)), dim3(dim3(32)), 0, s, d);
// DIAG: {{.*}}.cu:21:10: warning: clang: expected expression [cu2hip-parse-error]
