// Softmax, batch norm, LRN, dropout, activation and N-d pooling calls whose
// MIOpen forms take other arguments: softmax's algorithm and mode move to the
// end (the _V2 calls), batch norm casts cuDNN's const scaling and parameter
// pointers to MIOpen's void *, the *Ex batch norm calls translate only for
// CUDNN_BATCHNORM_OPS_BN, the LRN mode moves from the call into the
// descriptor, dropout appends MIOpen's mask, state-evolution and generator
// arguments and passes x's descriptor as the noise shape, and the activation
// handler turns cuDNN's coefficient into MIOpen's alpha. The backward LRN
// pass needs MIOpen's forward workspace and is reported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api

#include <cudnn.h>
// CHECK: #include <miopen/miopen.h>

void softmax(cudnnHandle_t h, cudnnTensorDescriptor_t d, const float *x, float *y,
             const float *dy, float *dx) {
  float one = 1.0f, zero = 0.0f;
  cudnnSoftmaxForward(h, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, d, x, &zero, d,
                      y);
  cudnnSoftmaxBackward(h, CUDNN_SOFTMAX_LOG, CUDNN_SOFTMAX_MODE_INSTANCE, &one, d, y, d, dy,
                       &zero, d, dx);
  // CHECK: miopenSoftmaxForward_V2(h, &one, d, x, &zero, d, y, MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);
  // CHECK-NEXT: miopenSoftmaxBackward_V2(h, &one, d, y, d, dy, &zero, d, dx, MIOPEN_SOFTMAX_LOG, MIOPEN_SOFTMAX_MODE_INSTANCE);
}

void batchnorm(cudnnHandle_t h, cudnnTensorDescriptor_t xD, const float *x, float *y,
               cudnnTensorDescriptor_t bnD, const float *scale, const float *bias, float *mean,
               float *var, float *saveMean, float *saveInv, float *dx, float *dScale,
               float *dBias, cudnnActivationDescriptor_t act) {
  const float one = 1.0f, zero = 0.0f;
  cudnnDeriveBNTensorDescriptor(bnD, xD, CUDNN_BATCHNORM_SPATIAL);
  cudnnBatchNormalizationForwardInference(h, CUDNN_BATCHNORM_SPATIAL, &one, &zero, xD, x, xD, y,
                                          bnD, scale, bias, mean, var, 1e-5);
  cudnnBatchNormalizationForwardTraining(h, CUDNN_BATCHNORM_PER_ACTIVATION, &one, &zero, xD, x,
                                         xD, y, bnD, scale, bias, 0.1, mean, var, 1e-5,
                                         saveMean, saveInv);
  // CHECK: miopenDeriveBNTensorDescriptor(bnD, xD, miopenBNSpatial);
  // CHECK-NEXT: miopenBatchNormalizationForwardInference(h, miopenBNSpatial, (void *)(&one), (void *)(&zero), xD, x, xD, y, bnD, (void *)(scale), (void *)(bias), (void *)(mean), (void *)(var), 1e-5);
  // CHECK-NEXT: miopenBatchNormalizationForwardTraining(h, miopenBNPerActivation, (void *)(&one), (void *)(&zero), xD, x, xD, y, bnD, (void *)(scale), (void *)(bias), 0.1, mean, var, 1e-5, saveMean, saveInv);
  cudnnBatchNormalizationBackward(h, CUDNN_BATCHNORM_SPATIAL, &one, &zero, &one, &zero, xD, x,
                                  xD, y, xD, dx, bnD, scale, dScale, dBias, 1e-5, saveMean,
                                  saveInv);
  // CHECK: miopenBatchNormalizationBackward(h, miopenBNSpatial, &one, &zero, &one, &zero, xD, x,
  // CHECK-NEXT: xD, y, xD, dx, bnD, scale, dScale, dBias, 1e-5, saveMean,
  // CHECK-NEXT: saveInv);
  cudnnBatchNormalizationForwardTrainingEx(h, CUDNN_BATCHNORM_SPATIAL, CUDNN_BATCHNORM_OPS_BN,
                                           &one, &zero, xD, x, nullptr, nullptr, xD, y, bnD,
                                           scale, bias, 0.1, mean, var, 1e-5, saveMean, saveInv,
                                           nullptr, nullptr, 0, nullptr, 0);
  // CHECK: miopenBatchNormalizationForwardTraining(h, miopenBNSpatial, (void *)(&one), (void *)(&zero), xD, x, xD, y, bnD, (void *)(scale), (void *)(bias), 0.1, mean, var, 1e-5, saveMean, saveInv);
  cudnnBatchNormalizationForwardTrainingEx(h, CUDNN_BATCHNORM_SPATIAL,
                                           CUDNN_BATCHNORM_OPS_BN_ACTIVATION, &one, &zero, xD, x,
                                           nullptr, nullptr, xD, y, bnD, scale, bias, 0.1, mean,
                                           var, 1e-5, saveMean, saveInv, act, nullptr, 0,
                                           nullptr, 0);
  // CHECK: cudnnBatchNormalizationForwardTrainingEx(h, CUDNN_BATCHNORM_SPATIAL,
  // CHECK-NEXT: CUDNN_BATCHNORM_OPS_BN_ACTIVATION, &one, &zero, xD, x,
  // DIAG: {{.*}}.cu:[[@LINE-7]]:3: warning: 'cudnnBatchNormalizationForwardTrainingEx' left as is: HIP's 'miopenBatchNormalizationForwardTraining' takes other arguments and argument 3 is 'CUDNN_BATCHNORM_OPS_BN_ACTIVATION': MIOpen batch norm has no fused add or activation; only CUDNN_BATCHNORM_OPS_BN calls translate (z, activation, workspace and reserve space are dropped) [cu2hip-call-not-rewritten]
  cudnnBatchNormalizationBackwardEx(h, CUDNN_BATCHNORM_SPATIAL, CUDNN_BATCHNORM_OPS_BN, &one,
                                    &zero, &one, &zero, xD, x, nullptr, nullptr, xD, y, nullptr,
                                    nullptr, xD, dx, bnD, scale, bias, dScale, dBias, 1e-5,
                                    saveMean, saveInv, nullptr, nullptr, 0, nullptr, 0);
  // CHECK: miopenBatchNormalizationBackward(h, miopenBNSpatial, &one, &zero, &one, &zero, xD, x, xD, y, xD, dx, bnD, scale, dScale, dBias, 1e-5, saveMean, saveInv);
}

