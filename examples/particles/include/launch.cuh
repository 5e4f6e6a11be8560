// launch.cuh - launch-configuration helpers and launch macros.
//
// The macros keep the common "one thread per element" launches short:
//   LAUNCH(init_kernel, n, d_out, n, seed);                // default stream
//   LAUNCH_STREAM(step_kernel, n, stream, d_pos, d_vel, n); // given stream
#pragma once

#include <cuda_runtime.h>

#include "cuda_check.h"
#include "particles.h"

namespace particles {

inline unsigned grid_for(long long n, int block = kBlockSize) {
  return static_cast<unsigned>((n + block - 1) / block);
}

// Grid-stride kernels: enough blocks to fill the machine a few times over,
// but never more than the data needs.
inline unsigned persistent_grid(long long n, int sm_count, int blocks_per_sm = 4,
                                int block = kBlockSize) {
  const unsigned needed = grid_for(n, block);
  const unsigned cap = static_cast<unsigned>(sm_count * blocks_per_sm);
  return needed < cap ? needed : cap;
}

}  // namespace particles

#define LAUNCH(k, n, ...)                                                   \
  do {                                                                      \
    k<<<::particles::grid_for(n), ::particles::kBlockSize>>>(__VA_ARGS__);  \
    CUDA_CHECK(cudaGetLastError());                                         \
  } while (0)

#define LAUNCH_STREAM(k, n, stream, ...)                                    \
  do {                                                                      \
    k<<<::particles::grid_for(n), ::particles::kBlockSize, 0, (stream)>>>(  \
        __VA_ARGS__);                                                       \
    CUDA_CHECK(cudaGetLastError());                                         \
  } while (0)
