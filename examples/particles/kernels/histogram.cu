// histogram.cu - speed histogram and maximum speed.
//
// Bin edges live in constant memory so that the bin search is a broadcast
// read. Each block builds a private histogram in shared memory with integer
// atomics and merges it into the global (managed) SimStats at the end.

#include <cstdio>

#include "cuda_check.h"
#include "device_math.cuh"
#include "launch.cuh"
#include "particles.h"

namespace particles {

__constant__ float c_bin_edges[kNumSpeedBins + 1];

namespace {

// Binary search in the constant-memory edge table. Speeds above the last edge
// land in the last bin.
__device__ int find_bin(float speed) {
  int lo = 0;
  int hi = kNumSpeedBins;
  while (hi - lo > 1) {
    const int mid = (lo + hi) >> 1;
    if (speed >= c_bin_edges[mid]) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}

}  // namespace

// Grid-stride loop; launched with a "persistent" grid sized to the machine.
__global__ void speed_histogram_kernel(const float2* __restrict__ vel, int n,
                                       SimStats* __restrict__ stats) {
  __shared__ int s_bins[kNumSpeedBins];
  __shared__ float s_warp_max[kBlockSize / 32];

  for (int b = threadIdx.x; b < kNumSpeedBins; b += blockDim.x) s_bins[b] = 0;
  __syncthreads();

  float local_max = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    const float speed = length(vel[i]);
    local_max = fmaxf(local_max, speed);
    atomicAdd(&s_bins[find_bin(speed)], 1);
  }

  // Block-wide max: butterfly within each warp, then warp 0 combines.
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  local_max = warp_reduce_max(local_max);
  if (lane == 0) s_warp_max[warp] = local_max;
  __syncthreads();

  if (warp == 0) {
    const int num_warps = blockDim.x >> 5;
    float m = lane < num_warps ? s_warp_max[lane] : 0.0f;
    m = warp_reduce_max(m);
    if (lane == 0) atomic_max_float(&stats->max_speed, m);
  }

  // Merge the block histogram; track the fullest bin as we go.
  for (int b = threadIdx.x; b < kNumSpeedBins; b += blockDim.x) {
    const int mine = s_bins[b];
    if (mine != 0) {
      const int total = atomicAdd(&stats->histogram[b], mine) + mine;
      atomicMax(&stats->max_bin_count, total);
    }
  }
}

void upload_speed_bins(float max_speed) {
  float edges[kNumSpeedBins + 1];
  for (int b = 0; b <= kNumSpeedBins; ++b) {
    edges[b] = max_speed * static_cast<float>(b) / kNumSpeedBins;
  }
  CUDA_CHECK(cudaMemcpyToSymbol(c_bin_edges, edges, sizeof(edges)));

  // Sanity check through the symbol's device address, the way the debug
  // tooling inspects constant banks.
  void* d_edges = nullptr;
  size_t symbol_size = 0;
  CUDA_CHECK(cudaGetSymbolAddress(&d_edges, c_bin_edges));
  CUDA_CHECK(cudaGetSymbolSize(&symbol_size, c_bin_edges));
  if (symbol_size != sizeof(edges)) {
    std::fprintf(stderr, "unexpected c_bin_edges size %zu\n", symbol_size);
    std::abort();
  }
  float last = 0.0f;
  CUDA_CHECK(cudaMemcpy(&last, static_cast<float*>(d_edges) + kNumSpeedBins,
                        sizeof(float), cudaMemcpyDeviceToHost));
  if (last != edges[kNumSpeedBins]) {
    std::fprintf(stderr, "constant bin edges did not upload correctly\n");
    std::abort();
  }
}

void launch_speed_histogram(const float2* vel, int n, SimStats* stats,
                            int sm_count, cudaStream_t stream) {
  const unsigned blocks = persistent_grid(n, sm_count);
  speed_histogram_kernel<<<blocks, kBlockSize, 0, stream>>>(vel, n, stats);
  CUDA_CHECK(cudaGetLastError());
}

}  // namespace particles
