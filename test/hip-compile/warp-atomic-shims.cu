// The shims for __reduce_*_sync, __match_*_sync (every overload CUDA
// declares) and atomicAdd on __half2 and __nv_bfloat16, which HIP 5.2 lacks,
// build with Debian's hipcc for a 64-lane (gfx90a) and a 32-lane (gfx1030)
// target.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip
// CHECK: cu2hip_atomicAdd(h2, h2[1]);
// CHECK-NEXT: cu2hip_bf16_atomicAdd(b, b[1]);
// RUN: %hipcc -x hip --offload-arch=gfx90a,gfx1030 -fsyntax-only %t.hip
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void reductions(int *out, unsigned *uout, unsigned mask) {
  int v = threadIdx.x;
  unsigned u = v * 3u;
  out[0] = __reduce_add_sync(0xffffffff, v) + __reduce_min_sync(mask, v) +
           __reduce_max_sync(0xffffffff, v);
  uout[0] = __reduce_add_sync(0xffffffff, u) + __reduce_min_sync(mask, u) +
            __reduce_max_sync(0xffffffff, u) + __reduce_and_sync(mask, u) +
            __reduce_or_sync(0xffffffff, u) + __reduce_xor_sync(0xffffffff, u);
}

__global__ void matches(unsigned long long *out, int i, unsigned u, long l,
                        unsigned long ul, long long ll, unsigned long long ull,
                        float f, double d) {
  int pred = 0, all = 0;
  out[0] = __match_any_sync(0xffffffff, i) | __match_any_sync(0xffffffff, u) |
           __match_any_sync(0xffffffff, l) | __match_any_sync(0xffffffff, ul) |
           __match_any_sync(0xffffffff, ll) | __match_any_sync(0xffffffff, ull) |
           __match_any_sync(0xffffffff, f) | __match_any_sync(0xffffffff, d);
  out[1] = __match_all_sync(0xffffffff, i, &pred) | __match_all_sync(0xffffffff, u, &pred) |
           __match_all_sync(0xffffffff, l, &pred) | __match_all_sync(0xffffffff, ul, &pred) |
           __match_all_sync(0xffffffff, ll, &pred) | __match_all_sync(0xffffffff, ull, &pred) |
           __match_all_sync(0xffffffff, f, &pred) | __match_all_sync(0xffffffff, d, &all);
  out[2] = pred + all;
}

__global__ void atomics(__half2 *h2, __nv_bfloat16 *b) {
  atomicAdd(h2, h2[1]);
  atomicAdd(b, b[1]);
}
