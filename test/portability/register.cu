// `register` (nvcc accepts it in C++17 with a warning, hipcc refuses it) is
// dropped from C++ code, macro bodies included, and Clang's complaint about
// it in cu2hip's own parse is not reported. A C file keeps it.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: printf 'int f(void) { register int x = 1; return x; }\n' > %t.c
// RUN: %cu2hip %t.c -o - 2>/dev/null | FileCheck %s --check-prefix=C
#include <cuda_runtime.h>
#define FAST register

__global__ void k(float *o) {
  register float a = o[0], b = 0;
  register   unsigned i;
  for (register int j = 0; j < 4; ++j)
    a += o[j];
  FAST int n = 2;
  o[1] = a + b + n;
}
// CHECK: #define FAST{{ *}}
// CHECK: __global__ void k(float *o) {
// CHECK-NEXT:   float a = o[0], b = 0;
// CHECK-NEXT:   unsigned i;
// CHECK-NEXT:   for (int j = 0; j < 4; ++j)
// DIAG-NOT: register
// DIAG: 0 warnings, 0 errors
// C: int f(void) { register int x = 1; return x; }
