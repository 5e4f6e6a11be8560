// cub_scan.cu - device-wide reduction and scan with CUB, plus a block-level
// reduction kernel.
//
// cub::DeviceReduce::Sum and cub::DeviceScan::ExclusiveSum follow CUB's
// two-phase protocol: a first call with a null temp pointer reports the
// bytes needed, the second call does the work. One allocation, sized for the
// larger request, serves both. A kernel built on cub::BlockReduce computes
// one sum per tile; the exclusive scan must step by exactly those sums at
// the tile boundaries.
#include <algorithm>
#include <cstdio>
#include <vector>

#include <cub/cub.cuh>
#include <cuda_runtime.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kItems = 1 << 20;
constexpr int kBlockThreads = 256;
constexpr int kItemsPerThread = 4;
constexpr int kTile = kBlockThreads * kItemsPerThread;
constexpr int kTiles = (kItems + kTile - 1) / kTile;

template <int BLOCK_THREADS, int ITEMS_PER_THREAD>
__global__ void __launch_bounds__(BLOCK_THREADS)
    tile_sums(const int* __restrict__ in, int n, int* __restrict__ out) {
  using BlockReduce = cub::BlockReduce<int, BLOCK_THREADS>;
  __shared__ typename BlockReduce::TempStorage temp;

  const int tile_start = blockIdx.x * BLOCK_THREADS * ITEMS_PER_THREAD;
  int items[ITEMS_PER_THREAD];
#pragma unroll
  for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
    // Blocked arrangement: thread t owns ITEMS_PER_THREAD consecutive items.
    const int g = tile_start + threadIdx.x * ITEMS_PER_THREAD + i;
    items[i] = g < n ? in[g] : 0;
  }
  const int tile_sum = BlockReduce(temp).Sum(items);
  if (threadIdx.x == 0) out[blockIdx.x] = tile_sum;  // valid in thread 0 only
}

}  // namespace

int main() {
  std::vector<int> h_in(kItems);
  libex::TestData data(5);
  for (int& v : h_in) v = static_cast<int>(data.uniform(0.0f, 10.0f));

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  int *d_in, *d_sum, *d_scan, *d_tiles;
  CUDA_CHECK(cudaMalloc(&d_in, kItems * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_sum, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_scan, kItems * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_tiles, kTiles * sizeof(int)));
  CUDA_CHECK(cudaMemcpyAsync(d_in, h_in.data(), kItems * sizeof(int),
                             cudaMemcpyHostToDevice, stream));

  // Phase 1: size queries (no work is done with a null temp pointer).
  size_t reduce_bytes = 0, scan_bytes = 0;
  CUDA_CHECK(cub::DeviceReduce::Sum(nullptr, reduce_bytes, d_in, d_sum, kItems,
                                    stream));
  CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, scan_bytes, d_in, d_scan,
                                           kItems, stream));
  size_t temp_bytes = std::max(reduce_bytes, scan_bytes);
  void* d_temp = nullptr;
  CUDA_CHECK(cudaMalloc(&d_temp, temp_bytes));
  std::printf("temp storage: reduce %zu, scan %zu bytes\n", reduce_bytes,
              scan_bytes);

  // Phase 2: the real work, sharing the temp allocation.
  CUDA_CHECK(cub::DeviceReduce::Sum(d_temp, temp_bytes, d_in, d_sum, kItems,
                                    stream));
  temp_bytes = std::max(reduce_bytes, scan_bytes);
  CUDA_CHECK(cub::DeviceScan::ExclusiveSum(d_temp, temp_bytes, d_in, d_scan,
                                           kItems, stream));
  tile_sums<kBlockThreads, kItemsPerThread>
      <<<kTiles, kBlockThreads, 0, stream>>>(d_in, kItems, d_tiles);
  CUDA_CHECK_LAST();

  int sum = 0;
  std::vector<int> h_scan(kItems), h_tiles(kTiles);
  CUDA_CHECK(cudaMemcpyAsync(&sum, d_sum, sizeof(int), cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaMemcpyAsync(h_scan.data(), d_scan, kItems * sizeof(int),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaMemcpyAsync(h_tiles.data(), d_tiles, kTiles * sizeof(int),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  // Host references.
  std::vector<int> ref_scan(kItems);
  int running = 0;
  for (int i = 0; i < kItems; ++i) {
    ref_scan[i] = running;
    running += h_in[i];
  }
  std::vector<int> ref_tiles(kTiles, 0);
  for (int i = 0; i < kItems; ++i) ref_tiles[i / kTile] += h_in[i];
  // Scan steps at the tile boundaries equal the BlockReduce tile sums.
  std::vector<int> scan_steps(kTiles);
  for (int t = 0; t < kTiles; ++t) {
    const int end = std::min((t + 1) * kTile, kItems);
    scan_steps[t] = (end < kItems ? h_scan[end] : sum) - h_scan[t * kTile];
  }

  bool ok = libex::report("DeviceReduce::Sum", sum == running ? 0.0 : 1.0, 0.0);
  ok &= libex::report("DeviceScan::ExclusiveSum",
                      libex::max_rel_error(h_scan, ref_scan, 0.0, "scan"), 0.0);
  ok &= libex::report("BlockReduce tile sums",
                      libex::max_rel_error(h_tiles, ref_tiles, 0.0, "tiles"),
                      0.0);
  ok &= libex::report("scan steps == tile sums",
                      libex::max_rel_error(scan_steps, h_tiles, 0.0, "steps"),
                      0.0);
  std::printf("  sum of %d items: %d\n", kItems, sum);

  CUDA_CHECK(cudaFree(d_temp));
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_sum));
  CUDA_CHECK(cudaFree(d_scan));
  CUDA_CHECK(cudaFree(d_tiles));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("cub_scan", ok);
}
