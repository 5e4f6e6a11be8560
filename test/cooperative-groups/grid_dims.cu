// grid_group's index and size getters, which HIP 5.2's grid_group lacks
// (and whose group_dim() in later HIP is the block's size, not the grid's,
// as CUDA's is), are written as their values from the built-in variables
// in every target. thread_block's group_index() and thread_index() are
// static from HIP 5.7; before it they are not const, so they are written as
// values too, which a const block can call.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t52.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t52.err
// RUN: %cu2hip %t.cu -o - --hip-version 5.7 2>/dev/null | FileCheck %s --check-prefix=NEW --match-full-lines

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ unsigned firstIndex(const cg::thread_block &block) {
  return block.group_index().x + block.thread_index().y;
}
// CHECK: return (dim3(blockIdx.x, blockIdx.y, blockIdx.z)).x + (dim3(threadIdx.x, threadIdx.y, threadIdx.z)).y;
// NEW: return block.group_index().x + block.thread_index().y;

__global__ void k(unsigned long long *out) {
  cg::grid_group grid = cg::this_grid();
  out[0] = grid.num_blocks() + grid.block_rank();
  out[1] = grid.block_index().x + grid.dim_blocks().y + grid.group_dim().z;
  out[2] = grid.dim_threads().x + grid.thread_index().x;
}
// CHECK: out[0] = (((unsigned long long)gridDim.x * (gridDim.y * gridDim.z))) + (((unsigned long long)blockIdx.z * gridDim.y * gridDim.x + (unsigned long long)blockIdx.y * gridDim.x + blockIdx.x));
// CHECK-NEXT: out[1] = (dim3(blockIdx.x, blockIdx.y, blockIdx.z)).x + (dim3(gridDim.x, gridDim.y, gridDim.z)).y + (dim3(gridDim.x, gridDim.y, gridDim.z)).z;
// CHECK-NEXT: out[2] = (dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z)).x + (dim3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y, blockIdx.z * blockDim.z + threadIdx.z)).x;
// NEW: out[1] = (dim3(blockIdx.x, blockIdx.y, blockIdx.z)).x + (dim3(gridDim.x, gridDim.y, gridDim.z)).y + (dim3(gridDim.x, gridDim.y, gridDim.z)).z;
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
