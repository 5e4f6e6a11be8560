// The cuDNN 9 backend (graph) API maps name for name onto MIOpen's graph API,
// a beta API of ROCm 6.2 and later: every call carries an attention note,
// descriptor types, attributes and pointwise modes MIOpen declares are
// renamed, and the ones it lacks (SDPA operations, heuristic modes, CUDA
// graph population) are reported. A ROCm 6.1 target has no graph API.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-unsupported-in-target
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.1 2>&1 >/dev/null | FileCheck %s --check-prefix=OLD

#include <cudnn.h>
#include <stdint.h>
// CHECK: #include <miopen/miopen.h>

int graph(cudnnHandle_t handle, cudaGraph_t cudaGraph, void *x) {
  cudnnBackendDescriptor_t tensor, plan, pack;
  // CHECK: miopenBackendDescriptor_t tensor, plan, pack;
  // OLD: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnBackendDescriptor_t' maps to 'miopenBackendDescriptor_t', added in HIP 6.2; the target is HIP 6.1 [cu2hip-unsupported-in-target]
  if (cudnnBackendCreateDescriptor(CUDNN_BACKEND_TENSOR_DESCRIPTOR, &tensor) !=
      CUDNN_STATUS_SUCCESS)
    return 1;
  // CHECK: if (miopenBackendCreateDescriptor(MIOPEN_BACKEND_TENSOR_DESCRIPTOR, &tensor) !=
  // CHECK-NEXT: miopenStatusSuccess)
  // DIAG: {{.*}}.cu:[[@LINE-5]]:7: warning: 'cudnnBackendCreateDescriptor' translated to 'miopenBackendCreateDescriptor': MIOpen's graph API is a beta api: define MIOPEN_BETA_API before including miopen/miopen.h; it finalizes only some operation graphs (convolution, attention fusions) and numbers its enumerators differently, so check every status [cu2hip-api-semantics]
  // OLD: {{.*}}.cu:[[@LINE-6]]:7: warning: 'cudnnBackendCreateDescriptor' maps to 'miopenBackendCreateDescriptor', added in HIP 6.2; the target is HIP 6.1 [cu2hip-unsupported-in-target]
  int64_t uid = 1, dims[4] = {1, 8, 32, 32};
  cudnnDataType_t type = CUDNN_DATA_FLOAT;
  cudnnBackendSetAttribute(tensor, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &uid);
  cudnnBackendSetAttribute(tensor, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &type);
  cudnnBackendSetAttribute(tensor, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, 4, dims);
  cudnnBackendFinalize(tensor);
  // CHECK: miopenDataType_t type = miopenFloat;
  // CHECK-NEXT: miopenBackendSetAttribute(tensor, MIOPEN_ATTR_TENSOR_UNIQUE_ID, MIOPEN_TYPE_INT64, 1, &uid);
  // CHECK-NEXT: miopenBackendSetAttribute(tensor, MIOPEN_ATTR_TENSOR_DATA_TYPE, MIOPEN_TYPE_DATA_TYPE, 1, &type);
  // CHECK-NEXT: miopenBackendSetAttribute(tensor, MIOPEN_ATTR_TENSOR_DIMENSIONS, MIOPEN_TYPE_INT64, 4, dims);
  // CHECK-NEXT: miopenBackendFinalize(tensor);
  int64_t count = 0;
  cudnnBackendGetAttribute(tensor, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &count,
                           &uid);
  // CHECK: miopenBackendGetAttribute(tensor, MIOPEN_ATTR_TENSOR_UNIQUE_ID, MIOPEN_TYPE_INT64, 1, &count,
  cudnnPointwiseMode_t mode = CUDNN_POINTWISE_RELU_FWD;
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR, &plan);
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR, &pack);
  cudnnBackendSetAttribute(pack, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR, 1,
                           &x);
  cudnnBackendExecute(handle, plan, pack);
  // CHECK: miopenPointwiseMode_t mode = MIOPEN_POINTWISE_RELU_FWD;
  // CHECK-NEXT: miopenBackendCreateDescriptor(MIOPEN_BACKEND_EXECUTION_PLAN_DESCRIPTOR, &plan);
  // CHECK-NEXT: miopenBackendCreateDescriptor(MIOPEN_BACKEND_VARIANT_PACK_DESCRIPTOR, &pack);
  // CHECK-NEXT: miopenBackendSetAttribute(pack, MIOPEN_ATTR_VARIANT_PACK_DATA_POINTERS, MIOPEN_TYPE_VOID_PTR, 1,
  // CHECK-NEXT: &x);
  // CHECK-NEXT: miopenBackendExecute(handle, plan, pack);
  // DIAG: {{.*}}.cu:[[@LINE-7]]:3: warning: 'cudnnBackendExecute' translated to 'miopenBackendExecute': {{.+}} [cu2hip-api-semantics]
  cudnnBackendPopulateCudaGraph(handle, plan, pack, cudaGraph);
  // CHECK: cudnnBackendPopulateCudaGraph(handle, plan, pack, cudaGraph);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnBackendPopulateCudaGraph' has no HIP equivalent: MIOpen's graph API cannot record into a HIP graph; run miopenBackendExecute on a stream captured with hipStreamBeginCapture [cu2hip-unsupported-api]
  cudnnBackendDescriptor_t sdpa;
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR, &sdpa);
  // CHECK: miopenBackendCreateDescriptor(CUDNN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR, &sdpa);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:32: warning: 'CUDNN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR' has no HIP equivalent: MIOpen's graph API has no MIOPEN_BACKEND_OPERATION_SDPA_FWD_DESCRIPTOR; the operation or attribute is not available on ROCm [cu2hip-unsupported-api]
  cudnnBackendHeurMode_t heur = CUDNN_HEUR_MODE_A;
  // CHECK: cudnnBackendHeurMode_t heur = CUDNN_HEUR_MODE_A;
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnBackendHeurMode_t' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:33: warning: 'CUDNN_HEUR_MODE_A' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  cudnnBackendDestroyDescriptor(sdpa);
  cudnnBackendDestroyDescriptor(pack);
  cudnnBackendDestroyDescriptor(plan);
  return cudnnBackendDestroyDescriptor(tensor) == CUDNN_STATUS_SUCCESS ? (int)mode + heur : 1;
  // CHECK: miopenBackendDestroyDescriptor(sdpa);
  // CHECK-NEXT: miopenBackendDestroyDescriptor(pack);
  // CHECK-NEXT: miopenBackendDestroyDescriptor(plan);
  // CHECK-NEXT: return miopenBackendDestroyDescriptor(tensor) == miopenStatusSuccess ? (int)mode + heur : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 19 warnings, 0 errors