void lrn(cudnnHandle_t h, cudnnLRNDescriptor_t d, cudnnTensorDescriptor_t t, const float *x,
         float *y, const float *dy, float *dx) {
  // CHECK: void lrn(miopenHandle_t h, miopenLRNDescriptor_t d, miopenTensorDescriptor_t t, const float *x,
  float one = 1.0f, zero = 0.0f;
  cudnnSetLRNDescriptor(d, 5, 1e-4, 0.75, 2.0);
  cudnnLRNCrossChannelForward(h, d, CUDNN_LRN_CROSS_CHANNEL_DIM1, &one, t, x, &zero, t, y);
  // CHECK: miopenSetLRNDescriptor(d, miopenLRNCrossChannel, 5, 1e-4, 0.75, 2.0);
  // CHECK-NEXT: miopenLRNForward(h, d, &one, t, x, &zero, t, y, false, nullptr);
  cudnnLRNCrossChannelBackward(h, d, CUDNN_LRN_CROSS_CHANNEL_DIM1, &one, t, y, t, dy, t, x,
                               &zero, t, dx);
  // CHECK: cudnnLRNCrossChannelBackward(h, d, miopenLRNCrossChannel, &one, t, y, t, dy, t, x,
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cudnnLRNCrossChannelBackward' has no HIP equivalent: miopenLRNBackward needs the workspace that miopenLRNForward saves with do_backward = true: size it with miopenLRNGetWorkSpaceSize, pass it to the forward call and then to miopenLRNBackward(..., dxDesc, dx, workSpace) [cu2hip-unsupported-api]
}

