// The cooperative-groups rows' HIP names exist in HIP 5.2's
// hip_cooperative_groups.h, reached through a namespace alias.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cooperative_groups.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

// Values HIP 5.2 has no (const) getter for compile too.
__device__ unsigned long long indices(const cg::thread_block &block, const cg::grid_group &grid) {
  return block.group_index().x + block.thread_index().y + grid.num_blocks() +
         grid.block_rank() + grid.block_index().z + grid.dim_blocks().x +
         grid.dim_threads().y + grid.group_dim().z + grid.thread_index().x;
}
// CHECK: return (dim3(blockIdx.x, blockIdx.y, blockIdx.z)).x + (dim3(threadIdx.x, threadIdx.y, threadIdx.z)).y + (((unsigned long long)gridDim.x * (gridDim.y * gridDim.z))) +

__global__ void groups(const int *in, int *out) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  cg::thread_group dynamicTile = cg::tiled_partition(block, 8);
  cg::coalesced_group active = cg::coalesced_threads();
  int v = in[grid.thread_rank()];
  v += tile.shfl(v, 0) + tile.shfl_up(v, 1) + tile.shfl_xor(v, 2) + tile.shfl_down(v, 4);
  tile.sync();
  dynamicTile.sync();
  cg::sync(block);
  dim3 bi = block.group_index();
  dim3 ti = block.thread_index();
  out[grid.thread_rank()] = v + (int)(bi.x + ti.x) + (int)active.size() +
                            (int)block.num_threads() + (int)grid.num_threads() +
                            (int)dynamicTile.thread_rank();
  // CHECK:                            (int)block.size() + (int)grid.size() +
  if (grid.is_valid())
    grid.sync();
}

// this_thread(), which HIP lacks, is the shim's tile of one thread.
__global__ void self(int *out) {
  cg::thread_block_tile<1> me = cg::this_thread();
  // CHECK:  cg::thread_block_tile<1> me = cg::cu2hip_this_thread();
  me.sync();
  out[me.thread_rank()] = (int)me.size() + me.shfl(out[0], 0);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
