// HIP 5.2 has no *_sync warp intrinsics: the fallback drops the lane mask,
// silently where the mask names the whole warp, with a warning otherwise.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Translating the translation again changes nothing.
// RUN: %cu2hip %t.hip -o - --hip-version 5.2 2>/dev/null | diff %t.hip -

#include <cuda_runtime.h>

__global__ void shuffles(int *out, float *f, int width) {
  int v = threadIdx.x;
  v += __shfl_down_sync(0xffffffff, v, 1);
  // CHECK:  v += __shfl_down(v, 1);
  v += __shfl_up_sync(0xFFFFFFFFu, v, 2, 16);
  // CHECK:  v += __shfl_up(v, 2, 16);
  v += __shfl_sync(-1, v, 0, width);
  // CHECK:  v += __shfl(v, 0, width);
  float x = __shfl_xor_sync(~0, f[0], 4);
  // CHECK:  float x = __shfl_xor(f[0], 4);
  x += __shfl_down_sync(4294967295U, x, 8);
  // CHECK:  x += __shfl_down(x, 8);
  v += __shfl_xor_sync(0x0000ffff, v, 1);
  // CHECK:  v += __shfl_xor(v, 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: lane mask '0x0000ffff' dropped: HIP 5.2 has no '__shfl_xor_sync', so every active lane takes part; check that the lanes outside the mask are inactive here [cu2hip-warp-mask-dropped]
  out[threadIdx.x] = v + (int)x;
}

__global__ void votes(unsigned *out, int pred) {
  unsigned b = __ballot_sync(0xffffffff, pred);
  // CHECK:  unsigned b = __ballot(pred);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: 'unsigned b = __ballot_sync(0xffffffff, pred)' stores a lane mask in the 32-bit 'unsigned int' variable 'b', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:16: warning: '__ballot_sync' translated to '__ballot': HIP returns a 64-bit unsigned long long lane mask, so storing it in a 32-bit unsigned drops lanes 32-63 on wave64 devices [cu2hip-api-semantics]
  int a = __all_sync(0xffffffff, pred) + __any_sync(0xffffffff, pred);
  // CHECK:  int a = __all(pred) + __any(pred);
  unsigned half = 0xffffu;
  int h = __any_sync(half, pred);
  // CHECK:  int h = __any(pred);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:11: warning: lane mask 'half' dropped: HIP 5.2 has no '__any_sync', so every active lane takes part; check that the lanes outside the mask are inactive here [cu2hip-warp-mask-dropped]
  __syncwarp();
  // CHECK:  __threadfence_block();
  __syncwarp(0xffffffff);
  // CHECK:  __threadfence_block();
  __syncwarp(half);
  // CHECK:  __threadfence_block();
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: lane mask 'half' dropped: HIP 5.2 has no '__syncwarp', so every active lane takes part; check that the lanes outside the mask are inactive here [cu2hip-warp-mask-dropped]
  unsigned long long active = __activemask();
  // CHECK:  unsigned long long active = __ballot(1);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:31: warning: '__activemask' translated to '__ballot': HIP returns a 64-bit unsigned long long lane mask, so storing it in a 32-bit unsigned drops lanes 32-63 on wave64 devices [cu2hip-api-semantics]
  out[0] = b + a + h + active;
}

// __reduce_*_sync and __match_*_sync, newer than HIP 5.2, become shims:
// test/shims/warp_reduce_match.cu.

// Masks in macros: a macro body is rewritten like code. A mask spelled as a
// macro or constant is evaluated by the AST: all 32 lanes count as full, any
// other value is reported.
#define FULL_MASK 0xffffffff
#define LOW_HALF 0x0000ffff
#define WARP_SUM_STEP(v, d) __shfl_down_sync(0xffffffff, v, d)
// CHECK: #define WARP_SUM_STEP(v, d) __shfl_down(v, d)
__global__ void macros(int *out) {
  int v = out[0];
  v += WARP_SUM_STEP(v, 4);
  // CHECK:  v += WARP_SUM_STEP(v, 4);
  v += __shfl_down_sync(FULL_MASK, v, 1);
  // CHECK:   v += __shfl_down(v, 1);
  v += __shfl_down_sync(LOW_HALF, v, 2);
  // CHECK:   v += __shfl_down(v, 2);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:8: warning: lane mask 'LOW_HALF' dropped: HIP 5.2 has no '__shfl_down_sync', so every active lane takes part; check that the lanes outside the mask are inactive here [cu2hip-warp-mask-dropped]
  out[0] = v;
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 7 warnings, 0 errors
