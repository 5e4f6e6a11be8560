// Device APIs no HIP version has (__dp4a, __dp2a_*, cooperative_groups::
// reduce and its function objects) become shims for every target; a tile's
// meta_group_rank()/meta_group_size(), which HIP 6.2 added, become calls of
// a shim on the tile below 6.2 (reported: the shim assumes the tile was
// partitioned from the block). A reduce that argument-dependent lookup finds
// in CUDA's `details` namespace is the same API.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.2 2>%t.62.err | FileCheck %s --check-prefix=NEW --match-full-lines
// RUN: FileCheck %s --check-prefix=NEWDIAG --input-file=%t.62.err
// Without a parse, the distinctive names still go, and so do generic ones
// (reduce, greater) that a CUDA namespace qualifies; unqualified generic
// names are left, as --no-ast promises.
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 5.2 2>/dev/null | FileCheck %s --check-prefix=TOKENS
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct Tiles { cg::thread_block_tile<16> *rows[2]; };

__global__ void k(int *out, const int *in, Tiles t) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  cg::thread_block_tile<32> *p = &tile;
  int v = in[block.thread_rank()];
  int s = cg::reduce(tile, v, cg::plus<int>());
  int m = cooperative_groups::reduce(tile, v, cooperative_groups::greater<int>());
  using namespace cooperative_groups;
  int x = reduce(tile, (unsigned)v, bit_xor<unsigned>());
  int d = __dp4a(v, v, 1) + __dp2a_lo(v, v, 2) + __dp2a_hi(v, v, 3);
  out[tile.meta_group_rank()] = s + m + x + d + p->meta_group_size();
  out[0] = t.rows[0]->meta_group_rank();
}

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: // cu2hip: code for HIP 5.2, which lacks the names below (see docs/api/shims.md)
// CHECK-NEXT: #ifndef CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE
// CHECK-NEXT: #define CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: namespace cooperative_groups {
// CHECK: #ifndef CU2HIP_SHIM_INTEGER_DOT_PRODUCTS
// CHECK: #ifndef CU2HIP_SHIM_TILE_META_GROUPS
// CHECK: namespace cg = cooperative_groups;
// CHECK:   int s = cg::cu2hip_reduce(tile, v, cg::cu2hip_plus<int>());
// CHECK-NEXT:   int m = cooperative_groups::cu2hip_reduce(tile, v, cooperative_groups::cu2hip_greater<int>());
// CHECK-NEXT:   using namespace cooperative_groups;
// CHECK-NEXT:   int x = cu2hip_reduce(tile, (unsigned)v, cu2hip_bit_xor<unsigned>());
// CHECK-NEXT:   int d = cu2hip_dp4a(v, v, 1) + cu2hip_dp2a_lo(v, v, 2) + cu2hip_dp2a_hi(v, v, 3);
// CHECK-NEXT:   out[cu2hip_meta_group_rank(tile)] = s + m + x + d + cu2hip_meta_group_size(*p);
// CHECK-NEXT:   out[0] = t.rows[0]->meta_group_rank();

// DIAG-NOT: cu2hip_reduce
// DIAG-NOT: dp4a
// DIAG: {{.*}}.cu:[[#LINE:]]:12: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' translated to 'cu2hip_meta_group_rank', from a shim cu2hip writes into this file (HIP 5.2 has no 'cooperative_groups::thread_block_tile::meta_group_rank'): HIP's tiles have no meta_group_rank() or meta_group_size() before 6.2; {{.*}} [cu2hip-api-semantics]
// DIAG: {{.*}}.cu:[[#LINE]]:{{[0-9]+}}: warning: 'cooperative_groups::thread_block_tile::meta_group_size' translated to 'cu2hip_meta_group_size'{{.*}} [cu2hip-api-semantics]
// DIAG: {{.*}}.cu:[[#LINE+1]]:23: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' translated to 'cu2hip_meta_group_rank'{{.*}} [cu2hip-api-semantics]
// DIAG-NEXT: {{.*}}.cu:[[#LINE+1]]:23: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' is 'cu2hip_meta_group_rank' in HIP 5.2, but the object before it is not a plain name, or the access is written or its address taken: write the call in by hand [cu2hip-unsupported-in-target]

// NEW-NOT: CU2HIP_SHIM_TILE_META_GROUPS
// NEW: #ifndef CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE
// NEW:   out[tile.meta_group_rank()] = s + m + x + d + p->meta_group_size();
// NEWDIAG-NOT: meta_group

// TOKENS:   int m = cooperative_groups::cu2hip_reduce(tile, v, cooperative_groups::cu2hip_greater<int>());
// TOKENS:   int d = cu2hip_dp4a(v, v, 1) + cu2hip_dp2a_lo(v, v, 2) + cu2hip_dp2a_hi(v, v, 3);
