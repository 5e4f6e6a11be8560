// reduce.cu - physics reductions over the whole particle set.
//
//  * kinetic_energy_kernel: classic shared-memory reduction with a dynamic
//    (extern) shared buffer sized at launch time, one float atomic per block.
//  * center_of_mass_kernel: the same idea written with cooperative groups,
//    reducing inside 32-wide tiles with tile.shfl_down().

#include <cooperative_groups.h>

#include "cuda_check.h"
#include "device_math.cuh"
#include "launch.cuh"
#include "particles.h"

namespace cg = cooperative_groups;

namespace particles {

__global__ void kinetic_energy_kernel(const float2* __restrict__ vel,
                                      const float* __restrict__ mass, int n,
                                      SimStats* __restrict__ stats) {
  // blockDim.x floats; blockDim.x must be a power of two >= 64.
  extern __shared__ float s_energy[];

  const int tid = threadIdx.x;
  const int i = blockIdx.x * blockDim.x + tid;
  float e = 0.0f;
  if (i < n) {
    const float2 v = vel[i];
    e = 0.5f * __ldg(&mass[i]) * dot(v, v);
  }
  s_energy[tid] = e;
  __syncthreads();

  for (int stride = blockDim.x / 2; stride > 32; stride >>= 1) {
    if (tid < stride) s_energy[tid] += s_energy[tid + stride];
    __syncthreads();
  }

  if (tid < 32) {
    float v = s_energy[tid] + s_energy[tid + 32];
    v = warp_reduce_sum(v);
    if (tid == 0) atomicAdd(&stats->kinetic_energy, v);
  }
}

__global__ void center_of_mass_kernel(const float2* __restrict__ pos,
                                      const float* __restrict__ mass, int n,
                                      SimStats* __restrict__ stats) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

  float mx = 0.0f;
  float my = 0.0f;
  for (int i = blockIdx.x * blockDim.x + block.thread_rank(); i < n;
       i += gridDim.x * blockDim.x) {
    const float m = __ldg(&mass[i]);
    const float2 p = pos[i];
    mx += m * p.x;
    my += m * p.y;
  }

  for (int offset = tile.size() / 2; offset > 0; offset /= 2) {
    mx += tile.shfl_down(mx, offset);
    my += tile.shfl_down(my, offset);
  }

  // One atomic pair per tile is cheap enough here; no need for a second
  // shared-memory stage.
  if (tile.thread_rank() == 0) {
    atomicAdd(&stats->com_x, mx);
    atomicAdd(&stats->com_y, my);
  }
}

void launch_kinetic_energy(const float2* vel, const float* mass, int n,
                           SimStats* stats, cudaStream_t stream) {
  const int block = kBlockSize;
  const size_t shmem = block * sizeof(float);
  kinetic_energy_kernel<<<grid_for(n, block), block, shmem, stream>>>(
      vel, mass, n, stats);
  CUDA_CHECK(cudaGetLastError());
}

void launch_center_of_mass(const float2* pos, const float* mass, int n,
                           SimStats* stats, cudaStream_t stream) {
  int device = 0;
  int sm_count = 0;
  CUDA_CHECK(cudaGetDevice(&device));
  CUDA_CHECK(cudaDeviceGetAttribute(&sm_count, cudaDevAttrMultiProcessorCount,
                                    device));
  center_of_mass_kernel<<<persistent_grid(n, sm_count), kBlockSize, 0,
                          stream>>>(pos, mass, n, stats);
  CUDA_CHECK(cudaGetLastError());
}

}  // namespace particles
