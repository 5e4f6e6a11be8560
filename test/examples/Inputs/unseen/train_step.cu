// train_step.cu -- one forward/backward step of conv -> BN -> ReLU -> maxpool
// -> dropout -> softmax written straight against cuDNN, descriptors in Nd form.
#include <cudnn.h>
#include <cuda_runtime.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define DNN(call)                                                                      \
  do {                                                                                 \
    cudnnStatus_t _s = (call);                                                         \
    if (_s != CUDNN_STATUS_SUCCESS) {                                                  \
      std::fprintf(stderr, "%s failed: %s\n", #call, cudnnGetErrorString(_s));         \
      std::exit(2);                                                                    \
    }                                                                                  \
  } while (false)
#define RT(call)                                                                       \
  do {                                                                                 \
    cudaError_t _e = (call);                                                           \
    if (_e != cudaSuccess) {                                                           \
      std::fprintf(stderr, "%s failed: %s\n", #call, cudaGetErrorString(_e));          \
      std::exit(3);                                                                    \
    }                                                                                  \
  } while (false)

template <int N>
static std::array<int, N> packed_strides(const std::array<int, N>& dims) {
  std::array<int, N> s{};
  s[N - 1] = 1;
  for (int i = N - 2; i >= 0; --i) s[i] = s[i + 1] * dims[i + 1];
  return s;
}

static cudnnTensorDescriptor_t make_tensor(const std::array<int, 4>& dims) {
  cudnnTensorDescriptor_t d;
  DNN(cudnnCreateTensorDescriptor(&d));
  auto st = packed_strides<4>(dims);
  DNN(cudnnSetTensorNdDescriptor(d, CUDNN_DATA_FLOAT, 4, dims.data(), st.data()));
  return d;
}

static float* dalloc(size_t n) {
  float* p = nullptr;
  RT(cudaMalloc(&p, n * sizeof(float)));
  RT(cudaMemset(p, 0, n * sizeof(float)));
  return p;
}

static size_t count(const std::array<int, 4>& d) { return (size_t)d[0] * d[1] * d[2] * d[3]; }

int main() {
  cudnnHandle_t dnn;
  cudaStream_t stream;
  RT(cudaStreamCreate(&stream));
  DNN(cudnnCreate(&dnn));
  DNN(cudnnSetStream(dnn, stream));
  std::printf("cuDNN %zu (compiled against %d)\n", cudnnGetVersion(), CUDNN_VERSION);

  const float one = 1.f, zero = 0.f;
  const std::array<int, 4> xdim{8, 3, 32, 32};
  const std::array<int, 4> wdim{16, 3, 3, 3};

  // ---- descriptors --------------------------------------------------------
  cudnnTensorDescriptor_t xDesc;
  DNN(cudnnCreateTensorDescriptor(&xDesc));
  DNN(cudnnSetTensorNdDescriptorEx(xDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 4, xdim.data()));
  cudnnFilterDescriptor_t wDesc;
  DNN(cudnnCreateFilterDescriptor(&wDesc));
  DNN(cudnnSetFilterNdDescriptor(wDesc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 4, wdim.data()));

  cudnnConvolutionDescriptor_t conv;
  DNN(cudnnCreateConvolutionDescriptor(&conv));
  const int pad[2] = {1, 1}, stride[2] = {1, 1}, dil[2] = {1, 1};
  DNN(cudnnSetConvolutionNdDescriptor(conv, 2, pad, stride, dil, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  DNN(cudnnSetConvolutionMathType(conv, CUDNN_DEFAULT_MATH));
  DNN(cudnnSetConvolutionGroupCount(conv, 1));

  std::array<int, 4> ydim{};
  DNN(cudnnGetConvolutionNdForwardOutputDim(conv, xDesc, wDesc, 4, ydim.data()));
  cudnnTensorDescriptor_t yDesc = make_tensor(ydim);
  cudnnTensorDescriptor_t biasDesc = make_tensor({1, ydim[1], 1, 1});

  cudnnTensorDescriptor_t bnDesc;
  DNN(cudnnCreateTensorDescriptor(&bnDesc));
  DNN(cudnnDeriveBNTensorDescriptor(bnDesc, yDesc, CUDNN_BATCHNORM_SPATIAL));

  cudnnActivationDescriptor_t relu;
  DNN(cudnnCreateActivationDescriptor(&relu));
  DNN(cudnnSetActivationDescriptor(relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0));

  cudnnPoolingDescriptor_t pool;
  DNN(cudnnCreatePoolingDescriptor(&pool));
  const int win[2] = {2, 2}, ppad[2] = {0, 0}, pstr[2] = {2, 2};
  DNN(cudnnSetPoolingNdDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_PROPAGATE_NAN, 2, win, ppad, pstr));
  std::array<int, 4> pdim{};
  DNN(cudnnGetPoolingNdForwardOutputDim(pool, yDesc, 4, pdim.data()));
  cudnnTensorDescriptor_t pDesc = make_tensor(pdim);

  cudnnDropoutDescriptor_t drop;
  DNN(cudnnCreateDropoutDescriptor(&drop));
  size_t stateBytes = 0, reserveBytes = 0;
  DNN(cudnnDropoutGetStatesSize(dnn, &stateBytes));
  DNN(cudnnDropoutGetReserveSpaceSize(pDesc, &reserveBytes));
  void *states = nullptr, *reserve = nullptr;
  RT(cudaMalloc(&states, stateBytes));
  RT(cudaMalloc(&reserve, reserveBytes));
  DNN(cudnnSetDropoutDescriptor(drop, dnn, 0.25f, states, stateBytes, 20240101ULL));

  // ---- buffers --------------------------------------------------------------
  float *x = dalloc(count(xdim)), *w = dalloc(count(wdim)), *dw = dalloc(count(wdim));
  float *bias = dalloc(ydim[1]), *dbias = dalloc(ydim[1]);
  float *y = dalloc(count(ydim)), *ybn = dalloc(count(ydim)), *ya = dalloc(count(ydim));
  float *dy = dalloc(count(ydim)), *dya = dalloc(count(ydim)), *dx = dalloc(count(xdim));
  float *pout = dalloc(count(pdim)), *dout = dalloc(count(pdim)), *prob = dalloc(count(pdim));
  float *scale = dalloc(ydim[1]), *shift = dalloc(ydim[1]), *dscale = dalloc(ydim[1]), *dshift = dalloc(ydim[1]);
  float *runMean = dalloc(ydim[1]), *runVar = dalloc(ydim[1]), *saveMean = dalloc(ydim[1]), *saveInv = dalloc(ydim[1]);

  // ---- algorithm search with real buffers ------------------------------------
  size_t wsBytes = 64u << 20;
  void* ws = nullptr;
  RT(cudaMalloc(&ws, wsBytes));

  int got = 0;
  cudnnConvolutionFwdAlgoPerf_t fwdPerf[8];
  DNN(cudnnFindConvolutionForwardAlgorithmEx(dnn, xDesc, x, wDesc, w, conv, yDesc, y, 8, &got, fwdPerf, ws,
                                             wsBytes));
  cudnnConvolutionFwdAlgo_t fwdAlgo = fwdPerf[0].algo;
  if (got == 0) {
    int maxAlgos = 0;
    DNN(cudnnGetConvolutionForwardAlgorithmMaxCount(dnn, &maxAlgos));
    std::vector<cudnnConvolutionFwdAlgoPerf_t> heur(maxAlgos);
    DNN(cudnnGetConvolutionForwardAlgorithm_v7(dnn, xDesc, wDesc, conv, yDesc, maxAlgos, &got, heur.data()));
    fwdAlgo = got > 0 ? heur[0].algo : CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
  }
  for (int i = 0; i < got; ++i)
    if (fwdPerf[i].status == CUDNN_STATUS_SUCCESS && fwdPerf[i].memory <= wsBytes) { fwdAlgo = fwdPerf[i].algo; break; }

  cudnnConvolutionBwdDataAlgoPerf_t bdPerf[8];
  DNN(cudnnFindConvolutionBackwardDataAlgorithmEx(dnn, wDesc, w, yDesc, dy, conv, xDesc, dx, 8, &got, bdPerf, ws,
                                                  wsBytes));
  cudnnConvolutionBwdDataAlgo_t bdAlgo = bdPerf[0].algo;

  cudnnConvolutionBwdFilterAlgoPerf_t bfPerf[8];
  DNN(cudnnFindConvolutionBackwardFilterAlgorithmEx(dnn, xDesc, x, yDesc, dy, conv, wDesc, dw, 8, &got, bfPerf, ws,
                                                    wsBytes));
  cudnnConvolutionBwdFilterAlgo_t bfAlgo = bfPerf[0].algo;

  size_t need = 0, tmp = 0;
  DNN(cudnnGetConvolutionForwardWorkspaceSize(dnn, xDesc, wDesc, conv, yDesc, fwdAlgo, &tmp));
  need = tmp > need ? tmp : need;
  DNN(cudnnGetConvolutionBackwardDataWorkspaceSize(dnn, wDesc, yDesc, conv, xDesc, bdAlgo, &tmp));
  need = tmp > need ? tmp : need;
  DNN(cudnnGetConvolutionBackwardFilterWorkspaceSize(dnn, xDesc, yDesc, conv, wDesc, bfAlgo, &tmp));
  need = tmp > need ? tmp : need;
  if (need > wsBytes) {
    RT(cudaFree(ws));
    wsBytes = need;
    RT(cudaMalloc(&ws, wsBytes));
  }

  // ---- forward ----------------------------------------------------------------
  DNN(cudnnConvolutionForward(dnn, &one, xDesc, x, wDesc, w, conv, fwdAlgo, ws, wsBytes, &zero, yDesc, y));
  DNN(cudnnAddTensor(dnn, &one, biasDesc, bias, &one, yDesc, y));
  const double momentum = 0.1, eps = CUDNN_BN_MIN_EPSILON * 10;
  DNN(cudnnBatchNormalizationForwardTraining(dnn, CUDNN_BATCHNORM_SPATIAL, &one, &zero, yDesc, y, yDesc, ybn, bnDesc,
                                             scale, shift, momentum, runMean, runVar, eps, saveMean, saveInv));
  DNN(cudnnActivationForward(dnn, relu, &one, yDesc, ybn, &zero, yDesc, ya));
  DNN(cudnnPoolingForward(dnn, pool, &one, yDesc, ya, &zero, pDesc, pout));
  DNN(cudnnDropoutForward(dnn, drop, pDesc, pout, pDesc, dout, reserve, reserveBytes));
  DNN(cudnnSoftmaxForward(dnn, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, pDesc, dout, &zero, pDesc,
                          prob));

  // ---- backward (gradient of a dummy loss = prob) ----------------------------
  float* dprob = prob;  // pretend dL/dprob = prob
  float* ddout = dalloc(count(pdim));
  float* dpout = dalloc(count(pdim));
  DNN(cudnnSoftmaxBackward(dnn, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, pDesc, prob, pDesc, dprob,
                           &zero, pDesc, ddout));
  DNN(cudnnDropoutBackward(dnn, drop, pDesc, ddout, pDesc, dpout, reserve, reserveBytes));
  DNN(cudnnPoolingBackward(dnn, pool, &one, pDesc, pout, pDesc, dpout, yDesc, ya, &zero, yDesc, dya));
  DNN(cudnnActivationBackward(dnn, relu, &one, yDesc, ya, yDesc, dya, yDesc, ybn, &zero, yDesc, dy));
  DNN(cudnnBatchNormalizationBackward(dnn, CUDNN_BATCHNORM_SPATIAL, &one, &zero, &one, &zero, yDesc, y, yDesc, dy,
                                      yDesc, dy, bnDesc, scale, dscale, dshift, eps, saveMean, saveInv));
  DNN(cudnnConvolutionBackwardBias(dnn, &one, yDesc, dy, &zero, biasDesc, dbias));
  DNN(cudnnConvolutionBackwardFilter(dnn, &one, xDesc, x, yDesc, dy, conv, bfAlgo, ws, wsBytes, &zero, wDesc, dw));
  DNN(cudnnConvolutionBackwardData(dnn, &one, wDesc, w, yDesc, dy, conv, bdAlgo, ws, wsBytes, &zero, xDesc, dx));
  // SGD update w -= 0.01 * dw via cudnnAddTensor on a 4-d view of the filter
  cudnnTensorDescriptor_t wAsTensor = make_tensor(wdim);
  const float lr = -0.01f;
  DNN(cudnnAddTensor(dnn, &lr, wAsTensor, dw, &one, wAsTensor, w));
  RT(cudaStreamSynchronize(stream));

  std::vector<float> host(count(pdim));
  RT(cudaMemcpy(host.data(), prob, host.size() * sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("fwd algo %d, bwd-data %d, bwd-filter %d, p[0]=%f\n", (int)fwdAlgo, (int)bdAlgo, (int)bfAlgo, host[0]);

  // ---- evaluation pass: BN inference, LRN, elementwise scale -----------------------
  DNN(cudnnBatchNormalizationForwardInference(dnn, CUDNN_BATCHNORM_SPATIAL, &one, &zero, yDesc, y, yDesc, ybn, bnDesc,
                                              scale, shift, runMean, runVar, eps));
  cudnnLRNDescriptor_t lrn;
  DNN(cudnnCreateLRNDescriptor(&lrn));
  DNN(cudnnSetLRNDescriptor(lrn, 5, 1e-4, 0.75, 2.0));
  DNN(cudnnLRNCrossChannelForward(dnn, lrn, CUDNN_LRN_CROSS_CHANNEL_DIM1, &one, yDesc, ybn, &zero, yDesc, ya));
  cudnnOpTensorDescriptor_t mul;
  DNN(cudnnCreateOpTensorDescriptor(&mul));
  DNN(cudnnSetOpTensorDescriptor(mul, CUDNN_OP_TENSOR_MUL, CUDNN_DATA_FLOAT, CUDNN_NOT_PROPAGATE_NAN));
  DNN(cudnnOpTensor(dnn, mul, &one, yDesc, ya, &one, biasDesc, scale, &zero, yDesc, ya));
  cudnnDestroyOpTensorDescriptor(mul);
  cudnnDestroyLRNDescriptor(lrn);

  // ---- cleanup -------------------------------------------------------------------
  for (float* p : {x, w, dw, bias, dbias, y, ybn, ya, dy, dya, dx, pout, dout, prob, scale, shift, dscale, dshift,
                   runMean, runVar, saveMean, saveInv, ddout, dpout})
    cudaFree(p);
  cudaFree(ws);
  cudaFree(states);
  cudaFree(reserve);
  cudnnDestroyTensorDescriptor(wAsTensor);
  cudnnDestroyDropoutDescriptor(drop);
  cudnnDestroyPoolingDescriptor(pool);
  cudnnDestroyActivationDescriptor(relu);
  cudnnDestroyTensorDescriptor(bnDesc);
  cudnnDestroyTensorDescriptor(biasDesc);
  cudnnDestroyTensorDescriptor(pDesc);
  cudnnDestroyTensorDescriptor(yDesc);
  cudnnDestroyTensorDescriptor(xDesc);
  cudnnDestroyConvolutionDescriptor(conv);
  cudnnDestroyFilterDescriptor(wDesc);
  cudnnDestroy(dnn);
  cudaStreamDestroy(stream);
  return 0;
}
