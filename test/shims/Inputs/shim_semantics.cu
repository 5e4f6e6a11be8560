// What the shims stand in for, run on CUDA's own intrinsics and on the
// translation's shims: every line of output must be the same on both sides.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdlib>
namespace cg = cooperative_groups;

constexpr int kThreads = 256;

__device__ unsigned mix(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  return x ^ (x >> 16);
}

// Sixteen results per thread from the dot-product intrinsics, every overload.
__global__ void dots(int *out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = mix(t + 1), b = mix(t + 7777), c = mix(t + 99);
  int *o = out + 16 * t;
  o[0] = __dp4a((int)a, (int)b, (int)c);
  o[1] = (int)__dp4a(a, b, c);
  o[2] = __dp4a(*(char4 *)&a, *(char4 *)&b, (int)c);
  o[3] = (int)__dp4a(*(uchar4 *)&a, *(uchar4 *)&b, c);
  o[4] = __dp2a_lo((int)a, (int)b, (int)c);
  o[5] = __dp2a_hi((int)a, (int)b, (int)c);
  o[6] = (int)__dp2a_lo(a, b, c);
  o[7] = (int)__dp2a_hi(a, b, c);
  o[8] = __dp2a_lo(*(short2 *)&a, *(char4 *)&b, (int)c);
  o[9] = __dp2a_hi(*(short2 *)&a, *(char4 *)&b, (int)c);
  o[10] = (int)__dp2a_lo(*(ushort2 *)&a, *(uchar4 *)&b, c);
  o[11] = (int)__dp2a_hi(*(ushort2 *)&a, *(uchar4 *)&b, c);
  o[12] = __dp4a(0x7f7f7f7f, 0x7f7f7f7f, 0x7fffffff); // wraps
  o[13] = __dp4a((int)0x80808080, (int)0x80808080, 0);
  o[14] = __dp2a_lo((int)0x80008000, (int)0x80808080, (int)0x80000000);
  o[15] = (int)__dp4a(0xffffffffU, 0xffffffffU, 0xffffffffU);
}

// Reductions over tiles of 32, 16 and 4 threads and over the threads a
// branch leaves active; each thread writes what it got.
template <unsigned Size>
__device__ void tileReductions(cg::thread_block block, int *out, float *fout) {
  cg::thread_block_tile<Size> tile = cg::tiled_partition<Size>(block);
  unsigned r = block.thread_rank();
  int v = (int)(mix(r + Size) % 2001) - 1000;
  float f = (float)v / 7.0f;
  out[0] = cg::reduce(tile, v, cg::plus<int>());
  out[1] = cg::reduce(tile, v, cg::less<int>());
  out[2] = cg::reduce(tile, v, cg::greater<int>());
  out[3] = (int)cg::reduce(tile, (unsigned)v, cg::bit_and<unsigned>());
  out[4] = (int)cg::reduce(tile, (unsigned)v, cg::bit_or<unsigned>());
  out[5] = (int)cg::reduce(tile, (unsigned)v, cg::bit_xor<unsigned>());
  out[6] = (int)tile.meta_group_rank();
  out[7] = (int)tile.meta_group_size();
  fout[0] = cg::reduce(tile, f, cg::plus<float>());
  fout[1] = cg::reduce(tile, f, cg::greater<float>());
}

__global__ void reductions(int *out, float *fout) {
  cg::thread_block block = cg::this_thread_block();
  unsigned r = block.thread_rank();
  tileReductions<32>(block, out + 8 * (3 * r), fout + 2 * (3 * r));
  tileReductions<16>(block, out + 8 * (3 * r + 1), fout + 2 * (3 * r + 1));
  tileReductions<4>(block, out + 8 * (3 * r + 2), fout + 2 * (3 * r + 2));
}

__global__ void coalesced(int *out, float *fout) {
  unsigned r = threadIdx.x;
  out[r] = -1;
  fout[r] = -1.0f;
  if (mix(r) % 3 != 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    out[r] = cg::reduce(active, (int)(mix(r + 5) % 100), cg::plus<int>());
    fout[r] = cg::reduce(active, (float)(mix(r + 9) % 1000) / 3.0f, cg::plus<float>());
  }
}

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t e = (call);                                                  \
    if (e != cudaSuccess) {                                                  \
      std::printf("%s failed: %s\n", #call, cudaGetErrorString(e));          \
      return 1;                                                              \
    }                                                                        \
  } while (0)

