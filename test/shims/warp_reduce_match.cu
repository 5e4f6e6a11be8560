// __reduce_*_sync and __match_*_sync, which HIP adds in 7.0, become exact
// shims below 7.0 that take HIP 7's 64-bit lane mask: the mask is widened as
// for HIP 7 (a full CUDA mask names the whole wavefront, a variable one only
// lanes 0-31, reported), and the match result is 64 bits wide as HIP 7's.
// From HIP 7.0 on, HIP's own functions are called.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.cu -o - --hip-version 7.0 2>/dev/null | FileCheck %s --check-prefix=NEW --match-full-lines
// Translating the translation again changes nothing.
// RUN: %cu2hip %t.hip -o - --hip-version 5.2 2>/dev/null | diff %t.hip -

#include <cuda_runtime.h>
// CHECK: #ifndef CU2HIP_SHIM_WARP_REDUCE_SYNC
// CHECK: __device__ static inline int cu2hip_reduce_add_sync(unsigned long long mask, int value) {
// CHECK: __device__ static inline unsigned cu2hip_reduce_xor_sync(unsigned long long mask, unsigned value) {
// CHECK: #ifndef CU2HIP_SHIM_WARP_MATCH_SYNC
// CHECK: __device__ static inline auto cu2hip_match_all_sync(unsigned long long mask, T value, int *pred)

__global__ void reductions(int *out, unsigned *uout, unsigned mask) {
  int v = threadIdx.x;
  out[0] = __reduce_add_sync(0xffffffff, v);
  // CHECK:  out[0] = cu2hip_reduce_add_sync(0xffffffffffffffffULL, v);
  // NEW:  out[0] = __reduce_add_sync(0xffffffffffffffffULL, v);
  out[1] = __reduce_min_sync(mask, v);
  // CHECK:  out[1] = cu2hip_reduce_min_sync(static_cast<unsigned long long>(mask), v);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: lane mask 'mask' widened to 64 bits: on a 64-lane wavefront it names only lanes 0-31; make it name every lane that takes part [cu2hip-warp-mask-dropped]
  uout[0] = __reduce_max_sync(~0u, (unsigned)v);
  // CHECK:  uout[0] = cu2hip_reduce_max_sync(0xffffffffffffffffULL, (unsigned)v);
  uout[1] = __reduce_and_sync(0xffffffff, (unsigned)v) |
            __reduce_or_sync(0xffffffff, (unsigned)v) ^
            __reduce_xor_sync(0xffffffff, (unsigned)v);
  // CHECK:  uout[1] = cu2hip_reduce_and_sync(0xffffffffffffffffULL, (unsigned)v) |
  // CHECK-NEXT:            cu2hip_reduce_or_sync(0xffffffffffffffffULL, (unsigned)v) ^
  // CHECK-NEXT:            cu2hip_reduce_xor_sync(0xffffffffffffffffULL, (unsigned)v);
}

__global__ void matches(unsigned long long *out, const float *f, const double *d) {
  int pred;
  out[0] = __match_any_sync(0xffffffff, f[threadIdx.x]);
  // CHECK:  out[0] = cu2hip_match_any_sync(0xffffffffffffffffULL, f[threadIdx.x]);
  // NEW:  out[0] = __match_any_sync(0xffffffffffffffffULL, f[threadIdx.x]);
  out[1] = __match_all_sync(0xffffffff, d[threadIdx.x], &pred);
  // CHECK:  out[1] = cu2hip_match_all_sync(0xffffffffffffffffULL, d[threadIdx.x], &pred);
  unsigned narrow = __match_any_sync(0xffffffff, (int)threadIdx.x);
  // CHECK:  unsigned narrow = cu2hip_match_any_sync(0xffffffffffffffffULL, (int)threadIdx.x);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'unsigned narrow = __match_any_sync(0xffffffff, (int)threadIdx.x)' stores a lane mask in the 32-bit 'unsigned int' variable 'narrow'{{.*}} [cu2hip-wave64-mask-truncated]
  out[2] = narrow + pred;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
