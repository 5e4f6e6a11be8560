// layernorm: row-wise layer normalisation of an 8192 x 768 float matrix, one
// block per row, as in a transformer's hidden layer: the mean (block
// reduction), the variance as the mean of squared deviations (a second
// reduction, more accurate than E[x^2] - mean^2), then
// y = (x - mean) * rsqrt(var + eps) * gamma + beta. The row's mean and
// 1/stddev are stored too, as training code keeps them for the backward
// pass. Block reductions as in softmax.cu (warpSize-based shuffles).
//
// Inputs: x in [-1, 3] (centred on 1, so the mean is far from 0), gamma in
// [0.5, 1.5), beta in [-0.5, 0.5]. Check on y, mean and rstd:
// |gpu - ref| <= 1e-5 + 1e-5 * |ref|, reference in double. The float sums
// of 768 terms of magnitude <= 3 have about 11 roundings in their longest
// chain (3 serial adds, 8 tree levels): mean and variance are within about
// 1e-6 relative; rsqrtf is within 2 ulp; |y| <= 5 then errs by a few 1e-6.
#include "harness.cuh"

const int kBlock = 256;
// Slots for per-warp partials: a block has the most warps when they have 32
// lanes.
const int kMaxWarps = kBlock / 32;

__device__ float warpAllReduceSum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffff, v, offset);
  return v;
}

// Block-wide sum, returned to every thread (blockDim.x a multiple of
// warpSize, at most kBlock).
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
  __syncthreads(); // partial is rewritten by the next call
  return v;
}

__global__ void layerNormRows(const float *__restrict__ in,
                              const float *__restrict__ gamma,
                              const float *__restrict__ beta,
                              float *__restrict__ out,
                              float *__restrict__ rowMean,
                              float *__restrict__ rowRstd, int cols,
                              float eps) {
  const float *x = in + size_t(blockIdx.x) * cols;
  float *y = out + size_t(blockIdx.x) * cols;

  float s = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += x[c];
  const float mean = blockAllReduceSum(s) / cols;

  float sq = 0.0f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float d = x[c] - mean;
    sq += d * d;
  }
  const float var = blockAllReduceSum(sq) / cols;
  const float rstd = rsqrtf(var + eps);

  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[c] = (x[c] - mean) * rstd * gamma[c] + beta[c];
  if (threadIdx.x == 0) {
    rowMean[blockIdx.x] = mean;
    rowRstd[blockIdx.x] = rstd;
  }
}

int main() {
  const char *kKernel = "layernorm";
  const int rows = 8192, cols = 768;
  const size_t n = size_t(rows) * cols;
  const float eps = 1e-5f;

  verify::Rng rng(0x1a7e6);
  std::vector<float> in(n), gamma(cols), beta(cols);
  verify::fillSigned(in, rng);
  float *pin = in.data();
  for (size_t i = 0; i < n; ++i)
    pin[i] = 1.0f + 2.0f * pin[i];
  verify::fillUniform1(gamma, rng, 0.5f);
  verify::fillUniform1(beta, rng, -0.5f);

  std::vector<double> ref(n), refMean(rows), refRstd(rows);
  double *pr = ref.data();
  const float *pg = gamma.data(), *pb = beta.data();
  for (int r = 0; r < rows; ++r) {
    const float *x = pin + size_t(r) * cols;
    double *y = pr + size_t(r) * cols;
    double mean = 0.0, var = 0.0;
    for (int c = 0; c < cols; ++c)
      mean += x[c];
    mean /= cols;
    for (int c = 0; c < cols; ++c)
      var += (x[c] - mean) * (x[c] - mean);
    var /= cols;
    double rstd = 1.0 / std::sqrt(var + eps);
    for (int c = 0; c < cols; ++c)
      y[c] = (x[c] - mean) * rstd * pg[c] + pb[c];
    refMean[r] = mean;
    refRstd[r] = rstd;
  }

  float *dIn = verify::deviceCopyOf(in);
  float *dGamma = verify::deviceCopyOf(gamma);
  float *dBeta = verify::deviceCopyOf(beta);
  float *dOut = verify::deviceAlloc<float>(n);
  float *dMean = verify::deviceAlloc<float>(rows);
  float *dRstd = verify::deviceAlloc<float>(rows);

  verify::Timing t = verify::timeRepeats([&] {
    layerNormRows<<<rows, kBlock>>>(dIn, dGamma, dBeta, dOut, dMean, dRstd,
                                    cols, eps);
  });

  std::vector<float> out = verify::hostCopyOf(dOut, n);
  std::vector<float> mean = verify::hostCopyOf(dMean, rows);
  std::vector<float> rstd = verify::hostCopyOf(dRstd, rows);
  verify::Check c;
  verify::checkClose(c, "y", out, ref, 1e-5, 1e-5);
  verify::checkClose(c, "mean", mean, refMean, 1e-5, 1e-5);
  verify::checkClose(c, "rstd", rstd, refRstd, 1e-5, 1e-5);
  verify::dump(kKernel, "y", out);
  verify::dump(kKernel, "mean", mean);
  verify::dump(kKernel, "rstd", rstd);

  VERIFY_CUDA(cudaFree(dIn));
  VERIFY_CUDA(cudaFree(dGamma));
  VERIFY_CUDA(cudaFree(dBeta));
  VERIFY_CUDA(cudaFree(dOut));
  VERIFY_CUDA(cudaFree(dMean));
  VERIFY_CUDA(cudaFree(dRstd));
  return verify::report(kKernel, c, t);
}
