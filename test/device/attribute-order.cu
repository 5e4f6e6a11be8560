// nvcc takes a C++11 attribute after __global__ or __device__; HIP spells
// those as GNU attributes, after which Clang refuses an attribute list
// ("an attribute list cannot appear here", seen in real code). The list
// moves to the front of the declaration, where it means the same.
// RUN: %cu2hip %s -o %t.hip 2>/dev/null
// RUN: FileCheck %s --input-file=%t.hip
// RUN: %if hipcc %{ %hipcc -x hip --offload-arch=gfx90a -fsyntax-only -Wno-deprecated-declarations %t.hip %}
#include <cuda_runtime.h>

// CHECK: template <typename T> {{\[\[}}deprecated("use k2")]] __global__ void k1(T *p) {}
template <typename T> __global__ [[deprecated("use k2")]] void k1(T *p) {}
// CHECK: {{\[\[}}nodiscard]] static __host__ __device__ int twice(int x) { return 2 * x; }
static __host__ __device__ [[nodiscard]] int twice(int x) { return 2 * x; }
// Already in front: nothing moves.
// CHECK: {{\[\[}}maybe_unused]] __device__ int unused;
[[maybe_unused]] __device__ int unused;

__global__ void k2(int *p) { *p = twice(*p); }
