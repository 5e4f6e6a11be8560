// A user macro used in another file, and an operator HIP's vector types
// declare themselves: for NVIDIA only.
#pragma once
#define CUDA_CHECK(call) cudaCheck(call)
void cudaCheck(cudaError_t status);

__device__ inline float4 &operator+=(float4 &a, const float4 &b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
  a.w += b.w;
  return a;
}
