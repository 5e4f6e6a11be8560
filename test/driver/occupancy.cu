// The driver's occupancy helpers take a callback giving the dynamic shared
// memory for a block size; HIP's take none. A call without one (NULL)
// drops it; a call with one keeps its CUDA name and is reported, since the
// amount it computes has to become a fixed one.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda.h>

static size_t perBlock(int threads) { return threads * sizeof(float); }

void sizes(CUfunction fn, int *grid, int *block) {
  cuOccupancyMaxPotentialBlockSize(grid, block, fn, NULL, 256, 0);
  // CHECK: hipModuleOccupancyMaxPotentialBlockSize(grid, block, fn, 256, 0);
  cuOccupancyMaxPotentialBlockSize(grid, block, fn, nullptr, 0, 1024);
  // CHECK: hipModuleOccupancyMaxPotentialBlockSize(grid, block, fn, 0, 1024);
  cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, fn, NULL, 512, 0, 0);
  // CHECK: hipModuleOccupancyMaxPotentialBlockSizeWithFlags(grid, block, fn, 512, 0, 0);
  cuOccupancyMaxPotentialBlockSize(grid, block, fn, perBlock, 0, 0);
  // CHECK: cuOccupancyMaxPotentialBlockSize(grid, block, fn, perBlock, 0, 0);
  // DIAG: .cu:[[@LINE-2]]:3: warning: 'cuOccupancyMaxPotentialBlockSize' left as is: {{.*}} argument 4 is 'perBlock': HIP has no block-size-to-dynamic-shared-memory callback parameter, so only calls without one (NULL) translate; {{.*}} [cu2hip-call-not-rewritten]
}
// DIAG: 1 warnings
