// Tile members HIP added in 6.2 are kept, and reported below it; the meta
// groups have a shim there, reported too (it assumes the block is the parent).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t52.err | FileCheck %s --check-prefixes=CHECK,CHECK52 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t52.err
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --check-prefixes=CHECK,CHECKNEW --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(unsigned long long *out, int v) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  out[0] = tile.meta_group_rank();
  // CHECK52:  out[0] = cu2hip_meta_group_rank(tile);
  // CHECKNEW:  out[0] = tile.meta_group_rank();
  // DIAG52: {{.*}}.cu:[[@LINE-3]]:17: warning: 'cooperative_groups::thread_block_tile::meta_group_rank' translated to 'cu2hip_meta_group_rank', from a shim cu2hip writes into this file (HIP 5.2 has no 'cooperative_groups::thread_block_tile::meta_group_rank'): {{.+}} [cu2hip-api-semantics]
  out[1] = tile.any(v) + tile.all(v);
  // CHECK:  out[1] = tile.any(v) + tile.all(v);
  // DIAG52-NEXT: {{.*}}.cu:[[@LINE-2]]:17: warning: 'cooperative_groups::thread_block_tile::any' maps to {{.+}}, added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // DIAG52-NEXT: {{.*}}.cu:[[@LINE-3]]:31: warning: 'cooperative_groups::thread_block_tile::all' maps to {{.+}}, added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
}
// DIAG52-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
