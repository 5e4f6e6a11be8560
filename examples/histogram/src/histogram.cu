// Per-warp privatised histograms of 8-bit pixels.
#include "warp_utils.cuh"

constexpr int BINS = 256;
constexpr int WARPS_PER_BLOCK = 8;

__global__ void histogram(const unsigned char *pixels, int n, unsigned *bins) {
  __shared__ unsigned warp_bins[WARPS_PER_BLOCK][BINS];
  unsigned warp = threadIdx.x >> 5;
  for (int b = threadIdx.x; b < WARPS_PER_BLOCK * BINS; b += blockDim.x)
    (&warp_bins[0][0])[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&warp_bins[warp][pixels[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
    unsigned total = 0;
    for (int w = 0; w < WARPS_PER_BLOCK; ++w)
      total += warp_bins[w][b];
    atomicAdd(&bins[b], total);
  }
}

// Marks each warp in which every lane saw a saturated pixel.
__global__ void saturated_warps(const unsigned char *pixels, int n,
                                int *flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool saturated = i < n && pixels[i] == 255;
  unsigned mask = __ballot_sync(FULL_MASK, saturated);
  if (mask == 0xffffffff && lane_id() == 0)
    flags[i / 32] = 1;
  if (count_true(saturated) > 16 && (threadIdx.x & 31) == 0)
    atomicAdd(&flags[i / 32], 2);
}

// Device-wide byte sum, accumulated with a PTX reduction.
__global__ void byte_total(const unsigned char *pixels, int n, float *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = pixels[i];
    asm volatile("red.global.add.f32 [%0], %1;" ::"l"(total), "f"(v));
  }
}
