// HIP 5.2's cooperative groups header uses the runtime's names (it fails with
// 'hipBlockDim_z' undeclared when included first), and a user header
// included first uses the runtime's types: the HIP runtime include goes on
// top, where nvcc's implicit one was, and the translation builds.
// REQUIRES: hipcc, cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip-checks %s %t/in/a.cu
// RUN: printf '#pragma once\ninline int lastErrorCode() { return (int)cudaGetLastError(); }\n' > %t/in/check.h
// RUN: %cu2hip-sdk %t/in -o %t/out --hip-version 5.2 2>%t/err.txt
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t/err.txt --implicit-check-not=cu2hip-
// RUN: %hipcc -x hip --offload-arch=gfx90a -I %t/out -c %t/out/a.cu -o %t/a.o

#include "check.h"
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void sum(int *out) {
  cg::thread_block block = cg::this_thread_block();
  atomicAdd(out, static_cast<int>(block.thread_rank()));
  block.sync();
}

int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  sum<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  return lastErrorCode();
}
// DIAG: cu2hip: 2 translated
