// Tiles partitioned from tiles build with Debian's hipcc for HIP 5.2 and
// gfx90a through the shim the translation brings in (HIP 5.2 alone fails:
// implicit instantiation of undefined template tiled_partition_internal),
// with their shuffles, reductions and meta groups, and tiles of tiles of
// tiles; the dynamic tiled_partition of a tile is HIP's own.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --check-prefix=SHIM --input-file=%t.hip
// SHIM: {{^}}#define CU2HIP_SHIM_TILES_OF_TILES{{$}}
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tiles(int *out) {
  cg::thread_block block = cg::this_thread_block();
  auto t32 = cg::tiled_partition<32>(block);
  auto t8 = cg::tiled_partition<8>(t32);
  auto t2 = cg::tiled_partition<2>(t8);
  cg::thread_block_tile<4> erased = cg::tiled_partition<4>(t32);
  cg::thread_group dynamic = cg::tiled_partition(t32, 4);
  int v = (int)block.thread_rank();
  v += t8.shfl_down(v, 1) + t2.shfl_xor(v, 1) + erased.shfl(v, 0);
  v += cg::reduce(t8, v, cg::plus<int>()) + cg::reduce(t2, v, cg::greater<int>());
  t8.sync();
  dynamic.sync();
  out[block.thread_rank()] = v + (int)(t8.meta_group_rank() * 100 + t8.meta_group_size()) +
                             (int)t2.meta_group_rank() + (int)dynamic.thread_rank();
}
