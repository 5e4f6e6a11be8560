// By default launches keep the triple-chevron syntax, which hipcc compiles
// as is; only the names in them are translated.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not=hipLaunchKernelGGL
// RUN: %cu2hip %t.cu -o - --launch-syntax=chevron 2>/dev/null | FileCheck %s --match-full-lines --implicit-check-not=hipLaunchKernelGGL
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --match-full-lines

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

template <typename T> __global__ void fill(T *p, T v) { p[threadIdx.x] = v; }
__global__ void tick() {}
#define LAUNCH(...) tick<<<1, 1>>>(__VA_ARGS__)
// CHECK: #define LAUNCH(...) tick<<<1, 1>>>(__VA_ARGS__)

void host(float *p, cudaStream_t s) {
  fill<float><<<dim3(4, 1), 256, 0, s>>>(p, 1.0f);
  // CHECK: fill<float><<<dim3(4, 1), 256, 0, s>>>(p, 1.0f);
  tick<<<1, 1>>>();
  // CHECK: tick<<<1, 1>>>();
  LAUNCH();
  // CHECK: LAUNCH();
}
// DIAG: cu2hip: 1 translated (2 replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
