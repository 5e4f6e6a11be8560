// curand_pi.cu - Monte Carlo estimate of pi with both cuRAND APIs.
//
// Host API: a Philox generator fills a device buffer with uniforms in
// chunks; a counting kernel reads them as (x, y) pairs.
// Device API: every thread owns a curandStatePhilox4_32_10_t, initialised
// once, and draws four uniforms (two points) per curand_uniform4 call. The
// states persist in global memory across launches, as a long-running
// simulation would keep them.
#include <cmath>
#include <cstdio>

#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kBlock = 256;
constexpr unsigned long long kSeed = 1234ULL;

// Host API part.
constexpr size_t kChunkPoints = size_t{1} << 22;
constexpr int kChunks = 4;

// Device API part.
constexpr int kDeviceBlocks = 128;
constexpr int kDeviceThreads = kDeviceBlocks * kBlock;
constexpr int kDrawsPerLaunch = 64;  // curand_uniform4 calls per thread
constexpr int kDeviceLaunches = 2;

__device__ __forceinline__ unsigned inside(float x, float y) {
  return x * x + y * y <= 1.0f ? 1u : 0u;
}

// Adds the block's total of `count` to *hits.
__device__ void block_add(unsigned count, unsigned long long* hits) {
  __shared__ unsigned partial[kBlock];
  partial[threadIdx.x] = count;
  __syncthreads();
  for (int s = kBlock / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(hits, static_cast<unsigned long long>(partial[0]));
}

// xy holds n_points interleaved (x, y) pairs from curandGenerateUniform.
__global__ void count_pairs(const float2* __restrict__ xy, size_t n_points,
                            unsigned long long* hits) {
  unsigned count = 0;
  for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x;
       i < n_points; i += static_cast<size_t>(gridDim.x) * blockDim.x) {
    const float2 p = xy[i];
    count += inside(p.x, p.y);
  }
  block_add(count, hits);
}

__global__ void init_states(curandStatePhilox4_32_10_t* states,
                            unsigned long long seed) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  // Same seed, one subsequence per thread: independent streams.
  curand_init(seed, id, 0, &states[id]);
}

__global__ void sample_device(curandStatePhilox4_32_10_t* states, int draws,
                              unsigned long long* hits) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t local = states[id];
  unsigned count = 0;
  for (int i = 0; i < draws; ++i) {
    const float4 u = curand_uniform4(&local);
    count += inside(u.x, u.y) + inside(u.z, u.w);
  }
  states[id] = local;
  block_add(count, hits);
}

double pi_from(unsigned long long hits, unsigned long long points) {
  return 4.0 * static_cast<double>(hits) / static_cast<double>(points);
}

}  // namespace

int main() {
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  unsigned long long* d_hits;
  CUDA_CHECK(cudaMalloc(&d_hits, 2 * sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemsetAsync(d_hits, 0, 2 * sizeof(unsigned long long), stream));

  // --- host API -----------------------------------------------------------
  curandGenerator_t gen;
  CURAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  CURAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, kSeed));
  CURAND_CHECK(curandSetGeneratorOffset(gen, 0));
  CURAND_CHECK(curandSetStream(gen, stream));
  int version = 0;
  CURAND_CHECK(curandGetVersion(&version));
  std::printf("cuRAND %d\n", version);

  float* d_uniforms;
  CUDA_CHECK(cudaMalloc(&d_uniforms, 2 * kChunkPoints * sizeof(float)));
  for (int c = 0; c < kChunks; ++c) {
    // Each call continues the generator's sequence: chunks do not overlap.
    CURAND_CHECK(curandGenerateUniform(gen, d_uniforms, 2 * kChunkPoints));
    count_pairs<<<256, kBlock, 0, stream>>>(
        reinterpret_cast<const float2*>(d_uniforms), kChunkPoints, d_hits);
    CUDA_CHECK_LAST();
  }

  // --- device API ---------------------------------------------------------
  curandStatePhilox4_32_10_t* d_states;
  CUDA_CHECK(cudaMalloc(&d_states, kDeviceThreads * sizeof(*d_states)));
  init_states<<<kDeviceBlocks, kBlock, 0, stream>>>(d_states, kSeed);
  CUDA_CHECK_LAST();
  for (int l = 0; l < kDeviceLaunches; ++l) {
    sample_device<<<kDeviceBlocks, kBlock, 0, stream>>>(d_states,
                                                         kDrawsPerLaunch,
                                                         d_hits + 1);
    CUDA_CHECK_LAST();
  }

  unsigned long long hits[2];
  CUDA_CHECK(cudaMemcpyAsync(hits, d_hits, sizeof(hits), cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  const unsigned long long host_points =
      static_cast<unsigned long long>(kChunkPoints) * kChunks;
  const unsigned long long device_points =
      2ULL * kDeviceThreads * kDrawsPerLaunch * kDeviceLaunches;
  const double pi_host = pi_from(hits[0], host_points);
  const double pi_device = pi_from(hits[1], device_points);
  std::printf("  host API   : %llu points, pi ~ %.6f\n", host_points, pi_host);
  std::printf("  device API : %llu points, pi ~ %.6f\n", device_points, pi_device);

  // Standard error of the estimate is about 1.64 / sqrt(points), i.e. 4e-4
  // for 16M points and 6e-4 for 8M; 5e-3 leaves a wide margin.
  const double tol = 5e-3;
  bool ok = libex::report("pi, host API (Philox)",
                          std::fabs(pi_host - M_PI), tol);
  ok &= libex::report("pi, device API (Philox state)",
                      std::fabs(pi_device - M_PI), tol);

  CURAND_CHECK(curandDestroyGenerator(gen));
  CUDA_CHECK(cudaFree(d_uniforms));
  CUDA_CHECK(cudaFree(d_states));
  CUDA_CHECK(cudaFree(d_hits));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("curand_pi", ok);
}
