// Kernel-related runtime APIs. Where HIP takes the kernel as const void* and
// has no template overload, the kernel argument is cast; an existing cast is
// not doubled when the translation is translated again.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err >%t.pass1.cu
// RUN: FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}' --input-file=%t.pass1.cu
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.pass1.cu -o - --hip-version 5.2 2>/dev/null >%t.pass2.cu
// RUN: diff %t.pass1.cu %t.pass2.cu

#include <cuda_runtime.h>

__global__ void scale(float *x, float a) {}

int main() {
  float *d = nullptr;
  float a = 2.0f;
  void *args[] = {&d, &a};
  cudaFuncSetCacheConfig(scale, cudaFuncCachePreferShared);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void *>(scale), hipFuncCachePreferShared);
  cudaFuncSetAttribute(scale, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
  // CHECK: hipFuncSetAttribute(reinterpret_cast<const void *>(scale), hipFuncAttributeMaxDynamicSharedMemorySize, 65536);
  cudaLaunchKernel(scale, dim3(4), dim3(256), args, 0, nullptr);
  // CHECK: hipLaunchKernel(reinterpret_cast<const void *>(scale), dim3(4), dim3(256), args, 0, nullptr);
  cudaLaunchKernel((const void *)scale, dim3(4), dim3(256), args, 0, nullptr);
  // CHECK: hipLaunchKernel(reinterpret_cast<const void *>((const void *)scale), dim3(4), dim3(256), args, 0, nullptr);
  int blocks = 0, minGrid = 0, blockSize = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 256, 0);
  // CHECK: hipOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 256, 0);
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, scale);
  // CHECK: hipOccupancyMaxPotentialBlockSize(&minGrid, &blockSize, scale);
  cudaFuncAttributes attr;
  // CHECK: hipFuncAttributes attr;
  cudaFuncGetAttributes(&attr, scale);
  // CHECK: hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(scale));
  cudaLaunchCooperativeKernel(scale, dim3(4), dim3(256), args, 0, 0);
  // CHECK: hipLaunchCooperativeKernel(scale, dim3(4), dim3(256), args, 0, 0);
  return attr.numRegs;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
