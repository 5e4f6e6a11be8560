// transpose: out = in^T for a 3000 x 4000 float matrix through 32 x 32
// shared-memory tiles padded to 33 columns, so that reading a tile column
// hits 32 different banks. Blocks of 32 x 8 threads, 4 rows each; both
// dimensions are deliberately not multiples of 32 (edge tiles are partial).
//
// Check: exact (a transpose copies values).
#include "harness.cuh"

const int kTile = 32;
const int kBlockRows = 8;

// in: height x width, row-major; out: width x height, row-major.
__global__ void transposeTiled(float *__restrict__ out,
                               const float *__restrict__ in, int width,
                               int height) {
  __shared__ float tile[kTile][kTile + 1];

  int x = blockIdx.x * kTile + threadIdx.x; // column of in
  int y = blockIdx.y * kTile + threadIdx.y; // row of in
  for (int j = 0; j < kTile; j += kBlockRows)
    if (x < width && y + j < height)
      tile[threadIdx.y + j][threadIdx.x] = in[size_t(y + j) * width + x];
  __syncthreads();

  x = blockIdx.y * kTile + threadIdx.x; // column of out
  y = blockIdx.x * kTile + threadIdx.y; // row of out
  for (int j = 0; j < kTile; j += kBlockRows)
    if (x < height && y + j < width)
      out[size_t(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const char *kKernel = "transpose";
  const int width = 4000, height = 3000;
  const size_t n = size_t(width) * height;

  verify::Rng rng(0x7a05e);
  std::vector<float> in(n);
  verify::fillSigned(in, rng);

  std::vector<float> ref(n);
  const float *pin = in.data();
  float *pr = ref.data();
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c)
      pr[size_t(c) * height + r] = pin[size_t(r) * width + c];

  float *dIn = verify::deviceCopyOf(in);
  float *dOut = verify::deviceAlloc<float>(n);
  // Poison the output: an element the kernel forgets cannot pass by luck.
  VERIFY_CUDA(cudaMemset(dOut, 0xff, n * sizeof(float)));

  dim3 block(kTile, kBlockRows);
  dim3 grid(verify::ceilDiv(width, kTile), verify::ceilDiv(height, kTile));
  verify::Timing t = verify::timeRepeats(
      [&] { transposeTiled<<<grid, block>>>(dOut, dIn, width, height); });

  std::vector<float> out = verify::hostCopyOf(dOut, n);
  verify::Check c;
  verify::checkExact(c, "out", out, ref);
  verify::dump(kKernel, "out", out);

  VERIFY_CUDA(cudaFree(dIn));
  VERIFY_CUDA(cudaFree(dOut));
  return verify::report(kKernel, c, t);
}
