// A call whose HIP form casts an argument, given a template kernel with two
// template arguments: the comma between them splits no argument (the cast
// used to close inside the template argument list, seen in real code).
// RUN: %cu2hip %s -o - 2>/dev/null | FileCheck %s
#include <cuda_runtime.h>

template <typename T, typename U> __global__ void histogram(T *in, U *out) {}

void configure(int bytes) {
  // CHECK: hipFuncSetAttribute(reinterpret_cast<const void *>((void*)histogram<float, unsigned>),
  cudaFuncSetAttribute((void*)histogram<float, unsigned>,
                       cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
}
