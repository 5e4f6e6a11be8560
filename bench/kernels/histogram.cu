// histogram: 256-bin byte histogram of 16M bytes. Each block counts into its
// own bins in shared memory (shared-memory atomics), reading four bytes at a
// time, then adds its bins to the global ones (global atomics). The data are
// skewed like text: one byte value in eight is a space, the rest follows a
// triangular distribution, so some bins see heavy contention and some stay
// nearly empty. The count is not a multiple of 4 (a scalar tail loop).
//
// Check: exact (integer counts).
#include "harness.cuh"

const int kBins = 256;

__global__ void histogramShared(const unsigned char *__restrict__ data, int n,
                                unsigned int *__restrict__ bins) {
  __shared__ unsigned int local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();

  const int stride = blockDim.x * gridDim.x;
  const int first = blockIdx.x * blockDim.x + threadIdx.x;
  const uchar4 *data4 = reinterpret_cast<const uchar4 *>(data);
  const int n4 = n / 4;
  for (int i = first; i < n4; i += stride) {
    uchar4 v = data4[i];
    atomicAdd(&local[v.x], 1u);
    atomicAdd(&local[v.y], 1u);
    atomicAdd(&local[v.z], 1u);
    atomicAdd(&local[v.w], 1u);
  }
  for (int i = n4 * 4 + first; i < n; i += stride)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();

  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    if (local[b] != 0)
      atomicAdd(&bins[b], local[b]);
}

int main() {
  const char *kKernel = "histogram";
  const int n = (1 << 24) + 3;
  const int kBlock = 256;
  const int kGrid = 1024;

  verify::Rng rng(0x415706);
  std::vector<unsigned char> data(n);
  unsigned char *pd = data.data();
  for (int i = 0; i < n; i += 4) {
    uint64_t z = rng.next();
    for (int k = 0; k < 4 && i + k < n; ++k, z >>= 16) {
      unsigned lo = z & 0xff, hi = (z >> 8) & 0xff;
      pd[i + k] = lo < 32 ? ' ' : (unsigned char)((lo + hi) / 2);
    }
  }

  std::vector<uint32_t> ref(kBins, 0);
  uint32_t *pr = ref.data();
  for (int i = 0; i < n; ++i)
    ++pr[pd[i]];

  unsigned char *dData = verify::deviceCopyOf(data);
  unsigned int *dBins = verify::deviceAlloc<unsigned int>(kBins);

  // The bins accumulate: every repeat starts from zero.
  verify::Timing t = verify::timeRepeats(
      [&] { histogramShared<<<kGrid, kBlock>>>(dData, n, dBins); },
      [&] {
        VERIFY_CUDA(cudaMemset(dBins, 0, kBins * sizeof(unsigned int)));
      });

  std::vector<uint32_t> out = verify::hostCopyOf(dBins, kBins);
  verify::Check c;
  verify::checkExact(c, "bins", out, ref);
  verify::dump(kKernel, "bins", out);

  VERIFY_CUDA(cudaFree(dData));
  VERIFY_CUDA(cudaFree(dBins));
  return verify::report(kKernel, c, t);
}