// atomicAdd on single halves: four counters, two to a 32-bit word; the
// threads of counter k all add 0.5 * (k + 1), so every partial sum is exact
// in half and the old values returned are the same set in any order.
__global__ void halfCounts(__half *counts, __half *olds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  olds[i] = atomicAdd(&counts[i & 3], __float2half(0.5f * ((i & 3) + 1)));
}

int main() {
  const int dotCount = 16 * kThreads * 4;
  const int redCount = 8 * 3 * kThreads, fCount = 2 * 3 * kThreads;
  int *dDots, *dRed, *dCo;
  float *dF, *dCoF;
  CHECK(cudaMalloc(&dDots, dotCount * sizeof(int)));
  CHECK(cudaMalloc(&dRed, redCount * sizeof(int)));
  CHECK(cudaMalloc(&dF, fCount * sizeof(float)));
  CHECK(cudaMalloc(&dCo, kThreads * sizeof(int)));
  CHECK(cudaMalloc(&dCoF, kThreads * sizeof(float)));
  __half *dCounts, *dOlds;
  CHECK(cudaMalloc(&dCounts, 4 * sizeof(__half)));
  CHECK(cudaMalloc(&dOlds, 4 * kThreads * sizeof(__half)));
  CHECK(cudaMemset(dCounts, 0, 4 * sizeof(__half)));
  halfCounts<<<4, kThreads>>>(dCounts, dOlds);
  dots<<<4, kThreads>>>(dDots);
  reductions<<<1, kThreads>>>(dRed, dF);
  coalesced<<<1, kThreads>>>(dCo, dCoF);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  static int hDots[dotCount], hRed[redCount], hCo[kThreads];
  static float hF[fCount], hCoF[kThreads];
  CHECK(cudaMemcpy(hDots, dDots, sizeof hDots, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hRed, dRed, sizeof hRed, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hF, dF, sizeof hF, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hCo, dCo, sizeof hCo, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hCoF, dCoF, sizeof hCoF, cudaMemcpyDeviceToHost));
  static __half hCounts[4], hOlds[4 * kThreads];
  CHECK(cudaMemcpy(hCounts, dCounts, sizeof hCounts, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hOlds, dOlds, sizeof hOlds, cudaMemcpyDeviceToHost));
  // Whole arrays are hashed, each on its own; a few values are printed.
  auto hash = [](const void *p, size_t n) {
    unsigned long long h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; ++i)
      h = (h ^ ((const unsigned char *)p)[i]) * 1099511628211ULL;
    return h;
  };
  for (int k = 0; k < 16; ++k)
    std::printf("dot[%d] = %d\n", k, hDots[k]);
  std::printf("dots hash %016llx\n", hash(hDots, sizeof hDots));
  for (int k = 0; k < 24; ++k)
    std::printf("reduce[%d] = %d\n", k, hRed[k]);
  std::printf("reduce hash %016llx\n", hash(hRed, sizeof hRed));
  std::printf("float reduce %.9g %.9g, hash %016llx\n", hF[0], hF[1], hash(hF, sizeof hF));
  std::printf("coalesced %d %d, hash %016llx\n", hCo[0], hCo[1], hash(hCo, sizeof hCo));
  std::printf("coalesced float %.9g %.9g, hash %016llx\n", hCoF[0], hCoF[1],
              hash(hCoF, sizeof hCoF));
  // The old values come in any order: summed per counter, they are not.
  double oldSums[4] = {0, 0, 0, 0};
  for (int i = 0; i < 4 * kThreads; ++i)
    oldSums[i & 3] += __half2float(hOlds[i]);
  for (int k = 0; k < 4; ++k)
    std::printf("half counter %d = %.9g, old values sum %.9g\n", k,
                __half2float(hCounts[k]), oldSums[k]);
  return 0;
}
