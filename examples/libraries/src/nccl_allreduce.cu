// nccl_allreduce.cu - single-process all-reduce over every visible GPU.
//
// One communicator per device from ncclCommInitAll; the per-device
// ncclAllReduce calls sit inside ncclGroupStart/ncclGroupEnd so one thread
// can drive all ranks without deadlocking. With a single GPU the reduction
// is a copy, which still exercises the whole API path.
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>
#include <nccl.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr size_t kCount = size_t{1} << 20;

__global__ void fill(float* data, size_t n, int rank) {
  const size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x;
  if (i < n) data[i] = static_cast<float>((rank + 1) * (i % 1000));
}

}  // namespace

int main() {
  int version = 0;
  NCCL_CHECK(ncclGetVersion(&version));
  int ndev = 0;
  CUDA_CHECK(cudaGetDeviceCount(&ndev));
  std::printf("NCCL %d, %d device(s)\n", version, ndev);

  std::vector<ncclComm_t> comms(ndev);
  NCCL_CHECK(ncclCommInitAll(comms.data(), ndev, nullptr));  // devices 0..n-1

  std::vector<cudaStream_t> streams(ndev);
  std::vector<float*> send(ndev), recv(ndev);
  for (int d = 0; d < ndev; ++d) {
    int rank = -1, device = -1;
    NCCL_CHECK(ncclCommUserRank(comms[d], &rank));
    NCCL_CHECK(ncclCommCuDevice(comms[d], &device));
    CUDA_CHECK(cudaSetDevice(device));
    CUDA_CHECK(cudaStreamCreate(&streams[d]));
    CUDA_CHECK(cudaMalloc(&send[d], kCount * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&recv[d], kCount * sizeof(float)));
    fill<<<static_cast<unsigned>((kCount + 255) / 256), 256, 0, streams[d]>>>(
        send[d], kCount, rank);
    CUDA_CHECK_LAST();
  }

  NCCL_CHECK(ncclGroupStart());
  for (int d = 0; d < ndev; ++d)
    NCCL_CHECK(ncclAllReduce(send[d], recv[d], kCount, ncclFloat, ncclSum,
                             comms[d], streams[d]));
  NCCL_CHECK(ncclGroupEnd());

  // Every rank must hold sum over ranks r of (r + 1) * (i % 1000).
  const float factor = static_cast<float>(ndev * (ndev + 1) / 2);
  std::vector<float> want(kCount);
  for (size_t i = 0; i < kCount; ++i) want[i] = factor * static_cast<float>(i % 1000);
  bool ok = ndev > 0;
  std::vector<float> got(kCount);
  for (int d = 0; d < ndev; ++d) {
    CUDA_CHECK(cudaSetDevice(d));
    CUDA_CHECK(cudaStreamSynchronize(streams[d]));
    CUDA_CHECK(cudaMemcpy(got.data(), recv[d], kCount * sizeof(float),
                          cudaMemcpyDeviceToHost));
    char what[32];
    std::snprintf(what, sizeof(what), "all-reduce, rank %d", d);
    ok &= libex::report(what, libex::max_rel_error(got, want, 0.0, what), 0.0);
  }

  for (int d = 0; d < ndev; ++d) {
    CUDA_CHECK(cudaSetDevice(d));
    CUDA_CHECK(cudaFree(send[d]));
    CUDA_CHECK(cudaFree(recv[d]));
    CUDA_CHECK(cudaStreamDestroy(streams[d]));
    NCCL_CHECK(ncclCommDestroy(comms[d]));
  }
  return libex::finish("nccl_allreduce", ok);
}
