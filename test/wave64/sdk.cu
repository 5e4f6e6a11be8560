// The wave64 analysis against the real CUDA 13 headers: the built-ins
// (threadIdx, warpSize from Clang's CUDA wrappers), the intrinsics and
// cooperative groups are the SDK's own declarations.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64

#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void kernel(const float *in, float *out) {
  __shared__ float partial[32];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: shared array 'partial[32]' has one slot per lane of a 32-lane warp and 'partial[lane]' (line 26) indexes it by lane; lanes 32-63 of a 64-lane wavefront index past its end: give that dimension 64 slots [cu2hip-wave64-shared-per-warp]
  __shared__ float scratch[warpSize];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:28: warning: 'warpSize' is used as a compile-time constant in the array bound of 'scratch'; on AMD GPUs warpSize is 32 or 64 and known only at run time: use a constant that covers both (64) or a template parameter [cu2hip-wave64-warpsize-constant]
  int lane = threadIdx.x % 32;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:14: warning: 'threadIdx.x % 32' computes a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'threadIdx.x % warpSize' [cu2hip-wave64-lane-math]
  float v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: 'int o = 16' starts a shuffle reduction at offset 16, which covers only 32 lanes; AMD wavefronts have 64 lanes: start at 'int o = warpSize / 2' [cu2hip-wave64-lane-math]
  unsigned votes = __ballot_sync(0xffffffff, v > 0);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'unsigned votes = __ballot_sync(0xffffffff, v > 0)' stores a lane mask in the 32-bit 'unsigned int' variable 'votes', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  partial[lane] = v + __popc(votes);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:23: warning: '__popc(votes)' counts only the low 32 bits of a lane mask; AMD wavefronts have 64 lanes: use '__popcll(votes)' [cu2hip-wave64-lane-mask]
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  unsigned tileVotes = tile.ballot(v > 1);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'unsigned tileVotes = tile.ballot(v > 1)' stores a lane mask in the 32-bit 'unsigned int' variable 'tileVotes', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  auto fine = __ballot_sync(0xffffffff, v > 2);
  scratch[0] = partial[0];
  out[blockIdx.x] = scratch[lane] + tileVotes + fine;
}
