// The convolution-side argument templates: descriptor setters whose MIOpen
// form drops or moves arguments (filter descriptors are tensor descriptors),
// getters that lose an output, the workspace queries (algorithm dropped,
// descriptors swapped), the Find*Ex calls (exhaustive search appended,
// data/filter order swapped) and the backward calls (workspace moved last).
// A `require` that fails (an NHWC format, a true convolution) leaves the
// call as written and reports it with the table's reason.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:

#include <cudnn.h>
// CHECK: #include <miopen/miopen.h>

void descriptors(cudnnTensorDescriptor_t t, cudnnFilterDescriptor_t f,
                 cudnnConvolutionDescriptor_t conv, const int *dims, const int *pads,
                 const int *strides, const int *dilations) {
  // CHECK: void descriptors(miopenTensorDescriptor_t t, miopenTensorDescriptor_t f,
  // CHECK-NEXT: miopenConvolutionDescriptor_t conv, const int *dims, const int *pads,
  cudnnSetTensor4dDescriptor(t, CUDNN_TENSOR_NCHW, CUDNN_DATA_HALF, 1, 2, 3, 4);
  cudnnSetTensor4dDescriptor(t, CUDNN_TENSOR_NHWC, CUDNN_DATA_HALF, 1, 2, 3, 4);
  cudnnSetTensorNdDescriptorEx(t, CUDNN_TENSOR_NHWC, CUDNN_DATA_FLOAT, 4, dims);
  // CHECK: miopenSet4dTensorDescriptor(t, miopenHalf, 1, 2, 3, 4);
  // CHECK-NEXT: cudnnSetTensor4dDescriptor(t, CUDNN_TENSOR_NHWC, CUDNN_DATA_HALF, 1, 2, 3, 4);
  // CHECK-NEXT: miopenSetNdTensorDescriptorWithLayout(t, miopenFloat, miopenTensorNHWC, (int *)(dims), 4);
  // DIAG: {{.*}}.cu:[[@LINE-5]]:3: warning: 'cudnnSetTensor4dDescriptor' left as is: HIP's 'miopenSet4dTensorDescriptor' takes other arguments and argument 2 is 'CUDNN_TENSOR_NHWC': miopenSet4dTensorDescriptor describes packed nchw only; for other formats set explicit strides with miopenSet4dTensorDescriptorEx [cu2hip-call-not-rewritten]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-5]]:3: warning: 'cudnnSetTensorNdDescriptorEx' translated to 'miopenSetNdTensorDescriptorWithLayout': MIOpen names 5-d layouts separately: for 5-d tensors pass miopenTensorNCDHW or miopenTensorNDHWC instead of the 4-d layout [cu2hip-api-semantics]
  cudnnSetTensorNdDescriptor(t, CUDNN_DATA_DOUBLE, 4, dims, strides);
  // CHECK: miopenSetTensorDescriptor(t, miopenDouble, 4, (int *)(dims), (int *)(strides));
  cudnnSetFilter4dDescriptor(f, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 16, 3, 5, 5);
  cudnnSetFilter4dDescriptor(f, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NHWC, 16, 3, 5, 5);
  cudnnSetFilterNdDescriptor(f, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 5, dims);
  // CHECK: miopenSet4dTensorDescriptor(f, miopenFloat, 16, 3, 5, 5);
  // CHECK-NEXT: cudnnSetFilter4dDescriptor(f, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NHWC, 16, 3, 5, 5);
  // CHECK-NEXT: miopenSetTensorDescriptor(f, miopenFloat, 5, (int *)(dims), nullptr);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-5]]:3: warning: 'cudnnSetFilter4dDescriptor' left as is: HIP's 'miopenSet4dTensorDescriptor' takes other arguments and argument 3 is 'CUDNN_TENSOR_NHWC': MIOpen filters are tensor descriptors and miopenSet4dTensorDescriptor is nchw (kcrs) only; describe other filter layouts with explicit strides (miopenSet4dTensorDescriptorEx) [cu2hip-call-not-rewritten]
  cudnnSetConvolution2dDescriptor(conv, 0, 0, 2, 2, 1, 1, CUDNN_CROSS_CORRELATION,
                                  CUDNN_DATA_FLOAT);
  cudnnSetConvolution2dDescriptor(conv, 0, 0, 2, 2, 1, 1, CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT);
  cudnnSetConvolutionNdDescriptor(conv, 3, pads, strides, dilations, CUDNN_CROSS_CORRELATION,
                                  CUDNN_DATA_FLOAT);
  cudnnSetConvolutionGroupCount(conv, 4);
  // CHECK: miopenInitConvolutionDescriptor(conv, miopenConvolution, 0, 0, 2, 2, 1, 1);
  // CHECK-NEXT: cudnnSetConvolution2dDescriptor(conv, 0, 0, 2, 2, 1, 1, CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT);
  // CHECK-NEXT: miopenInitConvolutionNdDescriptor(conv, 3, (int *)(pads), (int *)(strides), (int *)(dilations), miopenConvolution);
  // CHECK-NEXT: miopenSetConvolutionGroupCount(conv, 4);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-8]]:3: warning: 'cudnnSetConvolution2dDescriptor' left as is: HIP's 'miopenInitConvolutionDescriptor' takes other arguments and argument 8 is 'CUDNN_CONVOLUTION': MIOpen convolutions are cross-correlations (miopenConvolution); CUDNN_CONVOLUTION flips the filter and has no MIOpen mode [cu2hip-call-not-rewritten]

  int ph, pw, u, v, dh, dw, len, pad[3], str[3], dil[3];
  cudnnConvolutionMode_t mode;
  cudnnDataType_t computeType;
  cudnnGetConvolution2dDescriptor(conv, &ph, &pw, &u, &v, &dh, &dw, &mode, &computeType);
  cudnnGetConvolutionNdDescriptor(conv, 3, &len, pad, str, dil, &mode, &computeType);
  // CHECK: miopenConvolutionMode_t mode;
  // CHECK-NEXT: miopenDataType_t computeType;
  // CHECK-NEXT: miopenGetConvolutionDescriptor(conv, &mode, &ph, &pw, &u, &v, &dh, &dw);
  // CHECK-NEXT: miopenGetConvolutionNdDescriptor(conv, 3, &len, pad, str, dil, &mode);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-6]]:3: warning: 'cudnnGetConvolution2dDescriptor' translated to 'miopenGetConvolutionDescriptor': MIOpen convolution descriptors hold no compute type (MIOpen picks the accumulation type from the data type); the computeType output is left unset [cu2hip-api-semantics]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-6]]:3: warning: 'cudnnGetConvolutionNdDescriptor' translated to 'miopenGetConvolutionNdDescriptor': {{.+}} [cu2hip-api-semantics]
}

