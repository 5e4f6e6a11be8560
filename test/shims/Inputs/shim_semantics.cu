// What the shims stand in for, run on CUDA's own intrinsics and on the
// translation's shims: every line of output must be the same on both sides.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>
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

// Warp reductions and matches, over the whole warp and over the lanes a
// branch leaves running (a mask that names just those); values repeat so
// that matches find several lanes, and -0.0f and 0.0f must not match.
__global__ void warps(int *out, unsigned long long *masks) {
  unsigned r = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  int v = (int)(mix(r) % 7) - 3;
  unsigned u = mix(r + 11) % 5;
  int *o = out + 12 * r;
  unsigned long long *m = masks + 6 * r;
  int pred = -1;
  o[0] = __reduce_add_sync(0xffffffff, v);
  o[1] = __reduce_min_sync(0xffffffff, v);
  o[2] = __reduce_max_sync(0xffffffff, v);
  o[3] = (int)__reduce_add_sync(0xffffffff, u * 0x40000000u); // wraps
  o[4] = (int)__reduce_min_sync(0xffffffff, u);
  o[5] = (int)__reduce_max_sync(0xffffffff, u);
  o[6] = (int)__reduce_and_sync(0xffffffff, u | 8u);
  o[7] = (int)__reduce_or_sync(0xffffffff, u);
  o[8] = (int)__reduce_xor_sync(0xffffffff, u);
  m[0] = __match_any_sync(0xffffffff, v);
  m[1] = __match_any_sync(0xffffffff, (lane & 1) ? -0.0f : 0.0f);
  m[2] = __match_any_sync(0xffffffff, (unsigned long long)u << 40);
  m[3] = __match_all_sync(0xffffffff, (double)(threadIdx.x / 32), &pred);
  o[9] = pred;
  m[4] = __match_all_sync(0xffffffff, v, &pred);
  o[10] = pred;
  unsigned low = 0x0000ffff;
  m[5] = 0;
  o[11] = 0;
  if (lane < 16) {
    o[11] = __reduce_add_sync(low, v);
    m[5] = __match_any_sync(low, v);
  }
}

// atomicAdd on __half2 (two counters, each half its own sum) and on
// __nv_bfloat16 (four counters, two to a word); every addend is a power of
// two, so every partial sum is exact and the order does not matter.
__global__ void pairCounts(__half2 *pairs, __half2 *olds, __nv_bfloat16 *bf, float *bfOlds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 old = atomicAdd(&pairs[i & 1], __floats2half2_rn(0.5f, 1.0f));
  olds[i] = old;
  unsigned short bits = (unsigned short)(0x3f80u - 0x80u * (i & 3)); // 2^-k
  __nv_bfloat16 add = *(const __nv_bfloat16 *)&bits;
  __nv_bfloat16 before = atomicAdd(&bf[i & 3], add);
  unsigned int wide = (unsigned int)*(const unsigned short *)&before << 16;
  bfOlds[i] = *(const float *)&wide;
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
  int *dWarp;
  unsigned long long *dMasks;
  CHECK(cudaMalloc(&dWarp, 12 * kThreads * sizeof(int)));
  CHECK(cudaMalloc(&dMasks, 6 * kThreads * sizeof(unsigned long long)));
  warps<<<1, kThreads>>>(dWarp, dMasks);
  __half2 *dPairs, *dPairOlds;
  __nv_bfloat16 *dBf;
  float *dBfOlds;
  CHECK(cudaMalloc(&dPairs, 2 * sizeof(__half2)));
  CHECK(cudaMalloc(&dPairOlds, 4 * kThreads * sizeof(__half2)));
  CHECK(cudaMalloc(&dBf, 4 * sizeof(__nv_bfloat16)));
  CHECK(cudaMalloc(&dBfOlds, 4 * kThreads * sizeof(float)));
  CHECK(cudaMemset(dPairs, 0, 2 * sizeof(__half2)));
  CHECK(cudaMemset(dBf, 0, 4 * sizeof(__nv_bfloat16)));
  pairCounts<<<4, kThreads>>>(dPairs, dPairOlds, dBf, dBfOlds);
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
  static int hWarp[12 * kThreads];
  static unsigned long long hMasks[6 * kThreads];
  CHECK(cudaMemcpy(hWarp, dWarp, sizeof hWarp, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hMasks, dMasks, sizeof hMasks, cudaMemcpyDeviceToHost));
  for (int k = 0; k < 12; ++k)
    std::printf("warp[%d] = %d\n", k, hWarp[k]);
  for (int k = 0; k < 6; ++k)
    std::printf("mask[%d] = %016llx\n", k, hMasks[k]);
  std::printf("warp hash %016llx, masks hash %016llx\n", hash(hWarp, sizeof hWarp),
              hash(hMasks, sizeof hMasks));
  static __half2 hPairs[2], hPairOlds[4 * kThreads];
  static unsigned short hBf[4];
  static float hBfOlds[4 * kThreads];
  CHECK(cudaMemcpy(hPairs, dPairs, sizeof hPairs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hPairOlds, dPairOlds, sizeof hPairOlds, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hBf, dBf, sizeof hBf, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hBfOlds, dBfOlds, sizeof hBfOlds, cudaMemcpyDeviceToHost));
  double pairSums[4] = {0, 0, 0, 0}, bfSums[4] = {0, 0, 0, 0};
  for (int i = 0; i < 4 * kThreads; ++i) {
    pairSums[2 * (i & 1)] += __low2float(hPairOlds[i]);
    pairSums[2 * (i & 1) + 1] += __high2float(hPairOlds[i]);
    bfSums[i & 3] += hBfOlds[i];
  }
  for (int k = 0; k < 2; ++k)
    std::printf("half2 counter %d = %.9g %.9g, old values sums %.9g %.9g\n", k,
                __low2float(hPairs[k]), __high2float(hPairs[k]), pairSums[2 * k],
                pairSums[2 * k + 1]);
  for (int k = 0; k < 4; ++k)
    std::printf("bfloat16 counter %d = %04x, old values sum %.9g\n", k, hBf[k], bfSums[k]);
  // The old values come in any order: summed per counter, they are not.
  double oldSums[4] = {0, 0, 0, 0};
  for (int i = 0; i < 4 * kThreads; ++i)
    oldSums[i & 3] += __half2float(hOlds[i]);
  for (int k = 0; k < 4; ++k)
    std::printf("half counter %d = %.9g, old values sum %.9g\n", k,
                __half2float(hCounts[k]), oldSums[k]);
  return 0;
}
