// CCCL 3 style code: CUB with libcu++ function objects and limits, and a
// libcu++ scoped atomic. The libcu++ std facilities that are constexpr become
// the plain std:: ones (the whole two-part qualifier becomes `std::`) and the
// libcu++ std headers become the standard headers; libcu++ extensions with no
// HIP equivalent are reported as unsupported and left as written.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda::std|cub::|cuda/std}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <cub/device/device_reduce.cuh>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <cuda/atomic>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipcub/device/device_reduce.hpp>
// CHECK-NEXT: #include <functional>
// CHECK-NEXT: #include <limits>
// CHECK-NEXT: #include <cuda/atomic>
// DIAG: [[@LINE-7]]:{{[0-9]+}}: warning: 'cuda/atomic' has no HIP equivalent: the libcu++ extensions in <cuda/atomic> have no HIP equivalent {{.*}} [cu2hip-unsupported-api]

__global__ void clampLow(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && data[i] < cuda::std::numeric_limits<float>::lowest())
    data[i] = cuda::std::numeric_limits<float>::lowest();
  // CHECK: if (i < n && data[i] < std::numeric_limits<float>::lowest())
  // CHECK-NEXT: data[i] = std::numeric_limits<float>::lowest();
}

__global__ void countPositive(const float *data, int n, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::atomic_ref<int, cuda::thread_scope_device> c(*count);
  // CHECK: cuda::atomic_ref<int, cuda::thread_scope_device> c(*count);
  // DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'cuda::atomic_ref' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
  // DIAG: [[@LINE-3]]:{{[0-9]+}}: warning: 'cuda::{{(std::)?}}thread_scope_device' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
  if (i < n && data[i] > 0.0f)
    c.fetch_add(1);
}

cudaError_t sumAll(const float *d_in, float *d_out, int n, void *d_temp,
                   size_t &bytes, cudaStream_t stream) {
  // CHECK: hipError_t sumAll(const float *d_in, float *d_out, int n, void *d_temp,
  // CHECK-NEXT: size_t &bytes, hipStream_t stream) {
  return cub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_out, n,
                                   cuda::std::plus<>{}, 0.0f, stream);
  // CHECK: return hipcub::DeviceReduce::Reduce(d_temp, bytes, d_in, d_out, n,
  // CHECK-NEXT: std::plus<>{}, 0.0f, stream);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
