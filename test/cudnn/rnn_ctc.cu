// The cuDNN 8/9 RNN API becomes MIOpen's sequence-tensor RNN API (ROCm
// 6.0): RNN data descriptors are miopenSeqTensorDescriptor_t, the descriptor
// setter reorders its arguments and drops the ones MIOpen derives itself,
// and the forward/backward calls drop the device sequence lengths and swap
// each (size, pointer) pair. Each carries an attention note; a HIP 5.7
// target reports the sequence-tensor API as missing. CTC loss keeps its
// argument order.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cudnn|CUDNN_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.7 2>&1 >/dev/null | FileCheck %s --check-prefix=OLD

#include <cudnn.h>
// CHECK: #include <miopen/miopen.h>

int lstm(cudnnHandle_t h, cudnnDropoutDescriptor_t drop, const int *seqLens,
         const int *devSeqLens, const float *x, float *y, float *hx, float *hy, float *cx,
         float *cy, float *dy, float *dx, float *dhy, float *dhx, float *dcy, float *dcx,
         const float *w, float *dw, size_t wSize, void *ws, void *rs) {
  cudnnRNNDescriptor_t rnn;
  cudnnRNNDataDescriptor_t xD, yD;
  cudnnTensorDescriptor_t hD, cD;
  cudnnCreateRNNDescriptor(&rnn);
  cudnnCreateRNNDataDescriptor(&xD);
  cudnnCreateRNNDataDescriptor(&yD);
  // CHECK: miopenRNNDescriptor_t rnn;
  // CHECK-NEXT: miopenSeqTensorDescriptor_t xD, yD;
  // CHECK-NEXT: miopenTensorDescriptor_t hD, cD;
  // CHECK-NEXT: miopenCreateRNNDescriptor(&rnn);
  // CHECK-NEXT: miopenCreateSeqTensorDescriptor(&xD);
  // CHECK-NEXT: miopenCreateSeqTensorDescriptor(&yD);
  // OLD: {{.*}}.cu:[[@LINE-11]]:3: warning: 'cudnnRNNDataDescriptor_t' maps to 'miopenSeqTensorDescriptor_t', added in HIP 6.0; the target is HIP 5.7 [cu2hip-unsupported-in-target]
  cudnnSetRNNDescriptor_v8(rnn, CUDNN_RNN_ALGO_STANDARD, CUDNN_LSTM, CUDNN_RNN_DOUBLE_BIAS,
                           CUDNN_UNIDIRECTIONAL, CUDNN_LINEAR_INPUT, CUDNN_DATA_FLOAT,
                           CUDNN_DATA_FLOAT, CUDNN_FMA_MATH, 64, 128, 128, 2, drop, 0);
  // CHECK: miopenSetRNNDescriptor_V2(rnn, 128, 2, drop, miopenRNNlinear, miopenRNNunidirection, miopenLSTM, miopenRNNwithBias, miopenRNNdefault, miopenFloat);
  // DIAG: {{.*}}.cu:[[@LINE-4]]:3: warning: 'cudnnSetRNNDescriptor_v8' translated to 'miopenSetRNNDescriptor_V2': MIOpen takes the input size from the data descriptors, has no lstm projection (projSize must equal hiddenSize) and no math precision or math type; for CUDNN_RNN_PADDED_IO_ENABLED in auxFlags also call miopenSetRNNPaddingMode(rnnDesc, miopenRNNIOWithPadding) [cu2hip-library-workflow]
  float fill = 0.0f;
  cudnnSetRNNDataDescriptor(xD, CUDNN_DATA_FLOAT, CUDNN_RNN_DATA_LAYOUT_SEQ_MAJOR_UNPACKED, 20,
                            8, 64, seqLens, &fill);
  cudnnSetRNNDataDescriptor(yD, CUDNN_DATA_FLOAT, CUDNN_RNN_DATA_LAYOUT_BATCH_MAJOR_UNPACKED, 20,
                            8, 128, seqLens, &fill);
  // CHECK: miopenSetRNNDataSeqTensorDescriptor(xD, miopenFloat, miopenRNNDataSeqMajorPadded, 20, 8, 64, seqLens, nullptr);
  // CHECK-NEXT: miopenSetRNNDataSeqTensorDescriptor(yD, miopenFloat, miopenRNNDataBatchMajorPadded, 20, 8, 128, seqLens, nullptr);
  // DIAG: {{.*}}.cu:[[@LINE-6]]:3: warning: 'cudnnSetRNNDataDescriptor' translated to 'miopenSetRNNDataSeqTensorDescriptor': MIOpen does not use a padding fill value (paddingMarker must be null): padded output positions are not filled with paddingFill [cu2hip-api-semantics]
  cudnnDataType_t dt;
  cudnnRNNDataLayout_t layout;
  int maxSeq, batch, vec, lens[8];
  cudnnGetRNNDataDescriptor(xD, &dt, &layout, &maxSeq, &batch, &vec, 8, lens, &fill);
  // CHECK: miopenDataType_t dt;
  // CHECK-NEXT: miopenRNNBaseLayout_t layout;
  // CHECK-NEXT: int maxSeq, batch, vec, lens[8];
  // CHECK-NEXT: miopenGetRNNDataSeqTensorDescriptor(xD, &dt, &layout, &maxSeq, &batch, &vec, 8, lens, nullptr);
  size_t wsSize = 0, rsSize = 0;
  cudnnGetRNNTempSpaceSizes(h, rnn, CUDNN_FWD_MODE_TRAINING, xD, &wsSize, &rsSize);
  cudnnRNNForward(h, rnn, CUDNN_FWD_MODE_TRAINING, devSeqLens, xD, x, yD, y, hD, hx, hy, cD, cx,
                  cy, wSize, w, wsSize, ws, rsSize, rs);
  cudnnRNNBackwardData_v8(h, rnn, devSeqLens, yD, y, dy, xD, dx, hD, hx, dhy, dhx, cD, cx, dcy,
                          dcx, wSize, w, wsSize, ws, rsSize, rs);
  cudnnRNNBackwardWeights_v8(h, rnn, CUDNN_WGRAD_MODE_ADD, devSeqLens, xD, x, hD, hx, yD, y,
                             wSize, dw, wsSize, ws, rsSize, rs);
  // CHECK: miopenGetRNNTempSpaceSizes(h, rnn, xD, miopenRNNTraining, &wsSize, &rsSize);
  // CHECK-NEXT: miopenRNNForward(h, rnn, miopenRNNTraining, xD, x, hD, hx, hy, cD, cx, cy, yD, y, w, wSize, ws, wsSize, rs, rsSize);
  // CHECK-NEXT: miopenRNNBackwardSeqData(h, rnn, yD, y, dy, hD, hx, dhy, dhx, cD, cx, dcy, dcx, xD, dx, w, wSize, ws, wsSize, rs, rsSize);
  // CHECK-NEXT: miopenRNNBackwardWeightsSeqTensor(h, rnn, xD, x, hD, hx, yD, y, dw, wSize, ws, wsSize, rs, rsSize);
  // DIAG: {{.*}}.cu:[[@LINE-10]]:3: warning: 'cudnnRNNForward' translated to 'miopenRNNForward': MIOpen reads the sequence lengths from the data descriptors (devSeqLengths is dropped) and orders lstm gate weights input, forget, output, cell (cuDNN: input, forget, cell, output); weights laid out for cuDNN must be repacked [cu2hip-library-workflow]
  // DIAG: {{.*}}.cu:[[@LINE-9]]:3: warning: 'cudnnRNNBackwardData_v8' translated to 'miopenRNNBackwardSeqData': {{.+}} [cu2hip-library-workflow]
  // DIAG: {{.*}}.cu:[[@LINE-8]]:3: warning: 'cudnnRNNBackwardWeights_v8' translated to 'miopenRNNBackwardWeightsSeqTensor': MIOpen has no weight-gradient mode (addGrad is dropped): {{.+}} [cu2hip-library-workflow]
  cudnnDestroyRNNDataDescriptor(yD);
  cudnnDestroyRNNDataDescriptor(xD);
  return cudnnDestroyRNNDescriptor(rnn) == CUDNN_STATUS_SUCCESS ? 0 : 1;
  // CHECK: miopenDestroySeqTensorDescriptor(yD);
  // CHECK-NEXT: miopenDestroySeqTensorDescriptor(xD);
  // CHECK-NEXT: return miopenDestroyRNNDescriptor(rnn) == miopenStatusSuccess ? 0 : 1;
}

