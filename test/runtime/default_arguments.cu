// CUDA's default arguments that HIP 5.2 lacks are written out, and the
// typed pointer-to-pointer that CUDA's templates accept is cast to the void**
// HIP declares: the edits are made, not described.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty
#include <cuda_runtime.h>
__global__ void k(float *p) {}
void f(cudaStream_t s, float *h, void **args, cudaArray_t *arr,
       cudaChannelFormatDesc *desc, cudaExtent ext, cudaGraphExec_t *ge,
       cudaGraph_t g, const cudaExternalSemaphore_t *sems,
       const cudaExternalSemaphoreSignalParams *sp,
       const cudaExternalSemaphoreWaitParams *wp, cudaGraphNode_t n,
       const cudaMemcpy3DParms *cp) {
  float *d;
  size_t pitch;
  cudaHostGetDevicePointer(&d, h, 0);
  // CHECK: hipHostGetDevicePointer((void **)(&d), h, 0);
  cudaMallocPitch(&d, &pitch, 64, 64);
  // CHECK: hipMallocPitch((void **)(&d), &pitch, 64, 64);
  cudaLaunchCooperativeKernel(k, dim3(1), dim3(64), args);
  // CHECK: hipLaunchCooperativeKernel(k, dim3(1), dim3(64), args, 0, 0);
  cudaLaunchCooperativeKernel(k, dim3(1), dim3(64), args, 128);
  // CHECK: hipLaunchCooperativeKernel(k, dim3(1), dim3(64), args, 128, 0);
  cudaLaunchCooperativeKernel(k, dim3(1), dim3(64), args, 128, s);
  // CHECK: hipLaunchCooperativeKernel(k, dim3(1), dim3(64), args, 128, s);
  cudaMalloc3DArray(arr, desc, ext);
  // CHECK: hipMalloc3DArray(arr, desc, ext, 0);
  cudaMalloc3DArray(arr, desc, ext, cudaArraySurfaceLoadStore);
  // CHECK: hipMalloc3DArray(arr, desc, ext, hipArraySurfaceLoadStore);
  cudaGraphInstantiateWithFlags(ge, g);
  // CHECK: hipGraphInstantiateWithFlags(ge, g, 0);
  cudaSignalExternalSemaphoresAsync(sems, sp, 1);
  // CHECK: hipSignalExternalSemaphoresAsync(sems, sp, 1, 0);
  cudaWaitExternalSemaphoresAsync(sems, wp, 1, s);
  // CHECK: hipWaitExternalSemaphoresAsync(sems, wp, 1, s);
  cudaGraphExecMemcpyNodeSetParams(*ge, n, cp);
  // CHECK: hipGraphExecMemcpyNodeSetParams(*ge, n, (hipMemcpy3DParms *)(cp));
}
// Too many arguments for the template: the call is left and reported.
void g(float *h) {
  float *d;
  cudaHostGetDevicePointer(&d, h, 0, 1);
  // CHECK: cudaHostGetDevicePointer(&d, h, 0, 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaHostGetDevicePointer' left as is: HIP's 'hipHostGetDevicePointer' takes other arguments and 'cudaHostGetDevicePointer' takes 3 arguments, this call passes 4 [cu2hip-call-not-rewritten]
  cudaLaunchCooperativeKernel(k, dim3(1), dim3(64));
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaLaunchCooperativeKernel' left as is: HIP's 'hipLaunchCooperativeKernel' takes other arguments and 'cudaLaunchCooperativeKernel' takes 4 to 6 arguments, this call passes 3 [cu2hip-call-not-rewritten]
}
// DIAG-NOT: api-semantics
