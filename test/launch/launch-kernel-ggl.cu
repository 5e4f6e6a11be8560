// --launch-syntax=hipLaunchKernelGGL: every well-formed launch becomes
// hipLaunchKernelGGL(kernel, dim3(grid), dim3(block), shared, stream, args),
// with 0 for the shared memory and stream the launch left out.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --launch-syntax=hipLaunchKernelGGL 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='<<<'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --match-full-lines

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

namespace ns {
__global__ void scale(float *p, float f) { p[0] *= f; }
namespace inner {
template <int N> __global__ void deep(float *p) {}
}
} // namespace ns
template <typename T, int N> __global__ void fill(T *p, T v) {}
template <typename T> struct Box { T v; };
__global__ void tick() {}
__global__ void one(int *p) {}

// Launches written in macro definitions, with or without a continuation.
#define LAUNCH(...) one<<<1, 1>>>(__VA_ARGS__)
// CHECK: #define LAUNCH(...) hipLaunchKernelGGL(one, dim3(1), dim3(1), 0, 0, __VA_ARGS__)
#define LAUNCH_T(G, B, ...) fill<float, 4><<<G, B>>>(__VA_ARGS__)
// CHECK: #define LAUNCH_T(G, B, ...) hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 4>), dim3(G), dim3(B), 0, 0, __VA_ARGS__)
#define LAUNCH_ON(S, p)                                                        \
  one<<<1, 32, 0, S>>>(p)
// CHECK: #define LAUNCH_ON(S, p)                                                        \
// CHECK-NEXT:   hipLaunchKernelGGL(one, dim3(1), dim3(32), 0, S, p)

void host(float *p, int *d, int n, cudaStream_t s) {
  // Two, three and four configuration arguments.
  one<<<1, 1>>>(d);
  // CHECK: hipLaunchKernelGGL(one, dim3(1), dim3(1), 0, 0, d);
  one<<<n, 256, 128>>>(d);
  // CHECK: hipLaunchKernelGGL(one, dim3(n), dim3(256), 128, 0, d);
  one<<<n, 256, 64 * sizeof(int), s>>>(d);
  // CHECK: hipLaunchKernelGGL(one, dim3(n), dim3(256), 64 * sizeof(int), s, d);

  // Nested parentheses, dim3(...) and commas inside the configuration.
  ns::scale<<<dim3((n + 255) / 256, 1, 1), dim3(256), 0, s>>>(p, 2.0f);
  // CHECK: hipLaunchKernelGGL(ns::scale, dim3(dim3((n + 255) / 256, 1, 1)), dim3(dim3(256)), 0, s, p, 2.0f);
  one<<<max(n, 1), min(n, 256)>>>(d);
  // CHECK: hipLaunchKernelGGL(one, dim3(max(n, 1)), dim3(min(n, 256)), 0, 0, d);
  one<<<n > 4 ? 4 : n, 1>>>(d);
  // CHECK: hipLaunchKernelGGL(one, dim3(n > 4 ? 4 : n), dim3(1), 0, 0, d);

  // Namespaced kernels, with and without the global qualifier.
  ::ns::scale<<<1, 1>>>(p, 0.5f);
  // CHECK: hipLaunchKernelGGL(::ns::scale, dim3(1), dim3(1), 0, 0, p, 0.5f);

  // Template kernels are wrapped in HIP_KERNEL_NAME (their commas would
  // split the macro's arguments).
  fill<float, 4><<<1, 1>>>(p, 1.0f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 4>), dim3(1), dim3(1), 0, 0, p, 1.0f);
  fill<Box<int>, 2><<<1, 1>>>(nullptr, Box<int>{3});
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<Box<int>, 2>), dim3(1), dim3(1), 0, 0, nullptr, Box<int>{3});
  fill<Box<Box<int>>, 2><<<1, 1>>>(nullptr, {});
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<Box<Box<int>>, 2>), dim3(1), dim3(1), 0, 0, nullptr, {});
  fill<float, (4 > 2 ? 4 : 2)><<<1, 1>>>(p, 1.0f);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, (4 > 2 ? 4 : 2)>), dim3(1), dim3(1), 0, 0, p, 1.0f);
  fill<int, sizeof(int)><<<1, 1>>>(d, 0);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<int, sizeof(int)>), dim3(1), dim3(1), 0, 0, d, 0);
  ns::inner::deep<8><<<1, 1, 0, s>>>(p);
  // CHECK: hipLaunchKernelGGL(HIP_KERNEL_NAME(ns::inner::deep<8>), dim3(1), dim3(1), 0, s, p);

  // No kernel arguments.
  tick<<<1, 1>>>();
  // CHECK: hipLaunchKernelGGL(tick, dim3(1), dim3(1), 0, 0);
  tick<<<1, 1, 0, s>>>();
  // CHECK: hipLaunchKernelGGL(tick, dim3(1), dim3(1), 0, s);

  // Kernel arguments with their own parentheses, templates and commas.
  one<<<1, 1>>>(static_cast<int *>(nullptr));
  // CHECK: hipLaunchKernelGGL(one, dim3(1), dim3(1), 0, 0, static_cast<int *>(nullptr));
  ns::scale<<<1, 1>>>(p + (n > 1 ? 1 : 0), float(n));
  // CHECK: hipLaunchKernelGGL(ns::scale, dim3(1), dim3(1), 0, 0, p + (n > 1 ? 1 : 0), float(n));

  // A launch split over lines.
  ns::scale<<<n,
              256>>>(p,
                     3.0f);
  // CHECK:      hipLaunchKernelGGL(ns::scale, dim3(n), dim3(256), 0, 0, p,
  // CHECK-NEXT:                      3.0f);

  // Uses of the macros are left alone: the definitions were rewritten.
  LAUNCH(d);
  // CHECK: LAUNCH(d);
  LAUNCH_T(2, 3, p, 1.0f);
  // CHECK: LAUNCH_T(2, 3, p, 1.0f);
  LAUNCH_ON(s, d);
  // CHECK: LAUNCH_ON(s, d);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
