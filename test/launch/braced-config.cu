// nvcc takes a braced grid or block size (`<<<grid, {bx, by, 1}>>>`); Clang,
// and so hipcc, does not parse it. Each becomes `dim3(...)`, in both launch
// syntaxes, and Clang's error on the braces is not reported: the output has
// none.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --check-prefix=CHEVRON --match-full-lines
// RUN: %cu2hip %t.cu -o - --launch-syntax=hipLaunchKernelGGL 2>%t.ggl.err | FileCheck %s --check-prefix=GGL --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.ggl.err
#include <cuda_runtime.h>
__global__ void k(float *p) {}
void launch(float *p, int bx, int by, cudaStream_t s) {
  k<<<{4, 2}, {bx, by, 1}, 0, s>>>(p);
  k<<<1, {}>>>(p);
  k<<<dim3(1), {static_cast<unsigned>(bx), 1u, 1u}>>>(p);
}
// CHEVRON: k<<<dim3(4, 2), dim3(bx, by, 1), 0, s>>>(p);
// CHEVRON-NEXT: k<<<1, dim3()>>>(p);
// CHEVRON-NEXT: k<<<dim3(1), dim3(static_cast<unsigned>(bx), 1u, 1u)>>>(p);
// GGL: hipLaunchKernelGGL(k, dim3(4, 2), dim3(bx, by, 1), 0, s, p);
// GGL-NEXT: hipLaunchKernelGGL(k, dim3(1), dim3(), 0, 0, p);
// GGL-NEXT: hipLaunchKernelGGL(k, dim3(dim3(1)), dim3(static_cast<unsigned>(bx), 1u, 1u), 0, 0, p);
// DIAG-NOT: warning:
// DIAG: cu2hip: 1 translated
