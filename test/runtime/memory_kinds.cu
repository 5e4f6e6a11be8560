// Device, managed and pinned host memory: every allocation call, each copy
// kind, memsets and the allocation flags.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

void copies(float *d, float *h, unsigned long n, cudaStream_t s) {
  // CHECK: void copies(float *d, float *h, unsigned long n, hipStream_t s) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK: hipMemcpy(d, h, n, hipMemcpyHostToDevice);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK: hipMemcpy(h, d, n, hipMemcpyDeviceToHost);
  cudaMemcpy(d, d, n, cudaMemcpyDeviceToDevice);
  // CHECK: hipMemcpy(d, d, n, hipMemcpyDeviceToDevice);
  cudaMemcpy(h, h, n, cudaMemcpyHostToHost);
  // CHECK: hipMemcpy(h, h, n, hipMemcpyHostToHost);
  cudaMemcpyAsync(d, h, n, cudaMemcpyDefault, s);
  // CHECK: hipMemcpyAsync(d, h, n, hipMemcpyDefault, s);
  cudaMemcpyKind kind = cudaMemcpyDeviceToHost;
  // CHECK: hipMemcpyKind kind = hipMemcpyDeviceToHost;
  cudaMemcpy2D(d, 64, h, 64, 64, 4, kind);
  // CHECK: hipMemcpy2D(d, 64, h, 64, 64, 4, kind);
  cudaMemset(d, 0, n);
  // CHECK: hipMemset(d, 0, n);
  cudaMemsetAsync(d, 0xff, n, s);
  // CHECK: hipMemsetAsync(d, 0xff, n, s);
}

int main() {
  float *d = nullptr, *m = nullptr, *h = nullptr, *pinned = nullptr;
  unsigned long freeMem = 0, totalMem = 0;
  cudaMalloc(&d, 256);
  // CHECK: hipMalloc(&d, 256);
  cudaMalloc((void **)&d, 256);
  // CHECK: hipMalloc((void **)&d, 256);
  cudaMallocManaged(&m, 256, cudaMemAttachGlobal);
  // CHECK: hipMallocManaged(&m, 256, hipMemAttachGlobal);
  cudaMallocHost(&h, 256);
  // CHECK: hipHostMalloc(&h, 256);
  cudaHostAlloc(&pinned, 256, cudaHostAllocPortable | cudaHostAllocMapped);
  // CHECK: hipHostMalloc(&pinned, 256, hipHostMallocPortable | hipHostMallocMapped);
  cudaHostAlloc(&pinned, 256, cudaHostAllocDefault);
  // CHECK: hipHostMalloc(&pinned, 256, hipHostMallocDefault);
  cudaMemGetInfo(&freeMem, &totalMem);
  // CHECK: hipMemGetInfo(&freeMem, &totalMem);
  copies(d, h, 256, 0);
  cudaFreeHost(pinned);
  // CHECK: hipHostFree(pinned);
  cudaFreeHost(h);
  // CHECK: hipHostFree(h);
  cudaFree(m);
  // CHECK: hipFree(m);
  cudaFree(d);
  // CHECK: hipFree(d);
  return 0;
}
// Plain renames: nothing to report.
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
