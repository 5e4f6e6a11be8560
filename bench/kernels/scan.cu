// scan: exclusive prefix sum of 16M ints in three passes. Pass 1: each block
// scans a tile of 1024 elements (4 per thread: a serial scan in registers,
// then a block-wide scan of the thread totals built from warp-shuffle
// Hillis-Steele scans) and writes the tile's total. Pass 2: one block scans
// the tile totals in chunks, carrying the running sum. Pass 3: every tile
// adds its offset. Lane and warp arithmetic use warpSize, so the same code
// is right for 32- and 64-lane warps. The count is not a multiple of a tile.
//
// Check: exact (integers; inputs in [-20, 60), every prefix fits in int32).
#include "harness.cuh"

const int kBlock = 256;
const int kItems = 4;
const int kTile = kBlock * kItems;
// Slots for per-warp totals: a block has the most warps when they have 32
// lanes.
const int kMaxWarps = kBlock / 32;

// Inclusive scan across one warp.
__device__ int warpInclusiveScan(int x) {
  const int lane = threadIdx.x % warpSize;
  for (int d = 1; d < warpSize; d *= 2) {
    int y = __shfl_up_sync(0xffffffff, x, d);
    if (lane >= d)
      x += y;
  }
  return x;
}

// Exclusive scan of v across the block (blockDim.x a multiple of warpSize,
// at most kBlock); *total receives the block's sum. Every thread must call
// it; it may be called again right away.
__device__ int blockExclusiveScan(int v, int *total) {
  __shared__ int warpTotals[kMaxWarps];
  const int lane = threadIdx.x % warpSize;
  const int warp = threadIdx.x / warpSize;
  const int numWarps = blockDim.x / warpSize;

  int x = warpInclusiveScan(v);
  if (lane == warpSize - 1)
    warpTotals[warp] = x;
  __syncthreads();
  if (warp == 0) {
    int t = warpInclusiveScan(lane < numWarps ? warpTotals[lane] : 0);
    if (lane < numWarps)
      warpTotals[lane] = t;
  }
  __syncthreads();
  int before = warp > 0 ? warpTotals[warp - 1] : 0;
  *total = warpTotals[numWarps - 1];
  __syncthreads(); // the next call overwrites warpTotals
  return before + x - v;
}

// Scans kItems consecutive elements per thread starting at base; writes the
// exclusive prefixes (plus carry) and returns the chunk's total.
__device__ int scanChunk(const int *in, int *out, int base, int n,
                         int carry) {
  int items[kItems];
  int sum = 0;
#pragma unroll
  for (int k = 0; k < kItems; ++k) {
    int idx = base + threadIdx.x * kItems + k;
    items[k] = idx < n ? in[idx] : 0;
    sum += items[k];
  }
  int total;
  int prefix = carry + blockExclusiveScan(sum, &total);
#pragma unroll
  for (int k = 0; k < kItems; ++k) {
    int idx = base + threadIdx.x * kItems + k;
    if (idx < n)
      out[idx] = prefix;
    prefix += items[k];
  }
  return total;
}

__global__ void scanTiles(const int *__restrict__ in, int *__restrict__ out,
                          int *__restrict__ tileTotals, int n) {
  int total = scanChunk(in, out, blockIdx.x * kTile, n, 0);
  if (threadIdx.x == 0)
    tileTotals[blockIdx.x] = total;
}

// One block: tile totals -> exclusive tile offsets, in place.
__global__ void scanTileTotals(int *tileTotals, int numTiles) {
  int carry = 0;
  for (int base = 0; base < numTiles; base += kTile)
    carry += scanChunk(tileTotals, tileTotals, base, numTiles, carry);
}

__global__ void addTileOffsets(int *__restrict__ out,
                               const int *__restrict__ tileOffsets, int n) {
  const int offset = tileOffsets[blockIdx.x];
#pragma unroll
  for (int k = 0; k < kItems; ++k) {
    int idx = blockIdx.x * kTile + k * kBlock + threadIdx.x;
    if (idx < n)
      out[idx] += offset;
  }
}

int main() {
  const char *kKernel = "scan";
  const int n = (1 << 24) - 37;
  const int numTiles = verify::ceilDiv(n, kTile);

  verify::Rng rng(0x5ca9);
  std::vector<int32_t> in(n);
  int32_t *pin = in.data();
  for (int i = 0; i < n; ++i)
    pin[i] = -20 + int((rng.next() >> 32) % 80); // [-20, 60)

  std::vector<int32_t> ref(n);
  int32_t *pr = ref.data();
  long long running = 0;
  for (int i = 0; i < n; ++i) {
    pr[i] = int32_t(running);
    running += pin[i];
  }

  int *dIn = verify::deviceCopyOf(in);
  int *dOut = verify::deviceAlloc<int>(n);
  int *dTileTotals = verify::deviceAlloc<int>(numTiles);

  verify::Timing t = verify::timeRepeats([&] {
    scanTiles<<<numTiles, kBlock>>>(dIn, dOut, dTileTotals, n);
    scanTileTotals<<<1, kBlock>>>(dTileTotals, numTiles);
    addTileOffsets<<<numTiles, kBlock>>>(dOut, dTileTotals, n);
  });

  std::vector<int32_t> out = verify::hostCopyOf(dOut, n);
  verify::Check c;
  verify::checkExact(c, "out", out, ref);
  verify::dump(kKernel, "out", out);

  VERIFY_CUDA(cudaFree(dIn));
  VERIFY_CUDA(cudaFree(dOut));
  VERIFY_CUDA(cudaFree(dTileTotals));
  return verify::report(kKernel, c, t);
}
