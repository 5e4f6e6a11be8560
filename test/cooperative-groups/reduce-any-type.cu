// The cooperative_groups::reduce shim reduces every type CUDA's does: its
// values move between lanes as 32-bit words (HIP's group shuffles refuse
// __half and structs), in CUDA's order and with CUDA's operand order (the
// lane's own value first: what less and greater return for a nan or a
// signed zero depends on it), a full 32-thread coalesced group as a
// butterfly, as CUDA does. reduce-types-hipcc.cu builds it with hipcc.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
// CHECK: #ifndef CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE
// CHECK: __device__ static inline T cu2hip_shfl_words(const Group &g, T value, unsigned src) {
// CHECK:     word = g.shfl(word, (int)src);
// CHECK:     value = op(value, cu2hip_shfl_words(g, value, rank ^ mask));
// CHECK:   return op(value, cu2hip_shfl_words(tile, value, tile.thread_rank() ^ 32));
// CHECK:   if (size == 32)
// CHECK-NEXT:     return cu2hip_butterfly(group, value, op, 16);
// CHECK:       value = op(value, below);
namespace cg = cooperative_groups;

struct Pair {
  int key, count;
};
struct Larger {
  __device__ Pair operator()(Pair a, Pair b) const { return a.count < b.count ? b : a; }
};

__global__ void reductions(__half *h, Pair *p) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  h[0] = cg::reduce(tile, h[1], cg::plus<__half>());
  // CHECK:  h[0] = cg::cu2hip_reduce(tile, h[1], cg::cu2hip_plus<__half>());
  p[0] = cg::reduce(cg::coalesced_threads(), p[1], Larger());
  // CHECK:  p[0] = cg::cu2hip_reduce(cg::coalesced_threads(), p[1], Larger());
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
