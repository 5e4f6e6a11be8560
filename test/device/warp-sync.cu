// The default target is the newest HIP, whose *_sync intrinsics take a
// 64-bit mask over a wavefront: "all 32 lanes" becomes "all lanes", other
// masks are widened as written and reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Translating the translation again changes nothing and reports no mask.
// RUN: %cu2hip %t.hip -o - 2>%t2.err | diff %t.hip -
// RUN: FileCheck %s --check-prefix=AGAIN --input-file=%t2.err
// AGAIN-NOT: warp-mask-dropped

#include <cuda_runtime.h>

__global__ void shuffles(int *out, float *f, int width) {
  int v = threadIdx.x;
  v += __shfl_down_sync(0xffffffff, v, 1);
  // CHECK:  v += __shfl_down_sync(0xffffffffffffffffULL, v, 1);
  v += __shfl_up_sync(0xFFFFFFFFu, v, 2, 16);
  // CHECK:  v += __shfl_up_sync(0xffffffffffffffffULL, v, 2, 16);
  v += __shfl_sync(-1, v, 0, width);
  // CHECK:  v += __shfl_sync(0xffffffffffffffffULL, v, 0, width);
  float x = __shfl_xor_sync(~0, f[0], 4);
  // CHECK:  float x = __shfl_xor_sync(0xffffffffffffffffULL, f[0], 4);
  v += __shfl_xor_sync(0x0000ffff, v, 1);
  // CHECK:  v += __shfl_xor_sync(static_cast<unsigned long long>(0x0000ffff), v, 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: lane mask '0x0000ffff' widened to 64 bits: on a 64-lane wavefront it names only lanes 0-31; make it name every lane that takes part [cu2hip-warp-mask-dropped]
  out[threadIdx.x] = v + (int)x;
}

__global__ void votes(unsigned long long *out, int pred) {
  unsigned long long b = __ballot_sync(0xffffffff, pred);
  // CHECK:  unsigned long long b = __ballot_sync(0xffffffffffffffffULL, pred);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:26: warning: '__ballot_sync': HIP returns a 64-bit lane mask (one bit per lane of a 64-lane wavefront): store the result in a 64-bit variable [cu2hip-api-semantics]
  int a = __all_sync(0xffffffff, pred) + __any_sync(0xffffffff, pred);
  // CHECK:  int a = __all_sync(0xffffffffffffffffULL, pred) + __any_sync(0xffffffffffffffffULL, pred);
  unsigned half = 0xffffu;
  int h = __any_sync(half, pred);
  // CHECK:  int h = __any_sync(static_cast<unsigned long long>(half), pred);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:11: warning: lane mask 'half' widened to 64 bits: on a 64-lane wavefront it names only lanes 0-31; make it name every lane that takes part [cu2hip-warp-mask-dropped]
  __syncwarp();
  // CHECK:  __syncwarp();
  __syncwarp(0xffffffff);
  // CHECK:  __syncwarp(0xffffffffffffffffULL);
  out[0] = b + a + h;
}

__global__ void matches(unsigned long long *out, int v) {
  out[0] = __match_any_sync(0xffffffff, v);
  // CHECK:  out[0] = __match_any_sync(0xffffffffffffffffULL, v);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:12: warning: '__match_any_sync': HIP returns a 64-bit lane mask (one bit per lane of a 64-lane wavefront): store the result in a 64-bit variable [cu2hip-api-semantics]
  out[1] = __reduce_add_sync(0xffffffff, v);
  // CHECK:  out[1] = __reduce_add_sync(0xffffffffffffffffULL, v);
  unsigned long long active = __activemask();
  // CHECK:  unsigned long long active = __activemask();
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:31: warning: '__activemask': HIP returns a 64-bit unsigned long long lane mask, so store it in a 64-bit variable [cu2hip-api-semantics]
  out[2] = active;
}

// Masks in macros: a macro body is rewritten like code. A mask spelled as a
// macro or constant is evaluated by the AST: all 32 lanes count as full, any
// other value is reported.
#define FULL_MASK 0xffffffff
#define LOW_HALF 0x0000ffff
#define WARP_SUM_STEP(v, d) __shfl_down_sync(0xffffffff, v, d)
// CHECK: #define WARP_SUM_STEP(v, d) __shfl_down_sync(0xffffffffffffffffULL, v, d)
__global__ void macros(int *out) {
  int v = out[0];
  v += WARP_SUM_STEP(v, 4);
  // CHECK:  v += WARP_SUM_STEP(v, 4);
  v += __shfl_down_sync(FULL_MASK, v, 1);
  // CHECK:   v += __shfl_down_sync(0xffffffffffffffffULL, v, 1);
  v += __shfl_down_sync(LOW_HALF, v, 2);
  // CHECK:   v += __shfl_down_sync(static_cast<unsigned long long>(LOW_HALF), v, 2);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:8: warning: lane mask 'LOW_HALF' widened to 64 bits: on a 64-lane wavefront it names only lanes 0-31; make it name every lane that takes part [cu2hip-warp-mask-dropped]
  out[0] = v;
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
