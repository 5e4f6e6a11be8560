// thread_block::dim_threads() and group_dim() are blockDim; HIP's
// thread_block has group_dim() from 6.3. Before it the call is written as
// its value, where the block is a plain name; elsewhere it is reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t52.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t52.err
// RUN: %cu2hip %t.cu -o - --hip-version 6.3 2>/dev/null | FileCheck %s --check-prefix=NEW --match-full-lines

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void k(unsigned *out) {
  cg::thread_block block = cg::this_thread_block();
  out[0] = block.dim_threads().x * block.dim_threads().y;
  out[1] = cg::this_thread_block().dim_threads().z;
}
// CHECK: out[0] = (dim3(blockDim.x, blockDim.y, blockDim.z)).x * (dim3(blockDim.x, blockDim.y, blockDim.z)).y;
// CHECK-NEXT: out[1] = cg::this_thread_block().dim_threads().z;
// DIAG52: {{.*}}.cu:15:36: warning: 'cooperative_groups::thread_block::dim_threads' is 'dim3(blockDim.x, blockDim.y, blockDim.z)' in HIP 5.2, but the object before it is not a plain name, or the access is written or its address taken: write the value in by hand [cu2hip-unsupported-in-target]
// DIAG52-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
// NEW: out[0] = block.group_dim().x * block.group_dim().y;
// NEW-NEXT: out[1] = cg::this_thread_block().group_dim().z;
