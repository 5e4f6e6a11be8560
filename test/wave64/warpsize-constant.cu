// cu2hip-wave64-warpsize-constant: warpSize where C++ needs a compile-time
// constant. Clang's CUDA headers declare `const int warpSize = 32`, so all of
// these parse; HIP's warpSize is known only when the kernel runs.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64
// RUN: grep -v '#include' %t.cu > %t.in.txt
// RUN: grep -v '#include' %t.hip | diff %t.in.txt -

#include <cuda_runtime.h>

template <int N> struct Lanes { float v[N]; };

constexpr int kWarp = warpSize;
// DIAG: {{.*}}.cu:[[@LINE-1]]:23: warning: 'warpSize' is used as a compile-time constant in the constexpr initialiser of 'kWarp'; on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
static_assert(warpSize == 32, "one warp is 32 lanes");
// DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: 'warpSize' is used as a compile-time constant in a static_assert ('warpSize == 32'); on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
enum { WarpsPerBlock = 256 / warpSize };
// DIAG: {{.*}}.cu:[[@LINE-1]]:30: warning: 'warpSize' is used as a compile-time constant in the enumerator 'WarpsPerBlock' ('256 / warpSize'); on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]

__global__ void kernel(float *out, int which) {
  __shared__ float scratch[warpSize];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:28: warning: 'warpSize' is used as a compile-time constant in the array bound of 'scratch'; on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
  float lanes[2][warpSize + 1];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:18: warning: 'warpSize' is used as a compile-time constant in the array bound of 'lanes' ('warpSize + 1'); on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
  Lanes<warpSize> perLane;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:9: warning: 'warpSize' is used as a compile-time constant in a template argument; on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
  switch (which) {
  case warpSize:
    // DIAG: {{.*}}.cu:[[@LINE-1]]:8: warning: 'warpSize' is used as a compile-time constant in a case label; on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
    out[0] = 1;
    break;
  }
  // Run-time uses are what HIP expects.
  int lane = threadIdx.x % warpSize;
  float *dyn = new float[warpSize];
  scratch[lane] = lanes[0][lane] + perLane.v[lane] + dyn[0];
  out[1] = scratch[0] + kWarp + WarpsPerBlock;
}
