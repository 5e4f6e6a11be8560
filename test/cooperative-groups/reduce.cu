// cooperative_groups::reduce and its function objects, which no HIP has,
// become the shim's, however they are named: through the namespace, an
// alias, or a using-directive. The shim is exact: nothing is reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK: // cu2hip: code for HIP {{.*}}
// CHECK-NEXT: #ifndef CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE
namespace cg = cooperative_groups;

__global__ void via_alias(int *out) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
  out[0] = cg::reduce(tile, out[1], cg::plus<int>());
  // CHECK:  out[0] = cg::cu2hip_reduce(tile, out[1], cg::cu2hip_plus<int>());
}

__global__ void qualified(int *out) {
  auto tile = cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block());
  out[0] = cooperative_groups::reduce(tile, out[1], cooperative_groups::greater<int>());
  // CHECK:  out[0] = cooperative_groups::cu2hip_reduce(tile, out[1], cooperative_groups::cu2hip_greater<int>());
}

using namespace cooperative_groups;
__global__ void via_using(int *out) {
  out[0] = reduce(tiled_partition<32>(this_thread_block()), out[1], plus<int>());
  // CHECK:  out[0] = cu2hip_reduce(tiled_partition<32>(this_thread_block()), out[1], cu2hip_plus<int>());
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
