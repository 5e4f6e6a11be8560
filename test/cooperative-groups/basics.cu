// Cooperative groups keep their names in HIP; the header is renamed, and a
// namespace alias changes nothing. num_threads() is size() in HIP.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-
// RUN: %cu2hip %t.cu -o - 2>%t.new.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.new.err --implicit-check-not=cu2hip-

#include <cooperative_groups.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;
// CHECK: namespace cg = cooperative_groups;

__global__ void tiles(int *out) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK:  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  // CHECK:  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = out[block.thread_rank()];
  // CHECK:  int v = out[block.thread_rank()];
  for (int d = tile.size() / 2; d > 0; d /= 2)
    v += tile.shfl_down(v, d);
  // CHECK:  for (int d = tile.size() / 2; d > 0; d /= 2)
  // CHECK-NEXT:    v += tile.shfl_down(v, d);
  v = tile.shfl(v, 0) + tile.shfl_xor(v, 1) + tile.shfl_up(v, 1);
  // CHECK:  v = tile.shfl(v, 0) + tile.shfl_xor(v, 1) + tile.shfl_up(v, 1);
  block.sync();
  // CHECK:  block.sync();
  tile.sync();
  // CHECK:  tile.sync();
  cg::sync(block);
  // CHECK:  cg::sync(block);
  out[tile.thread_rank()] = v + block.num_threads() + tile.num_threads();
  // CHECK:  out[tile.thread_rank()] = v + block.size() + tile.size();
}

__global__ void groups(int *out) {
  cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  // CHECK:  cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  grid.sync();
  // CHECK:  grid.sync();
  cg::coalesced_group active = cg::coalesced_threads();
  // CHECK:  cg::coalesced_group active = cg::coalesced_threads();
  cg::thread_group tile4 = cg::tiled_partition(cg::this_thread_block(), 4);
  // CHECK:  cg::thread_group tile4 = cg::tiled_partition(cg::this_thread_block(), 4);
  out[0] = active.size() + tile4.thread_rank() + (grid.is_valid() ? 1 : 0);
  // CHECK:  out[0] = active.size() + tile4.thread_rank() + (grid.is_valid() ? 1 : 0);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
