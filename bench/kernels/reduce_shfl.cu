// reduce_shfl: sum of 16M floats in two passes. Pass 1: a grid-stride loop
// per thread, a warp-shuffle tree, per-warp sums through shared memory, one
// partial sum per block. Pass 2: the same kernel on the partial sums, one
// block. No atomics, so the result does not depend on scheduling.
//
// Written with the 32-lane idioms of much real CUDA code (offsets from 16
// down, `% 32`, `/ 32`, one shared slot per lane of a 32-lane warp): cu2hip's
// wave64 analysis is expected to report them.
//
// Inputs in [0.5, 1.5), so no cancellation. Check on the 1024 partial sums
// and the total: |gpu - ref| <= 1e-6 + 1e-5 * |ref|. Each float sum has at
// most about 85 rounding steps in its longest chain (64 serial adds, 8 tree
// levels, then 4 + 8 more for the total): relative error < 85 * 2^-24 = 5e-6.
// One element lost or counted twice moves a partial sum (at most 24576) by at
// least 0.5, i.e. 2e-5 relative: caught.
#include "harness.cuh"

__inline__ __device__ float warpReduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// The block's sum, valid in thread 0.
__inline__ __device__ float blockReduceSum(float v) {
  __shared__ float warpSums[32];
  int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  v = warpReduceSum(v);
  if (lane == 0)
    warpSums[warp] = v;
  __syncthreads();
  v = (threadIdx.x < blockDim.x / 32) ? warpSums[lane] : 0.0f;
  if (warp == 0)
    v = warpReduceSum(v);
  return v;
}

__global__ void reduceSum(const float *__restrict__ in,
                          float *__restrict__ blockSums, int n) {
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0)
    blockSums[blockIdx.x] = sum;
}

int main() {
  const char *kKernel = "reduce_shfl";
  const int n = 1 << 24;
  const int kBlock = 256;
  const int kGrid = 1024;

  verify::Rng rng(0x7ed5c3);
  std::vector<float> in(n);
  verify::fillUniform1(in, rng, 0.5f);

  // Thread t of block b reads b * kBlock + t + k * kGrid * kBlock: element i
  // lands in block (i / kBlock) % kGrid.
  std::vector<double> refPartial(kGrid, 0.0);
  const float *pin = in.data();
  double *pp = refPartial.data();
  for (int i = 0; i < n; ++i)
    pp[(i / kBlock) % kGrid] += pin[i];
  std::vector<double> refTotal(1, 0.0);
  for (int b = 0; b < kGrid; ++b)
    refTotal[0] += pp[b];

  float *dIn = verify::deviceCopyOf(in);
  float *dPartial = verify::deviceAlloc<float>(kGrid);
  float *dTotal = verify::deviceAlloc<float>(1);

  verify::Timing t = verify::timeRepeats([&] {
    reduceSum<<<kGrid, kBlock>>>(dIn, dPartial, n);
    reduceSum<<<1, kBlock>>>(dPartial, dTotal, kGrid);
  });

  std::vector<float> partial = verify::hostCopyOf(dPartial, kGrid);
  std::vector<float> total = verify::hostCopyOf(dTotal, 1);
  verify::Check c;
  verify::checkClose(c, "partial", partial, refPartial, 1e-6, 1e-5);
  verify::checkClose(c, "total", total, refTotal, 1e-6, 1e-5);
  verify::dump(kKernel, "partial", partial);
  verify::dump(kKernel, "total", total);

  VERIFY_CUDA(cudaFree(dIn));
  VERIFY_CUDA(cudaFree(dPartial));
  VERIFY_CUDA(cudaFree(dTotal));
  return verify::report(kKernel, c, t);
}
