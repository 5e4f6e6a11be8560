// From tokens alone (--no-ast, or a file that does not parse), a generic
// name qualified by an alias of a CUDA namespace is CUDA's: cg::reduce
// becomes the shim's, as it does with the AST (reduce.cu). A user's own
// namespace of the same shape is left alone.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --no-ast 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
// CHECK: #ifndef CU2HIP_SHIM_COOPERATIVE_GROUPS_REDUCE
namespace cg = cooperative_groups;
namespace mine { template <class T> struct plus {}; }
namespace my = mine;

__global__ void via_alias(int *out) {
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  out[0] = cg::reduce(tile, out[1], cg::plus<int>());
  my::plus<int> p;
}
// CHECK: out[0] = cg::cu2hip_reduce(tile, out[1], cg::cu2hip_plus<int>());
// CHECK-NEXT: my::plus<int> p;
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
