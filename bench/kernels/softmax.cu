// softmax: row-wise, numerically stable softmax of an 8192 x 1000 float
// matrix, one block per row: the row's maximum (block reduction), the sum of
// exp(x - max) (block reduction), then exp(x - max) / sum. The block
// reductions shuffle within a warp and meet through one shared slot per
// warp; offsets and lanes come from warpSize, so they hold for 32- and
// 64-lane warps. The row length is not a multiple of the block.
//
// Check: |gpu - ref| <= 1e-9 + 1e-5 * |ref|, reference in double. Logits lie
// in [-8, 8]: x - max (at most 16) is rounded to float with an absolute
// error <= 1e-6, which is exp's relative error; expf adds a few ulp and the
// sum's rounding about 1e-6, so outputs are within about 3e-6. Outputs go
// down to about 2e-9, hence the tiny atol.
#include "harness.cuh"

const int kBlock = 256;
// Slots for per-warp partials: a block has the most warps when they have 32
// lanes.
const int kMaxWarps = kBlock / 32;

__device__ float warpAllReduceMax(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, offset));
  return v;
}

__device__ float warpAllReduceSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffff, v, offset);
  return v;
}

// Block-wide maximum, returned to every thread (blockDim.x a multiple of
// warpSize, at most kBlock).
__device__ float blockAllReduceMax(float v) {
  __shared__ float partial[kMaxWarps];
  const int lane = threadIdx.x % warpSize;
  const int warp = threadIdx.x / warpSize;
  const int numWarps = blockDim.x / warpSize;
  v = warpAllReduceMax(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  v = warpAllReduceMax(lane < numWarps ? partial[lane] : -INFINITY);
  __syncthreads(); // partial is rewritten by the next call
  return v;
}

// Block-wide sum, returned to every thread.
__device__ float blockAllReduceSum(float v) {
  __shared__ float partial[kMaxWarps];
  const int lane = threadIdx.x % warpSize;
  const int warp = threadIdx.x / warpSize;
  const int numWarps = blockDim.x / warpSize;
  v = warpAllReduceSum(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  v = warpAllReduceSum(lane < numWarps ? partial[lane] : 0.0f);
  __syncthreads();
  return v;
}

__global__ void softmaxRows(const float *__restrict__ in,
                            float *__restrict__ out, int cols) {
  const float *x = in + size_t(blockIdx.x) * cols;
  float *y = out + size_t(blockIdx.x) * cols;

  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, x[c]);
  m = blockAllReduceMax(m);

  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += expf(x[c] - m);
  s = blockAllReduceSum(s);

  const float inv = 1.0f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[c] = expf(x[c] - m) * inv;
}

int main() {
  const char *kKernel = "softmax";
  const int rows = 8192, cols = 1000;
  const size_t n = size_t(rows) * cols;

  verify::Rng rng(0x50f7);
  std::vector<float> in(n);
  verify::fillSigned(in, rng);
  float *pin = in.data();
  for (size_t i = 0; i < n; ++i)
    pin[i] *= 8.0f; // logits in [-8, -0.8] and [0.8, 8]

  std::vector<double> ref(n);
  double *pr = ref.data();
  for (int r = 0; r < rows; ++r) {
    const float *x = pin + size_t(r) * cols;
    double *y = pr + size_t(r) * cols;
    double m = x[0];
    for (int c = 1; c < cols; ++c)
      m = x[c] > m ? x[c] : m;
    double s = 0.0;
    for (int c = 0; c < cols; ++c) {
      y[c] = std::exp(x[c] - m);
      s += y[c];
    }
    for (int c = 0; c < cols; ++c)
      y[c] /= s;
  }

  float *dIn = verify::deviceCopyOf(in);
  float *dOut = verify::deviceAlloc<float>(n);
  VERIFY_CUDA(cudaMemset(dOut, 0xff, n * sizeof(float))); // NaN until written

  verify::Timing t = verify::timeRepeats(
      [&] { softmaxRows<<<rows, kBlock>>>(dIn, dOut, cols); });

  std::vector<float> out = verify::hostCopyOf(dOut, n);
  verify::Check c;
  verify::checkClose(c, "out", out, ref, 1e-9, 1e-5);
  verify::dump(kKernel, "out", out);

  VERIFY_CUDA(cudaFree(dIn));
  VERIFY_CUDA(cudaFree(dOut));
  return verify::report(kKernel, c, t);
}
