// cudnn_forward.cu - one convolutional block, forward only, on cuDNN:
//
//   conv 3x3 (pad 1, stride 1) -> + bias -> ReLU -> max pool 2x2/2 -> softmax
//
// NCHW float tensors throughout. The convolution algorithm is picked with
// cudnnFindConvolutionForwardAlgorithmEx inside a fixed workspace budget,
// then the chosen algorithm's own workspace size is queried. FMA math keeps
// the fp32 convolution off TF32 so the host reference can be strict.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>
#include <cudnn.h>

#include "lib_check.h"
#include "verify.h"

namespace {

// Input, filter and convolution geometry.
constexpr int kN = 2, kC = 3, kH = 16, kW = 16;
constexpr int kK = 8, kR = 3, kS = 3;
constexpr int kPad = 1, kStride = 1, kDilation = 1;
constexpr int kPool = 2;
constexpr size_t kWorkspaceBudget = size_t{64} << 20;

inline size_t idx(int n, int c, int h, int w, int C, int H, int W) {
  return ((static_cast<size_t>(n) * C + c) * H + h) * W + w;
}

// Host reference of the whole block; returns the pooled map (before softmax)
// in `pooled` and the softmax output in `probs`.
void reference(const std::vector<float>& x, const std::vector<float>& w,
               const std::vector<float>& bias, std::vector<float>& pooled,
               std::vector<float>& probs) {
  const int oh = kH, ow = kW, ph = kH / kPool, pw = kW / kPool;
  std::vector<float> y(static_cast<size_t>(kN) * kK * oh * ow);
  for (int n = 0; n < kN; ++n)
    for (int k = 0; k < kK; ++k)
      for (int i = 0; i < oh; ++i)
        for (int j = 0; j < ow; ++j) {
          double acc = 0.0;
          for (int c = 0; c < kC; ++c)
            for (int r = 0; r < kR; ++r)
              for (int s = 0; s < kS; ++s) {
                const int hi = i * kStride - kPad + r * kDilation;
                const int wi = j * kStride - kPad + s * kDilation;
                if (hi < 0 || hi >= kH || wi < 0 || wi >= kW) continue;
                // Cross-correlation: the filter is not flipped.
                acc += static_cast<double>(x[idx(n, c, hi, wi, kC, kH, kW)]) *
                       w[idx(k, c, r, s, kC, kR, kS)];
              }
          const double v = acc + bias[k];
          y[idx(n, k, i, j, kK, oh, ow)] = static_cast<float>(v > 0.0 ? v : 0.0);
        }
  pooled.assign(static_cast<size_t>(kN) * kK * ph * pw, 0.0f);
  for (int n = 0; n < kN; ++n)
    for (int k = 0; k < kK; ++k)
      for (int i = 0; i < ph; ++i)
        for (int j = 0; j < pw; ++j) {
          float m = -INFINITY;
          for (int a = 0; a < kPool; ++a)
            for (int b = 0; b < kPool; ++b)
              m = std::max(m, y[idx(n, k, i * kPool + a, j * kPool + b, kK, oh, ow)]);
          pooled[idx(n, k, i, j, kK, ph, pw)] = m;
        }
  // Softmax across channels at every (n, h, w).
  probs.assign(pooled.size(), 0.0f);
  for (int n = 0; n < kN; ++n)
    for (int i = 0; i < ph; ++i)
      for (int j = 0; j < pw; ++j) {
        double mx = -INFINITY, sum = 0.0;
        for (int k = 0; k < kK; ++k)
          mx = std::max(mx, static_cast<double>(pooled[idx(n, k, i, j, kK, ph, pw)]));
        for (int k = 0; k < kK; ++k)
          sum += std::exp(pooled[idx(n, k, i, j, kK, ph, pw)] - mx);
        for (int k = 0; k < kK; ++k)
          probs[idx(n, k, i, j, kK, ph, pw)] = static_cast<float>(
              std::exp(pooled[idx(n, k, i, j, kK, ph, pw)] - mx) / sum);
      }
}

}  // namespace

