// CUDA's threadIdx.x is an unsigned int; HIP 5.2's is an object that only
// converts to one, so `auto` deduced from it alone gave HIP's type and
// `i += blockDim.x` did not compile (seen in real code). The translation
// writes CUDA's type where a type is deduced from the coordinate alone.
// RUN: %cu2hip %s -o - 2>/dev/null | FileCheck %s
// RUN: %cu2hip %s -o %t.hip 2>/dev/null
// RUN: %if hipcc %{ %hipcc -x hip --offload-arch=gfx90a -fsyntax-only %t.hip %}
#include <cuda_runtime.h>

// CHECK: #define TIX ((unsigned int)threadIdx.x)
#define TIX threadIdx.x
// A macro that does more than name the coordinate is left alone.
// CHECK: #define GID (blockIdx.x * blockDim.x + threadIdx.x)
#define GID (blockIdx.x * blockDim.x + threadIdx.x)

__global__ void strided(float *p, unsigned n) {
  // CHECK: for (auto i = (unsigned int)threadIdx.x; i < n; i += blockDim.x)
  for (auto i = threadIdx.x; i < n; i += blockDim.x)
    p[i] *= 2;
  // CHECK: const auto b = (unsigned int)blockIdx.y, d = (unsigned int)gridDim.z;
  const auto b = blockIdx.y, d = gridDim.z;
  // CHECK: auto j = TIX;
  auto j = TIX;
  ++j;
  // An expression is an unsigned int in HIP too: no cast.
  // CHECK: auto g = blockIdx.x * blockDim.x + threadIdx.x;
  auto g = blockIdx.x * blockDim.x + threadIdx.x;
  // A declared type converts by itself: no cast.
  // CHECK: unsigned t = threadIdx.x;
  unsigned t = threadIdx.x;
  p[g + t + j + b + d + GID] = 0;
}
