// CUB device-wide reduce and scan with the usual two-call temp-storage query,
// plus block- and warp-level reductions in a kernel. The CUB namespace and
// headers become hipCUB's; the warp-level class carries the wavefront-size
// caveat; nothing is left unreported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cub::|cub/|cuda[A-Z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <cub/cub.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/block/block_reduce.cuh>
#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipcub/hipcub.hpp>
// CHECK-NEXT: #include <hipcub/device/device_scan.hpp>
// CHECK-NEXT: #include <hipcub/block/block_reduce.hpp>

constexpr int kBlock = 128;

__global__ void blockSums(const float *in, float *out) {
  using BlockReduceT = cub::BlockReduce<float, kBlock, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
  // CHECK: using BlockReduceT = hipcub::BlockReduce<float, kBlock, hipcub::BLOCK_REDUCE_WARP_REDUCTIONS>;
  __shared__ typename BlockReduceT::TempStorage temp;
  float v = in[blockIdx.x * kBlock + threadIdx.x];
  float s = BlockReduceT(temp).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void warpMax(const int *in, int *out) {
  using WarpReduceT = cub::WarpReduce<int>;
  // CHECK: using WarpReduceT = hipcub::WarpReduce<int>;
  // DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'cub::WarpReduce': hipCUB's default logical warp is the hardware wavefront {{.*}} [cu2hip-api-semantics]
  __shared__ typename WarpReduceT::TempStorage temp;
  int m = WarpReduceT(temp).Reduce(in[threadIdx.x], MaxOp());
  // CHECK: int m = WarpReduceT(temp).Reduce(in[threadIdx.x], MaxOp());
  if (threadIdx.x == 0)
    *out = m;
}

int reduceAndScan(const float *d_in, float *d_sum, float *d_prefix, int n,
                  cudaStream_t stream) {
  // CHECK: hipStream_t stream) {
  void *d_temp = nullptr;
  size_t reduceBytes = 0, scanBytes = 0;
  cub::DeviceReduce::Sum(nullptr, reduceBytes, d_in, d_sum, n, stream);
  // CHECK: hipcub::DeviceReduce::Sum(nullptr, reduceBytes, d_in, d_sum, n, stream);
  cub::DeviceScan::InclusiveSum(nullptr, scanBytes, d_in, d_prefix, n, stream);
  // CHECK: hipcub::DeviceScan::InclusiveSum(nullptr, scanBytes, d_in, d_prefix, n, stream);
  size_t bytes = reduceBytes > scanBytes ? reduceBytes : scanBytes;
  if (cudaMalloc(&d_temp, bytes) != cudaSuccess)
    // CHECK: if (hipMalloc(&d_temp, bytes) != hipSuccess)
    return 1;
  cudaError_t err = cub::DeviceReduce::Sum(d_temp, bytes, d_in, d_sum, n, stream);
  // CHECK: hipError_t err = hipcub::DeviceReduce::Sum(d_temp, bytes, d_in, d_sum, n, stream);
  if (err == cudaSuccess)
    err = cub::DeviceScan::InclusiveSum(d_temp, bytes, d_in, d_prefix, n, stream);
  // CHECK: if (err == hipSuccess)
  // CHECK-NEXT: err = hipcub::DeviceScan::InclusiveSum(d_temp, bytes, d_in, d_prefix, n, stream);
  blockSums<<<n / kBlock, kBlock, 0, stream>>>(d_in, d_prefix);
  cudaFree(d_temp);
  // CHECK: hipFree(d_temp);
  return err == cudaSuccess ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