size_t workspaces(cudnnHandle_t h, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
                  cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t y) {
  size_t fwd = 0, bwdData = 0, bwdFilter = 0;
  cudnnGetConvolutionForwardWorkspaceSize(h, x, w, conv, y, CUDNN_CONVOLUTION_FWD_ALGO_GEMM,
                                          &fwd);
  cudnnGetConvolutionBackwardDataWorkspaceSize(h, w, y, conv, x,
                                               CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD,
                                               &bwdData);
  cudnnGetConvolutionBackwardFilterWorkspaceSize(h, x, y, conv, w,
                                                 CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD,
                                                 &bwdFilter);
  // CHECK: miopenConvolutionForwardGetWorkSpaceSize(h, w, x, conv, y, &fwd);
  // CHECK-NEXT: miopenConvolutionBackwardDataGetWorkSpaceSize(h, y, w, conv, x, &bwdData);
  // CHECK-NEXT: miopenConvolutionBackwardWeightsGetWorkSpaceSize(h, y, x, conv, w, &bwdFilter);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-11]]:3: warning: 'cudnnGetConvolutionForwardWorkspaceSize' translated to 'miopenConvolutionForwardGetWorkSpaceSize': MIOpen's query takes no algorithm (the algo argument is dropped) and returns the largest workspace of all forward algorithms: allocate it before miopenFindConvolutionForwardAlgorithm, which benchmarks in it, then size the workspace of miopenConvolutionForward from the memory field of the perf result you choose [cu2hip-library-workflow]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-10]]:3: warning: 'cudnnGetConvolutionBackwardDataWorkspaceSize' translated to 'miopenConvolutionBackwardDataGetWorkSpaceSize': MIOpen's query takes no algorithm (the algo argument is dropped) and returns the largest workspace of all backward-data algorithms: allocate it before miopenFindConvolutionBackwardDataAlgorithm, which benchmarks in it, then size the workspace of miopenConvolutionBackwardData from the memory field of the perf result you choose [cu2hip-library-workflow]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-8]]:3: warning: 'cudnnGetConvolutionBackwardFilterWorkspaceSize' translated to 'miopenConvolutionBackwardWeightsGetWorkSpaceSize': MIOpen's query takes no algorithm (the algo argument is dropped) and returns the largest workspace of all backward-weights algorithms: allocate it before miopenFindConvolutionBackwardWeightsAlgorithm, which benchmarks in it, then size the workspace of miopenConvolutionBackwardWeights from the memory field of the perf result you choose [cu2hip-library-workflow]
  return fwd + bwdData + bwdFilter;
}

