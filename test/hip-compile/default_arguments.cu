// Calls that rely on CUDA's default arguments and typed-pointer templates,
// which HIP 5.2 lacks: the translation writes the defaults and the void**
// casts, so hipcc accepts it as is.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty
// RUN: %hipcc --offload-arch=gfx90a -fsyntax-only %t.hip
#include <cuda_runtime.h>

__global__ void kernel(float *p) { p[threadIdx.x] = 0.0f; }

void run(cudaStream_t s, float *host, void **args, cudaArray_t *arr,
         const cudaChannelFormatDesc *desc, cudaExtent ext,
         cudaGraphExec_t *exec, cudaGraph_t graph,
         const cudaExternalSemaphore_t *sems,
         const cudaExternalSemaphoreSignalParams *signal,
         const cudaExternalSemaphoreWaitParams *wait, cudaGraphNode_t node,
         const cudaMemcpy3DParms *copy) {
  float *dev;
  size_t pitch;
  cudaHostGetDevicePointer(&dev, host, 0);
  // CHECK: hipHostGetDevicePointer((void **)(&dev), host, 0);
  cudaMallocPitch(&dev, &pitch, 64, 64);
  // CHECK: hipMallocPitch((void **)(&dev), &pitch, 64, 64);
  cudaLaunchCooperativeKernel(kernel, dim3(1), dim3(64), args);
  // CHECK: hipLaunchCooperativeKernel(kernel, dim3(1), dim3(64), args, 0, 0);
  cudaMalloc3DArray(arr, desc, ext);
  // CHECK: hipMalloc3DArray(arr, desc, ext, 0);
  cudaGraphInstantiateWithFlags(exec, graph);
  // CHECK: hipGraphInstantiateWithFlags(exec, graph, 0);
  cudaSignalExternalSemaphoresAsync(sems, signal, 1);
  // CHECK: hipSignalExternalSemaphoresAsync(sems, signal, 1, 0);
  cudaWaitExternalSemaphoresAsync(sems, wait, 1);
  // CHECK: hipWaitExternalSemaphoresAsync(sems, wait, 1, 0);
  cudaGraphExecMemcpyNodeSetParams(*exec, node, copy);
  // CHECK: hipGraphExecMemcpyNodeSetParams(*exec, node, (hipMemcpy3DParms *)(copy));
}
// DIAG-NOT: warning:
