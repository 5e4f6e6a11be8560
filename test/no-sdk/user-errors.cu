// Errors that are the user's are still reported against the generated
// headers: an undeclared name, and a launch with too many configuration
// arguments (Clang checks them against the stand-in launch function, as
// against the SDK's).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=cu2hip-

#include <cuda_runtime.h>

__global__ void kernel(int *p) { p[threadIdx.x] = 0; }

void run(int *p, cudaStream_t s) {
  not_declared_anywhere(p);
  // CHECK: [[@LINE-1]]:3: warning: clang: use of undeclared identifier 'not_declared_anywhere' [cu2hip-parse-error]
  kernel<<<1, 32, 0, s, 7>>>(p);
  // CHECK: [[@LINE-1]]:{{[0-9]+}}: warning: clang: too many execution configuration arguments to kernel function call, expected at most 4, have 5 [cu2hip-parse-error]
}
// CHECK: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