void backward(cudnnHandle_t h, cudnnTensorDescriptor_t xD, float *x, cudnnFilterDescriptor_t wD,
              float *w, cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t yD, float *dy,
              float *dx, float *dw, void *ws, size_t wsSize) {
  cudnnConvolutionBwdDataAlgoPerf_t dataPerf;
  cudnnConvolutionBwdFilterAlgoPerf_t filterPerf;
  // CHECK: miopenConvAlgoPerf_t dataPerf;
  // CHECK-NEXT: miopenConvAlgoPerf_t filterPerf;
  int got;
  cudnnFindConvolutionBackwardDataAlgorithmEx(h, wD, w, yD, dy, conv, xD, dx, 1, &got,
                                              &dataPerf, ws, wsSize);
  cudnnFindConvolutionBackwardFilterAlgorithmEx(h, xD, x, yD, dy, conv, wD, dw, 1, &got,
                                                &filterPerf, ws, wsSize);
  // CHECK: miopenFindConvolutionBackwardDataAlgorithm(h, yD, dy, wD, w, conv, xD, dx, 1, &got, &dataPerf, ws, wsSize, false);
  // CHECK-NEXT: miopenFindConvolutionBackwardWeightsAlgorithm(h, yD, dy, xD, x, conv, wD, dw, 1, &got, &filterPerf, ws, wsSize, false);
  float alpha = 1.0f, beta = 0.0f;
  cudnnConvolutionBackwardData(h, &alpha, wD, w, yD, dy, conv, dataPerf.algo, ws, wsSize, &beta,
                               xD, dx);
  cudnnConvolutionBackwardFilter(h, &alpha, xD, x, yD, dy, conv, filterPerf.algo, ws, wsSize,
                                 &beta, wD, dw);
  // CHECK: miopenConvolutionBackwardData(h, &alpha, yD, dy, wD, w, conv, dataPerf.bwd_data_algo, &beta, xD, dx, ws, wsSize);
  // CHECK-NEXT: miopenConvolutionBackwardWeights(h, &alpha, yD, dy, xD, x, conv, filterPerf.bwd_weights_algo, &beta, wD, dw, ws, wsSize);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-6]]:3: warning: 'cudnnConvolutionBackwardData' translated to 'miopenConvolutionBackwardData': miopenConvolutionBackwardData fails ("No invoker was registered ... Was find executed?") unless miopenFindConvolutionBackwardDataAlgorithm (the translated cudnnFindConvolutionBackwardDataAlgorithmEx) ran before on the same handle and problem and returned this algo; releases before ROCm 6.2 honour only alpha = 1 and beta = 0 [cu2hip-library-workflow]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-5]]:3: warning: 'cudnnConvolutionBackwardFilter' translated to 'miopenConvolutionBackwardWeights': {{.+}} unless miopenFindConvolutionBackwardWeightsAlgorithm (the translated cudnnFindConvolutionBackwardFilterAlgorithmEx) ran before {{.+}} [cu2hip-library-workflow]
  cudnnFindConvolutionForwardAlgorithm(h, xD, wD, conv, yD, 1, &got, nullptr);
  // CHECK: cudnnFindConvolutionForwardAlgorithm(h, xD, wD, conv, yD, 1, &got, nullptr);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnFindConvolutionForwardAlgorithm' has no HIP equivalent: miopenFindConvolutionForwardAlgorithm benchmarks on caller buffers and a workspace; allocate them and use the cudnnFindConvolutionForwardAlgorithmEx form, which is translated [cu2hip-library-workflow]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 12 warnings, 0 errors
