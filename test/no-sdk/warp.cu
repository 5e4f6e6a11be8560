// Warp intrinsics against the generated headers: the AST evaluates a user's
// FULL_MASK macro to the full mask (dropped to HIP's 64-bit one), narrower
// masks are widened with a warning, and the 64-bit results are reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff
// CHECK: #define FULL_MASK 0xffffffff

__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  // DIAG: [[@LINE-2]]:8: warning: 'int offset = 16' starts a shuffle reduction at offset 16, which covers only 32 lanes; AMD wavefronts have 64 lanes: start at 'int offset = warpSize / 2' [cu2hip-wave64-lane-math]
  return v;
}
// CHECK: v += __shfl_down_sync(0xffffffffffffffffULL, v, offset);

__device__ int warpVotes(int pred) {
  unsigned ballot = __ballot_sync(FULL_MASK, pred);
  // CHECK: unsigned ballot = __ballot_sync(0xffffffffffffffffULL, pred);
  // DIAG: [[@LINE-2]]:3: warning: 'unsigned ballot = __ballot_sync(FULL_MASK, pred)' stores a lane mask in the 32-bit 'unsigned int' variable 'ballot', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  // DIAG: [[@LINE-3]]:21: warning: '__ballot_sync': HIP returns a 64-bit lane mask {{.*}} [cu2hip-api-semantics]
  unsigned active = __activemask();
  // DIAG: [[@LINE-1]]:3: warning: 'unsigned active = __activemask()' stores a lane mask in the 32-bit 'unsigned int' variable 'active', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  // DIAG: [[@LINE-2]]:21: warning: '__activemask': HIP returns a 64-bit unsigned long long lane mask{{.*}} [cu2hip-api-semantics]
  if (__all_sync(active, pred))
    return 32;
  // CHECK: if (__all_sync(static_cast<unsigned long long>(active), pred))
  // DIAG: [[@LINE-3]]:7: warning: lane mask 'active' widened to 64 bits: {{.*}} [cu2hip-warp-mask-dropped]
  return __popc(ballot) + __any_sync(0x0000ffff, pred);
  // CHECK: return __popc(ballot) + __any_sync(static_cast<unsigned long long>(0x0000ffff), pred);
  // DIAG: [[@LINE-2]]:10: warning: '__popc(ballot)' counts only the low 32 bits of a lane mask; AMD wavefronts have 64 lanes: use '__popcll(ballot)' [cu2hip-wave64-lane-mask]
  // DIAG: [[@LINE-3]]:27: warning: lane mask '0x0000ffff' widened to 64 bits: {{.*}} [cu2hip-warp-mask-dropped]
}

__global__ void reduce(const float *in, float *out, int n) {
  float v = warpSum(threadIdx.x < n ? in[threadIdx.x] : 0.0f);
  __syncwarp();
  if ((threadIdx.x & (warpSize - 1)) == 0)
    atomicAdd(out, v + warpVotes(v > 0.0f));
}
// CHECK: __syncwarp();
// CHECK-NEXT: if ((threadIdx.x & (warpSize - 1)) == 0)
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 8 warnings, 0 errors
