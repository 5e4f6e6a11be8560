// cooperative_groups::this_thread(), which no HIP has, becomes the shim's
// tile of one thread, however it is named. The shim is exact: nothing is
// reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cooperative_groups.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK: #ifndef CU2HIP_SHIM_THIS_THREAD
// CHECK: __device__ static inline thread_block_tile<1> cu2hip_this_thread() {
namespace cg = cooperative_groups;

__global__ void via_alias(int *out) {
  cg::thread_block_tile<1> self = cg::this_thread();
  // CHECK:  cg::thread_block_tile<1> self = cg::cu2hip_this_thread();
  out[0] = self.thread_rank();
}

__global__ void qualified(int *out) {
  auto self = cooperative_groups::this_thread();
  // CHECK:  auto self = cooperative_groups::cu2hip_this_thread();
  self.sync();
}

using namespace cooperative_groups;
__global__ void via_using(int *out) { out[0] = this_thread().size(); }
// CHECK: __global__ void via_using(int *out) { out[0] = cu2hip_this_thread().size(); }
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
