// bitonic_sort: ascending sort of 1M 32-bit keys with a bitonic network.
// One block sorts each 512-key slice in shared memory (alternating
// directions, as the network needs); then for every merge size k from 1024
// up, the compare-exchange steps with a partner distance j >= 512 run as
// one kernel each over global memory, and the steps j = 256 .. 1 run
// together in one shared-memory kernel per slice. The sort is in place, so
// each repeat starts again from the unsorted keys.
//
// Check: exact (the sorted keys; the reference is qsort).
#include "harness.cuh"

const int kBlock = 256;
const int kSlice = 2 * kBlock; // keys per block in the shared-memory stage

// Pair t of a step with distance j (a power of two): the lower index has bit
// j clear, the partner is lower + j.
__device__ __forceinline__ int lowerIndex(int t, int j) {
  return ((t & ~(j - 1)) << 1) | (t & (j - 1));
}

// Orders a pair ascending where the index's bit k is clear, else descending.
__device__ __forceinline__ void compareExchange(unsigned int &a,
                                                unsigned int &b,
                                                bool ascending) {
  if ((a > b) == ascending) {
    unsigned int t = a;
    a = b;
    b = t;
  }
}

// One step (k, j) over the whole array: n / 2 threads, one pair each.
__global__ void bitonicStepGlobal(unsigned int *keys, int n, int k, int j) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n / 2)
    return;
  const int lo = lowerIndex(t, j);
  unsigned int a = keys[lo], b = keys[lo + j];
  compareExchange(a, b, (lo & k) == 0);
  keys[lo] = a;
  keys[lo + j] = b;
}

// Merge sizes kFirst .. kLast (powers of two), each with its steps
// j = min(k / 2, kSlice / 2) .. 1, on one slice of kSlice keys per block.
// Directions follow the global index, so the slices fit the whole network.
__global__ void bitonicSlice(unsigned int *keys, int kFirst, int kLast) {
  __shared__ unsigned int s[kSlice];
  const int base = blockIdx.x * kSlice;
  s[threadIdx.x] = keys[base + threadIdx.x];
  s[threadIdx.x + kBlock] = keys[base + threadIdx.x + kBlock];

  for (int k = kFirst; k <= kLast; k *= 2) {
    for (int j = k / 2 < kSlice / 2 ? k / 2 : kSlice / 2; j > 0; j /= 2) {
      __syncthreads();
      const int lo = lowerIndex(threadIdx.x, j);
      unsigned int a = s[lo], b = s[lo + j];
      compareExchange(a, b, ((base + lo) & k) == 0);
      s[lo] = a;
      s[lo + j] = b;
    }
  }
  __syncthreads();
  keys[base + threadIdx.x] = s[threadIdx.x];
  keys[base + threadIdx.x + kBlock] = s[threadIdx.x + kBlock];
}

// n: a power of two, at least kSlice.
void bitonicSort(unsigned int *keys, int n) {
  const int slices = n / kSlice;
  bitonicSlice<<<slices, kBlock>>>(keys, 2, kSlice);
  for (int k = 2 * kSlice; k <= n; k *= 2) {
    for (int j = k / 2; j >= kSlice; j /= 2)
      bitonicStepGlobal<<<verify::ceilDiv(n / 2, kBlock), kBlock>>>(keys, n,
                                                                     k, j);
    bitonicSlice<<<slices, kBlock>>>(keys, k, k);
  }
}

int compareKeys(const void *a, const void *b) {
  unsigned int x = *static_cast<const unsigned int *>(a);
  unsigned int y = *static_cast<const unsigned int *>(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

int main() {
  const char *kKernel = "bitonic_sort";
  const int n = 1 << 20;

  verify::Rng rng(0xb170);
  std::vector<uint32_t> keys(n);
  uint32_t *pk = keys.data();
  for (int i = 0; i < n; ++i)
    pk[i] = uint32_t(rng.next() >> 32);

  std::vector<uint32_t> ref(keys);
  std::qsort(ref.data(), n, sizeof(uint32_t), compareKeys);

  unsigned int *dUnsorted = verify::deviceCopyOf(keys);
  unsigned int *dKeys = verify::deviceAlloc<unsigned int>(n);

  verify::Timing t = verify::timeRepeats(
      [&] { bitonicSort(dKeys, n); },
      [&] {
        VERIFY_CUDA(cudaMemcpy(dKeys, dUnsorted, n * sizeof(unsigned int),
                               cudaMemcpyDeviceToDevice));
      });

  std::vector<uint32_t> out = verify::hostCopyOf(dKeys, n);
  verify::Check c;
  verify::checkExact(c, "keys", out, ref);
  verify::dump(kKernel, "keys", out);

  VERIFY_CUDA(cudaFree(dUnsorted));
  VERIFY_CUDA(cudaFree(dKeys));
  return verify::report(kKernel, c, t);
}
