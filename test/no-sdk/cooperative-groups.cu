// Cooperative groups against the generated headers: the group types, the
// class template thread_block_tile<32> and what the functions return are
// known (rows with `template` and `returns`), so members are keyed by their
// group type, also through `auto`, as with the SDK.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK: #ifndef CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE

namespace cg = cooperative_groups;

__device__ float tileSum(const cg::thread_block_tile<32> &tile, float v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v;
}
// CHECK: __device__ float tileSum(const cg::thread_block_tile<32> &tile, float v) {
// CHECK-NEXT:   for (int offset = tile.size() / 2; offset > 0; offset /= 2)
// CHECK-NEXT:     v += tile.shfl_down(v, offset);

__global__ void kernel(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float s = tileSum(tile, block.thread_rank() < n ? in[block.thread_rank()] : 0.0f);
  auto warp = cg::tiled_partition<32>(block);
  unsigned long long votes = warp.ballot(s > 0.0f);
  // DIAG: [[@LINE-1]]:35: warning: 'cooperative_groups::thread_block_tile::ballot' maps to {{.*}}, added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  int total = cg::reduce(tile, static_cast<int>(votes), cg::plus<int>());
  // CHECK:   int total = cg::cu2hip_reduce(tile, static_cast<int>(votes), cg::cu2hip_plus<int>());
  block.sync();
  auto grid = cg::this_grid();
  if (grid.thread_rank() == 0)
    atomicAdd(out, s + total + grid.num_blocks());
  // CHECK:     atomicAdd(out, s + total + (((unsigned long long)gridDim.x * (gridDim.y * gridDim.z))));
  grid.sync();
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
