// What HIP 5.2's cooperative groups cannot do is either made to build or
// reported at its line. A tile partitioned from a tile, which HIP 5.2
// partitions only from a block, brings in the shim that lets HIP's own
// tiled_partition do it (the call is kept), exact: its meta groups are
// CUDA's, as the type names the parent. A tile wider than HIP's 64-lane
// wavefront and the block_tile_memory CUDA forms such tiles with are
// reported. tiles-of-tiles-hipcc.cu builds the translation with hipcc.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Translating the translation again changes nothing.
// RUN: %cu2hip-sdk %t.hip -o - --hip-version 5.2 2>/dev/null | diff %t.hip -

#include <cooperative_groups.h>
// CHECK: __device__ static inline unsigned cu2hip_meta_group_rank(
// CHECK-NEXT:     const cooperative_groups::thread_block_tile<Size, cooperative_groups::thread_block_tile<ParentSize, Grandparent>> &) {
// CHECK: #ifndef CU2HIP_SHIM_TILES_OF_TILES
// CHECK: struct tiled_partition_internal<Size, thread_block_tile<ParentSize, Grandparent>>
namespace cg = cooperative_groups;

__global__ void tiles(int *out) {
  cg::thread_block block = cg::this_thread_block();
  auto t32 = cg::tiled_partition<32>(block);
  auto t4 = cg::tiled_partition<4>(t32);
  // CHECK:  auto t4 = cg::tiled_partition<4>(t32);
  cg::thread_group d4 = cg::tiled_partition(t32, 4);
  out[block.thread_rank()] = t4.shfl(t4.thread_rank(), 0) + t4.meta_group_rank() + d4.thread_rank();
  // CHECK:  out[block.thread_rank()] = t4.shfl(t4.thread_rank(), 0) + cu2hip_meta_group_rank(t4) + d4.thread_rank();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:64: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' translated to 'cu2hip_meta_group_rank', {{.*}} [cu2hip-api-semantics]
}

__global__ void wide(int *out) {
  __shared__ cg::block_tile_memory<256> scratch;
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:18: warning: 'cooperative_groups::block_tile_memory' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
  cg::thread_block block = cg::this_thread_block(scratch);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:28: warning: 'cooperative_groups::this_thread_block' with a block_tile_memory has no HIP equivalent: HIP 5.2's takes no argument, and its tiles are at most one 64-lane wavefront [cu2hip-unsupported-api]
  cg::thread_block_tile<128> t128 = cg::tiled_partition<128>(block);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:3: warning: a tile of 128 threads has no HIP equivalent: HIP 5.2's tiles are at most one 64-lane wavefront (CUDA forms larger ones from several warps); partition into tiles of 64 or fewer and combine them through shared memory [cu2hip-unsupported-api]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:37: warning: a tile of 128 threads {{.*}} [cu2hip-unsupported-api]
  cg::thread_group dynamic = cg::tiled_partition(block, 256);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:30: warning: a tile of 256 threads {{.*}} [cu2hip-unsupported-api]
  out[t128.thread_rank()] = dynamic.size();
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
