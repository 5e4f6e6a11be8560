// A cuDNN inference layer (convolution, bias, ReLU, max pooling) becomes
// MIOpen: handle and stream, tensor and filter descriptors (filters are
// MIOpen tensor descriptors), the convolution descriptor through its
// argument template, the workspace query without the algorithm, the
// find-then-run sequence with the perf struct's members renamed, the
// activation handler and the pooling call with MIOpen's backward-workspace
// arguments. The convolution call carries MIOpen's find prerequisite; the
// bias add has no MIOpen call with cuDNN's formula and is reported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cudnn|CUDNN_|cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:

#include <cuda_runtime.h>
#include <cudnn.h>
#include <stdio.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <miopen/miopen.h>
// CHECK-NEXT: #include <stdio.h>

static int check(cudnnStatus_t status, const char *what) {
  // CHECK: static int check(miopenStatus_t status, const char *what) {
  if (status == CUDNN_STATUS_SUCCESS)
    // CHECK: if (status == miopenStatusSuccess)
    return 0;
  fprintf(stderr, "%s: %s\n", what, cudnnGetErrorString(status));
  // CHECK: fprintf(stderr, "%s: %s\n", what, miopenGetErrorString(status));
  return 1;
}

int forward(cudaStream_t stream, const float *x, const float *w, const float *bias,
            float *conv, float *pooled) {
  // CHECK: int forward(hipStream_t stream, const float *x, const float *w, const float *bias,
  cudnnHandle_t handle;
  // CHECK: miopenHandle_t handle;
  if (check(cudnnCreate(&handle), "create"))
    // CHECK: if (check(miopenCreate(&handle), "create"))
    return 1;
  cudnnSetStream(handle, stream);
  // CHECK: miopenSetStream(handle, stream);

  cudnnTensorDescriptor_t xDesc, yDesc, bDesc, pDesc;
  cudnnFilterDescriptor_t wDesc;
  cudnnConvolutionDescriptor_t convDesc;
  cudnnActivationDescriptor_t actDesc;
  cudnnPoolingDescriptor_t poolDesc;
  // CHECK: miopenTensorDescriptor_t xDesc, yDesc, bDesc, pDesc;
  // CHECK-NEXT: miopenTensorDescriptor_t wDesc;
  // CHECK-NEXT: miopenConvolutionDescriptor_t convDesc;
  // CHECK-NEXT: miopenActivationDescriptor_t actDesc;
  // CHECK-NEXT: miopenPoolingDescriptor_t poolDesc;
  cudnnCreateTensorDescriptor(&xDesc);
  cudnnCreateTensorDescriptor(&yDesc);
  cudnnCreateTensorDescriptor(&bDesc);
  cudnnCreateTensorDescriptor(&pDesc);
  cudnnCreateFilterDescriptor(&wDesc);
  cudnnCreateConvolutionDescriptor(&convDesc);
  cudnnCreateActivationDescriptor(&actDesc);
  cudnnCreatePoolingDescriptor(&poolDesc);
  // CHECK: miopenCreateTensorDescriptor(&xDesc);
  // CHECK-NEXT: miopenCreateTensorDescriptor(&yDesc);
  // CHECK-NEXT: miopenCreateTensorDescriptor(&bDesc);
  // CHECK-NEXT: miopenCreateTensorDescriptor(&pDesc);
  // CHECK-NEXT: miopenCreateTensorDescriptor(&wDesc);
  // CHECK-NEXT: miopenCreateConvolutionDescriptor(&convDesc);
  // CHECK-NEXT: miopenCreateActivationDescriptor(&actDesc);
  // CHECK-NEXT: miopenCreatePoolingDescriptor(&poolDesc);

  cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 8, 3, 32, 32);
  // CHECK: miopenSet4dTensorDescriptor(xDesc, miopenFloat, 8, 3, 32, 32);
  cudnnSetFilter4dDescriptor(wDesc, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 16, 3, 3, 3);
  // CHECK: miopenSet4dTensorDescriptor(wDesc, miopenFloat, 16, 3, 3, 3);
  cudnnSetConvolution2dDescriptor(convDesc, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION,
                                  CUDNN_DATA_FLOAT);
  // CHECK: miopenInitConvolutionDescriptor(convDesc, miopenConvolution, 1, 1, 1, 1, 1, 1);
  int n, c, h, wd;
  cudnnGetConvolution2dForwardOutputDim(convDesc, xDesc, wDesc, &n, &c, &h, &wd);
  // CHECK: miopenGetConvolutionForwardOutputDim(convDesc, xDesc, wDesc, &n, &c, &h, &wd);
  cudnnSetTensor4dDescriptor(yDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, wd);
  cudnnSetTensor4dDescriptor(bDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, c, 1, 1);
  // CHECK: miopenSet4dTensorDescriptor(yDesc, miopenFloat, n, c, h, wd);
  // CHECK-NEXT: miopenSet4dTensorDescriptor(bDesc, miopenFloat, 1, c, 1, 1);

  size_t wsSize = 0;
  cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc,
                                          CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM, &wsSize);
  // CHECK: miopenConvolutionForwardGetWorkSpaceSize(handle, wDesc, xDesc, convDesc, yDesc, &wsSize);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cudnnGetConvolutionForwardWorkspaceSize' translated to 'miopenConvolutionForwardGetWorkSpaceSize': MIOpen's query takes no algorithm (the algo argument is dropped) and returns the largest workspace of all forward algorithms: allocate it before miopenFindConvolutionForwardAlgorithm, which benchmarks in it, then size the workspace of miopenConvolutionForward from the memory field of the perf result you choose [cu2hip-library-workflow]
  void *ws = nullptr;
  cudaMalloc(&ws, wsSize);
  // CHECK: hipMalloc(&ws, wsSize);
  cudnnConvolutionFwdAlgoPerf_t perf[4];
  // CHECK: miopenConvAlgoPerf_t perf[4];
  int returned = 0;
  cudnnFindConvolutionForwardAlgorithmEx(handle, xDesc, x, wDesc, w, convDesc, yDesc, conv, 4,
                                         &returned, perf, ws, wsSize);
  // CHECK: miopenFindConvolutionForwardAlgorithm(handle, xDesc, x, wDesc, w, convDesc, yDesc, conv, 4, &returned, perf, ws, wsSize, false);
  cudnnConvolutionFwdAlgo_t algo = perf[0].algo;
  // CHECK: miopenConvFwdAlgorithm_t algo = perf[0].fwd_algo;
  printf("%d algos, best %.3f ms, %zu bytes\n", returned, perf[0].time, perf[0].memory);
  // CHECK: printf("%d algos, best %.3f ms, %zu bytes\n", returned, perf[0].time, perf[0].memory);

  const float one = 1.0f, zero = 0.0f;
  if (check(cudnnConvolutionForward(handle, &one, xDesc, x, wDesc, w, convDesc, algo, ws,
                                    wsSize, &zero, yDesc, conv), "conv"))
    return 1;
  // CHECK: if (check(miopenConvolutionForward(handle, &one, xDesc, x, wDesc, w, convDesc, algo, &zero, yDesc, conv, ws, wsSize), "conv"))
  // DIAG: {{.*}}.cu:[[@LINE-4]]:13: warning: 'cudnnConvolutionForward' translated to 'miopenConvolutionForward': miopenConvolutionForward fails ("No invoker was registered ... Was find executed?") unless miopenFindConvolutionForwardAlgorithm (the translated cudnnFindConvolutionForwardAlgorithmEx) ran before on the same handle and problem and returned this algo; releases before ROCm 6.2 honour only alpha = 1 and beta = 0 [cu2hip-library-workflow]
  cudnnAddTensor(handle, &one, bDesc, bias, &one, yDesc, conv);
  // CHECK: cudnnAddTensor(handle, &one, bDesc, bias, &one, yDesc, conv);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnAddTensor' has no HIP equivalent: MIOpen has no add-tensor call with cuDNN's C = alpha*A + beta*C; for a bias add write miopenOpTensor(handle, miopenTensorOpAdd, &one, cDesc, C, &one, aDesc, A, &zero, cDesc, C) with the full-size tensor first (MIOpen broadcasts only the second operand) [cu2hip-unsupported-api]

  cudnnSetActivationDescriptor(actDesc, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0);
  // CHECK: miopenSetActivationDescriptor(actDesc, miopenActivationRELU, 0.0, 0.0, 0.0);
  cudnnActivationForward(handle, actDesc, &one, yDesc, conv, &zero, yDesc, conv);
  // CHECK: miopenActivationForward(handle, actDesc, &one, yDesc, conv, &zero, yDesc, conv);

  cudnnSetPooling2dDescriptor(poolDesc, CUDNN_POOLING_MAX, CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0,
                              2, 2);
  // CHECK: miopenSet2dPoolingDescriptor(poolDesc, miopenPoolingMax, 2, 2, 0, 0, 2, 2);
  cudnnGetPooling2dForwardOutputDim(poolDesc, yDesc, &n, &c, &h, &wd);
  // CHECK: miopenGetPoolingForwardOutputDim(poolDesc, yDesc, &n, &c, &h, &wd);
  cudnnSetTensor4dDescriptor(pDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, wd);
  // CHECK: miopenSet4dTensorDescriptor(pDesc, miopenFloat, n, c, h, wd);
  cudnnPoolingForward(handle, poolDesc, &one, yDesc, conv, &zero, pDesc, pooled);
  // CHECK: miopenPoolingForward(handle, poolDesc, &one, yDesc, conv, &zero, pDesc, pooled, false, nullptr, 0);

  cudaFree(ws);
  cudnnDestroyPoolingDescriptor(poolDesc);
  cudnnDestroyActivationDescriptor(actDesc);
  cudnnDestroyConvolutionDescriptor(convDesc);
  cudnnDestroyFilterDescriptor(wDesc);
  cudnnDestroyTensorDescriptor(pDesc);
  cudnnDestroyTensorDescriptor(bDesc);
  cudnnDestroyTensorDescriptor(yDesc);
  cudnnDestroyTensorDescriptor(xDesc);
  // CHECK: hipFree(ws);
  // CHECK-NEXT: miopenDestroyPoolingDescriptor(poolDesc);
  // CHECK-NEXT: miopenDestroyActivationDescriptor(actDesc);
  // CHECK-NEXT: miopenDestroyConvolutionDescriptor(convDesc);
  // CHECK-NEXT: miopenDestroyTensorDescriptor(wDesc);
  // CHECK-NEXT: miopenDestroyTensorDescriptor(pDesc);
  // CHECK-NEXT: miopenDestroyTensorDescriptor(bDesc);
  // CHECK-NEXT: miopenDestroyTensorDescriptor(yDesc);
  // CHECK-NEXT: miopenDestroyTensorDescriptor(xDesc);
  return check(cudnnDestroy(handle), "destroy");
  // CHECK: return check(miopenDestroy(handle), "destroy");
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
