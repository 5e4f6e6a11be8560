// thrust_sort.cu - sort, argsort, transform and reduce with Thrust on a
// user stream.
//
// Every algorithm gets thrust::cuda::par.on(stream) so the work is ordered on
// one stream instead of the legacy default stream. The host repeats each step
// with the standard library and compares.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

#include <cuda_runtime.h>
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kItems = 1 << 18;

// y = scale * x + offset, usable on host and device.
struct affine {
  float scale, offset;
  __host__ __device__ float operator()(float x) const {
    return scale * x + offset;
  }
};

}  // namespace

int main() {
  libex::TestData data(8);
  const std::vector<float> h_keys = data.vector<float>(kItems, -100.0f, 100.0f);

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  const auto policy = thrust::cuda::par.on(stream);

  thrust::device_vector<float> d_keys(h_keys.begin(), h_keys.end());
  thrust::device_vector<float> d_sorted = d_keys;

  // 1. Plain sort.
  thrust::sort(policy, d_sorted.begin(), d_sorted.end());

  // 2. Argsort: sort indices by key, keys sorted descending.
  thrust::device_vector<float> d_desc = d_keys;
  thrust::device_vector<int> d_order(kItems);
  thrust::sequence(policy, d_order.begin(), d_order.end());
  thrust::sort_by_key(policy, d_desc.begin(), d_desc.end(), d_order.begin(),
                      thrust::greater<float>());

  // 3. Transform with a functor, then reduce.
  const affine f{0.5f, 3.0f};
  thrust::device_vector<float> d_scaled(kItems);
  thrust::transform(policy, d_sorted.begin(), d_sorted.end(), d_scaled.begin(),
                    f);
  const double sum = thrust::reduce(policy, d_scaled.begin(), d_scaled.end(),
                                    0.0, thrust::plus<double>());

  // thrust::cuda::par already waits for each algorithm; the explicit sync
  // keeps the copies below correct with par_nosync too.
  CUDA_CHECK(cudaStreamSynchronize(stream));
  thrust::host_vector<float> h_sorted = d_sorted;
  thrust::host_vector<float> h_scaled = d_scaled;
  thrust::host_vector<int> h_order = d_order;

  // Host references.
  std::vector<float> ref_sorted = h_keys;
  std::sort(ref_sorted.begin(), ref_sorted.end());
  std::vector<float> ref_scaled(kItems);
  std::transform(ref_sorted.begin(), ref_sorted.end(), ref_scaled.begin(), f);
  const double ref_sum =
      std::accumulate(ref_scaled.begin(), ref_scaled.end(), 0.0);

  const std::vector<float> got_sorted(h_sorted.begin(), h_sorted.end());
  const std::vector<float> got_scaled(h_scaled.begin(), h_scaled.end());
  bool ok = libex::report("thrust::sort",
                          libex::max_rel_error(got_sorted, ref_sorted, 0.0,
                                               "sorted"),
                          0.0);
  // The argsort must be a permutation that orders the keys descending.
  std::vector<int> seen(kItems, 0);
  bool perm_ok = true;
  for (int i = 0; i < kItems; ++i) {
    const int k = h_order[i];
    if (k < 0 || k >= kItems || seen[k]++) { perm_ok = false; break; }
    if (i > 0 && h_keys[h_order[i - 1]] < h_keys[k]) { perm_ok = false; break; }
  }
  ok &= libex::report("thrust::sort_by_key (argsort)", perm_ok ? 0.0 : 1.0, 0.0);
  ok &= libex::report("thrust::transform (functor)",
                      libex::max_rel_error(got_scaled, ref_scaled, 1e-6,
                                           "scaled"),
                      1e-6);
  ok &= libex::report("thrust::reduce",
                      std::fabs(sum - ref_sum) / std::fmax(1.0, std::fabs(ref_sum)),
                      1e-9);
  std::printf("  sum = %.3f\n", sum);

  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("thrust_sort", ok);
}
