// A samples-style helper header defines its error check only when CUDA's
// runtime guard is defined; translated, it tests the HIP runtime's guard and
// the check exists, so the file builds with HIP 5.2's hipcc.
// REQUIRES: hipcc, cuda-sdk
// RUN: rm -rf %t && mkdir -p %t/in && %strip-checks %s %t/in/a.cu
// RUN: printf '#pragma once\n#include <cstdio>\n#ifdef __DRIVER_TYPES_H__\n#define checkCuda(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) std::printf("%%s\\n", cudaGetErrorName(e_)); } while (0)\n#endif\n#ifdef CURAND_H_\n#define RNG_OK CURAND_STATUS_SUCCESS\n#endif\n' > %t/in/helper.h
// RUN: %cu2hip-sdk %t/in -o %t/out --hip-version 5.2 2>%t/err.txt
// RUN: FileCheck %s --input-file=%t/out/helper.h
// RUN: %hipcc -x hip --offload-arch=gfx90a -I %t/out -c %t/out/a.cu -o %t/a.o

// CHECK: #ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
// CHECK: #ifdef HIPRAND_H_
#include <cuda_runtime.h>
#include <curand.h>
#include "helper.h"

int main() {
  checkCuda(cudaDeviceSynchronize());
  return RNG_OK;
}
