// What HIP's cooperative groups lack is reported wherever it is named:
// through the namespace, a namespace alias, or a using-directive.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NOT: #include
// DIAG: {{.*}}.cu:[[@LINE-4]]:11: warning: 'cooperative_groups/scan.h' translated to 'hip/hip_cooperative_groups.h': HIP 5.2 only provides the base cooperative groups API; inclusive_scan and exclusive_scan have no HIP equivalent [cu2hip-api-semantics]
namespace cg = cooperative_groups;

__global__ void via_alias(int *out) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  out[0] = cg::inclusive_scan(tile, out[1]);
  // CHECK:  out[0] = cg::inclusive_scan(tile, out[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:16: warning: 'cooperative_groups::inclusive_scan' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

__global__ void qualified(int *out) {
  auto tile = cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block());
  out[0] = cooperative_groups::exclusive_scan(tile, out[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:32: warning: 'cooperative_groups::exclusive_scan' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

using namespace cooperative_groups;
__global__ void via_using(int *out) {
  grid_group grid = this_grid();
  out[0] = inclusive_scan(tiled_partition<32>(this_thread_block()), out[1]) + grid.cluster_rank();
  // CHECK:  out[0] = inclusive_scan(tiled_partition<32>(this_thread_block()), out[1]) + grid.cluster_rank();
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:12: warning: 'cooperative_groups::inclusive_scan' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:84: warning: 'cooperative_groups::grid_group::cluster_rank' has no HIP equivalent: HIP has no thread-block clusters [cu2hip-unsupported-api]
}

__global__ void vote(unsigned long long *out, int v) {
  out[0] = tiled_partition<32>(this_thread_block()).ballot(v);
  // CHECK:  out[0] = tiled_partition<32>(this_thread_block()).ballot(v);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:53: warning: 'cooperative_groups::thread_block_tile::ballot': HIP returns a 64-bit unsigned long long lane mask instead of a 32-bit unsigned int; check code that stores or shifts the mask [cu2hip-api-semantics]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
