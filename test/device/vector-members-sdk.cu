// Fields of CUDA's vector types (dim3, float4, uint3) are spelled the same
// in HIP: member access on them is not an unclassified CUDA API.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api

#include <cuda_runtime.h>

__global__ void k(const float4 *in, uint3 *coords, float *out) {
  dim3 block = blockDim;
  float4 v = in[threadIdx.x];
  coords[0].x = block.x * block.y;
  // CHECK:  coords[0].x = block.x * block.y;
  out[threadIdx.x] = v.x + v.y + v.z + v.w;
  // CHECK:  out[threadIdx.x] = v.x + v.y + v.z + v.w;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