void dropout(cudnnHandle_t h, cudnnDropoutDescriptor_t d, cudnnTensorDescriptor_t t,
             const float *x, float *y, float *dy, float *dx, void *states, void *reserve) {
  size_t stateBytes = 0, reserveBytes = 0;
  cudnnDropoutGetStatesSize(h, &stateBytes);
  cudnnDropoutGetReserveSpaceSize(t, &reserveBytes);
  cudnnSetDropoutDescriptor(d, h, 0.5f, states, stateBytes, 1234ULL);
  cudnnRestoreDropoutDescriptor(d, h, 0.5f, states, stateBytes, 1234ULL);
  cudnnDropoutForward(h, d, t, x, t, y, reserve, reserveBytes);
  cudnnDropoutBackward(h, d, t, dy, t, dx, reserve, reserveBytes);
  // CHECK: miopenDropoutGetStatesSize(h, &stateBytes);
  // CHECK-NEXT: miopenDropoutGetReserveSpaceSize(t, &reserveBytes);
  // CHECK-NEXT: miopenSetDropoutDescriptor(d, h, 0.5f, states, stateBytes, 1234ULL, false, false, MIOPEN_RNG_PSEUDO_XORWOW);
  // CHECK-NEXT: miopenRestoreDropoutDescriptor(d, h, 0.5f, states, stateBytes, 1234ULL, false, false, MIOPEN_RNG_PSEUDO_XORWOW);
  // CHECK-NEXT: miopenDropoutForward(h, d, t, t, x, t, y, reserve, reserveBytes);
  // CHECK-NEXT: miopenDropoutBackward(h, d, t, t, dy, t, dx, reserve, reserveBytes);
}

void activation(cudnnActivationDescriptor_t a, cudnnPoolingDescriptor_t p) {
  cudnnSetActivationDescriptor(a, CUDNN_ACTIVATION_CLIPPED_RELU, CUDNN_PROPAGATE_NAN, 6.0);
  cudnnSetActivationDescriptor(a, CUDNN_ACTIVATION_SWISH, CUDNN_PROPAGATE_NAN, 1.0);
  // CHECK: miopenSetActivationDescriptor(a, miopenActivationCLIPPEDRELU, 6.0, 0.0, 0.0);
  // CHECK-NEXT: cudnnSetActivationDescriptor(a, CUDNN_ACTIVATION_SWISH, CUDNN_PROPAGATE_NAN, 1.0);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'cudnnSetActivationDescriptor' left as is: {{.+}} [cu2hip-call-not-rewritten]
  int windowA[2] = {3, 3}, padA[2] = {1, 1}, strideA[2] = {2, 2}, nb;
  cudnnPoolingMode_t mode;
  cudnnNanPropagation_t nan;
  cudnnSetPoolingNdDescriptor(p, CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING,
                              CUDNN_NOT_PROPAGATE_NAN, 2, windowA, padA, strideA);
  cudnnGetPoolingNdDescriptor(p, 2, &mode, &nan, &nb, windowA, padA, strideA);
  // CHECK: miopenPoolingMode_t mode;
  // CHECK-NEXT: miopenNanPropagation_t nan;
  // CHECK-NEXT: miopenSetNdPoolingDescriptor(p, miopenPoolingAverage, 2, (int *)(windowA), (int *)(padA), (int *)(strideA));
  // CHECK-NEXT: miopenGetNdPoolingDescriptor(p, 2, &mode, &nb, windowA, padA, strideA);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-5]]:3: warning: 'cudnnGetPoolingNdDescriptor' translated to 'miopenGetNdPoolingDescriptor': MIOpen pooling descriptors hold no nan option; that output is left unset [cu2hip-api-semantics]
  int wh, ww, ph, pw, sh, sw;
  cudnnGetPooling2dDescriptor(p, &mode, &nan, &wh, &ww, &ph, &pw, &sh, &sw);
  // CHECK: miopenGet2dPoolingDescriptor(p, &mode, &wh, &ww, &ph, &pw, &sh, &sw);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnGetPooling2dDescriptor' translated to 'miopenGet2dPoolingDescriptor': {{.+}} [cu2hip-api-semantics]
}
