// Idioms of real CUDA code that used to fail to build after translation to
// HIP 5.2: CUDA 12's three-argument cudaGraphInstantiate, the 3D-copy helpers
// of driver_functions.h, a helper that tests CUSPARSEAPI to learn whether
// cuSPARSE was included, a braced block size in a launch, a `register`
// variable (C++17 has none; hipcc refuses it), and the device
// property deviceOverlap (HIP 6.0 has the field; AMD GPUs always overlap
// copies and kernels, so before it the access is the value 1).
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
#include <cuda_runtime.h>
#include <cusparse.h>

#ifdef CUSPARSEAPI
// CHECK: #ifdef _HIPSPARSE_H_
static const char *sparseStatus(cusparseStatus_t s) {
  return s == CUSPARSE_STATUS_SUCCESS ? "ok" : "failed";
}
#endif

__global__ void fill(float *p) {
  register unsigned i = threadIdx.x + blockDim.x * threadIdx.y;
  p[i] = 1.0f;
}
// CHECK: {{^}}  unsigned i = threadIdx.x + blockDim.x * threadIdx.y;

int main() {
  cudaDeviceProp prop, *props = &prop;
  cudaGetDeviceProperties(&prop, 0);
  if (!prop.deviceOverlap || !props->deviceOverlap)
    return 2;
  // CHECK: if (!(1) || !(1))
  cudaExtent extent = make_cudaExtent(64 * sizeof(float), 64, 8);
  // CHECK: hipExtent extent = make_hipExtent(64 * sizeof(float), 64, 8);
  cudaPitchedPtr volume;
  cudaMalloc3D(&volume, extent);
  cudaMemcpy3DParms copy = {0};
  copy.srcPos = make_cudaPos(0, 0, 0);
  copy.dstPtr = make_cudaPitchedPtr(volume.ptr, volume.pitch, 64, 64);
  // CHECK: copy.srcPos = make_hipPos(0, 0, 0);
  // CHECK: copy.dstPtr = make_hipPitchedPtr(volume.ptr, volume.pitch, 64, 64);

  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaGraph_t graph;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  int bx = 8, by = 4;
  fill<<<1, {bx, by, 1}, 0, stream>>>(static_cast<float *>(volume.ptr));
  // CHECK: fill<<<1, dim3(bx, by, 1), 0, stream>>>(static_cast<float *>(volume.ptr));
  cudaStreamEndCapture(stream, &graph);
  cudaGraphExec_t exec, plain;
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphInstantiate(&plain, graph);
  // CHECK: hipGraphInstantiateWithFlags(&exec, graph, 0);
  // CHECK: hipGraphInstantiate(&plain, graph, nullptr, nullptr, 0);
  cudaGraphLaunch(exec, stream);
  cudaStreamSynchronize(stream);
  return sparseStatus(CUSPARSE_STATUS_SUCCESS)[0] == 'o' ? 0 : 1;
}
// DIAG-NOT: warning:
// DIAG: cu2hip: 1 translated