int main() {
  libex::TestData data(4242);
  const std::vector<float> h_x =
      data.vector<float>(static_cast<size_t>(kN) * kC * kH * kW, -1.0f, 1.0f);
  const std::vector<float> h_w =
      data.vector<float>(static_cast<size_t>(kK) * kC * kR * kS, -0.5f, 0.5f);
  const std::vector<float> h_bias = data.vector<float>(kK, -0.2f, 0.2f);

  std::printf("cuDNN %zu (headers %d.%d)\n", cudnnGetVersion(), CUDNN_MAJOR,
              CUDNN_MINOR);
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cudnnHandle_t handle;
  CUDNN_CHECK(cudnnCreate(&handle));
  CUDNN_CHECK(cudnnSetStream(handle, stream));

  // --- descriptors --------------------------------------------------------
  cudnnTensorDescriptor_t x_desc, y_desc, bias_desc, pool_desc;
  cudnnFilterDescriptor_t w_desc;
  cudnnConvolutionDescriptor_t conv_desc;
  cudnnActivationDescriptor_t relu_desc;
  cudnnPoolingDescriptor_t max_pool_desc;
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&x_desc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&y_desc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&bias_desc));
  CUDNN_CHECK(cudnnCreateTensorDescriptor(&pool_desc));
  CUDNN_CHECK(cudnnCreateFilterDescriptor(&w_desc));
  CUDNN_CHECK(cudnnCreateConvolutionDescriptor(&conv_desc));
  CUDNN_CHECK(cudnnCreateActivationDescriptor(&relu_desc));
  CUDNN_CHECK(cudnnCreatePoolingDescriptor(&max_pool_desc));

  CUDNN_CHECK(cudnnSetTensor4dDescriptor(x_desc, CUDNN_TENSOR_NCHW,
                                         CUDNN_DATA_FLOAT, kN, kC, kH, kW));
  CUDNN_CHECK(cudnnSetFilter4dDescriptor(w_desc, CUDNN_DATA_FLOAT,
                                         CUDNN_TENSOR_NCHW, kK, kC, kR, kS));
  CUDNN_CHECK(cudnnSetConvolution2dDescriptor(
      conv_desc, kPad, kPad, kStride, kStride, kDilation, kDilation,
      CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  CUDNN_CHECK(cudnnSetConvolutionMathType(conv_desc, CUDNN_FMA_MATH));

  int on, oc, oh, ow;
  CUDNN_CHECK(cudnnGetConvolution2dForwardOutputDim(conv_desc, x_desc, w_desc,
                                                    &on, &oc, &oh, &ow));
  std::printf("conv output: %d x %d x %d x %d\n", on, oc, oh, ow);
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(y_desc, CUDNN_TENSOR_NCHW,
                                         CUDNN_DATA_FLOAT, on, oc, oh, ow));
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(bias_desc, CUDNN_TENSOR_NCHW,
                                         CUDNN_DATA_FLOAT, 1, kK, 1, 1));

  CUDNN_CHECK(cudnnSetActivationDescriptor(relu_desc, CUDNN_ACTIVATION_RELU,
                                           CUDNN_NOT_PROPAGATE_NAN, 0.0));
  CUDNN_CHECK(cudnnSetPooling2dDescriptor(max_pool_desc, CUDNN_POOLING_MAX,
                                          CUDNN_NOT_PROPAGATE_NAN, kPool, kPool,
                                          0, 0, kPool, kPool));
  int pn, pc, ph, pw;
  CUDNN_CHECK(cudnnGetPooling2dForwardOutputDim(max_pool_desc, y_desc, &pn,
                                                &pc, &ph, &pw));
  std::printf("pool output: %d x %d x %d x %d\n", pn, pc, ph, pw);
  CUDNN_CHECK(cudnnSetTensor4dDescriptor(pool_desc, CUDNN_TENSOR_NCHW,
                                         CUDNN_DATA_FLOAT, pn, pc, ph, pw));

  // --- buffers ------------------------------------------------------------
  const size_t y_elems = static_cast<size_t>(on) * oc * oh * ow;
  const size_t p_elems = static_cast<size_t>(pn) * pc * ph * pw;
  float *d_x, *d_w, *d_bias, *d_y, *d_pool, *d_probs;
  CUDA_CHECK(cudaMalloc(&d_x, h_x.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_w, h_w.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_bias, h_bias.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, y_elems * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_pool, p_elems * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_probs, p_elems * sizeof(float)));
  CUDA_CHECK(cudaMemcpyAsync(d_x, h_x.data(), h_x.size() * sizeof(float),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_w, h_w.data(), h_w.size() * sizeof(float),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_bias, h_bias.data(),
                             h_bias.size() * sizeof(float),
                             cudaMemcpyHostToDevice, stream));

  // --- algorithm search ---------------------------------------------------
  void* d_workspace = nullptr;
  size_t workspace_bytes = kWorkspaceBudget;
  CUDA_CHECK(cudaMalloc(&d_workspace, workspace_bytes));
  int max_algos = 0;
  CUDNN_CHECK(cudnnGetConvolutionForwardAlgorithmMaxCount(handle, &max_algos));
  std::vector<cudnnConvolutionFwdAlgoPerf_t> perf(max_algos);
  int returned = 0;
  CUDNN_CHECK(cudnnFindConvolutionForwardAlgorithmEx(
      handle, x_desc, d_x, w_desc, d_w, conv_desc, y_desc, d_y, max_algos,
      &returned, perf.data(), d_workspace, workspace_bytes));
  // Results come sorted by time; take the fastest one that ran.
  int chosen = -1;
  for (int i = 0; i < returned && chosen < 0; ++i)
    if (perf[i].status == CUDNN_STATUS_SUCCESS &&
        perf[i].memory <= workspace_bytes)
      chosen = i;
  if (chosen < 0) {
    std::printf("no usable convolution algorithm among %d\n", returned);
    return libex::finish("cudnn_forward", false);
  }
  const cudnnConvolutionFwdAlgo_t algo = perf[chosen].algo;
  size_t algo_bytes = 0;
  CUDNN_CHECK(cudnnGetConvolutionForwardWorkspaceSize(
      handle, x_desc, w_desc, conv_desc, y_desc, algo, &algo_bytes));
  std::printf("algorithm %d: %.3f ms, workspace %zu bytes\n",
              static_cast<int>(algo), perf[chosen].time, algo_bytes);
  if (algo_bytes > workspace_bytes) {
    CUDA_CHECK(cudaFree(d_workspace));
    CUDA_CHECK(cudaMalloc(&d_workspace, algo_bytes));
    workspace_bytes = algo_bytes;
  }

  // --- forward pass -------------------------------------------------------
  const float one = 1.0f, zero = 0.0f;
  CUDNN_CHECK(cudnnConvolutionForward(handle, &one, x_desc, d_x, w_desc, d_w,
                                      conv_desc, algo, d_workspace, algo_bytes,
                                      &zero, y_desc, d_y));
  // y += bias (broadcast over N, H, W).
  CUDNN_CHECK(cudnnAddTensor(handle, &one, bias_desc, d_bias, &one, y_desc, d_y));
  // In-place ReLU.
  CUDNN_CHECK(cudnnActivationForward(handle, relu_desc, &one, y_desc, d_y,
                                     &zero, y_desc, d_y));
  CUDNN_CHECK(cudnnPoolingForward(handle, max_pool_desc, &one, y_desc, d_y,
                                  &zero, pool_desc, d_pool));
  CUDNN_CHECK(cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE,
                                  CUDNN_SOFTMAX_MODE_CHANNEL, &one, pool_desc,
                                  d_pool, &zero, pool_desc, d_probs));

  std::vector<float> h_pool(p_elems), h_probs(p_elems);
  CUDA_CHECK(cudaMemcpyAsync(h_pool.data(), d_pool, p_elems * sizeof(float),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaMemcpyAsync(h_probs.data(), d_probs, p_elems * sizeof(float),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  std::vector<float> ref_pool, ref_probs;
  reference(h_x, h_w, h_bias, ref_pool, ref_probs);
  const double tol = 1e-4;
  bool ok = on == kN && oc == kK && oh == kH && ow == kW && pn == kN &&
            pc == kK && ph == kH / kPool && pw == kW / kPool;
  if (!ok) std::printf("unexpected output dimensions\n");
  ok &= libex::report("conv + bias + relu + max pool",
                      libex::max_rel_error(h_pool, ref_pool, tol, "pool"), tol);
  ok &= libex::report("softmax over channels",
                      libex::max_rel_error(h_probs, ref_probs, tol, "probs"),
                      tol);

  CUDA_CHECK(cudaFree(d_workspace));
  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_w));
  CUDA_CHECK(cudaFree(d_bias));
  CUDA_CHECK(cudaFree(d_y));
  CUDA_CHECK(cudaFree(d_pool));
  CUDA_CHECK(cudaFree(d_probs));
  CUDNN_CHECK(cudnnDestroyPoolingDescriptor(max_pool_desc));
  CUDNN_CHECK(cudnnDestroyActivationDescriptor(relu_desc));
  CUDNN_CHECK(cudnnDestroyConvolutionDescriptor(conv_desc));
  CUDNN_CHECK(cudnnDestroyFilterDescriptor(w_desc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(pool_desc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(bias_desc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(y_desc));
  CUDNN_CHECK(cudnnDestroyTensorDescriptor(x_desc));
  CUDNN_CHECK(cudnnDestroy(handle));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("cudnn_forward", ok);
}