int ctc(cudnnHandle_t h, cudnnTensorDescriptor_t probsD, const float *probs, const int *labels,
        const int *labelLens, const int *inputLens, float *costs, float *grads, void *ws) {
  cudnnCTCLossDescriptor_t d;
  cudnnCreateCTCLossDescriptor(&d);
  // CHECK: miopenCTCLossDescriptor_t d;
  // CHECK-NEXT: miopenCreateCTCLossDescriptor(&d);
  size_t bytes = 0;
  cudnnGetCTCLossWorkspaceSize(h, probsD, probsD, labels, labelLens, inputLens,
                               CUDNN_CTC_LOSS_ALGO_DETERMINISTIC, d, &bytes);
  // CHECK: miopenGetCTCLossWorkspaceSize(h, probsD, probsD, labels, labelLens, inputLens,
  // CHECK-NEXT: MIOPEN_CTC_LOSS_ALGO_DETERMINISTIC, d, &bytes);
  // DIAG: {{.*}}.cu:[[@LINE-4]]:3: warning: 'cudnnGetCTCLossWorkspaceSize' translated to 'miopenGetCTCLossWorkspaceSize': the result depends on the MIOpen descriptor: blank label id (cuDNN uses 0) and apply_softmax_layer (cuDNN's loss normalization mode); set them with miopenSetCTCLossDescriptor [cu2hip-library-workflow]
  cudnnCTCLoss(h, probsD, probs, labels, labelLens, inputLens, costs, probsD, grads,
               CUDNN_CTC_LOSS_ALGO_DETERMINISTIC, d, ws, bytes);
  // CHECK: miopenCTCLoss(h, probsD, probs, labels, labelLens, inputLens, costs, probsD, grads,
  // CHECK-NEXT: MIOPEN_CTC_LOSS_ALGO_DETERMINISTIC, d, ws, bytes);
  return cudnnDestroyCTCLossDescriptor(d);
  // CHECK: return miopenDestroyCTCLossDescriptor(d);
}
