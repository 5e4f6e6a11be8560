// conv2d: 5 x 5 convolution (cross-correlation, as in image filters and CNNs)
// of a 3072 x 2048 float image with zero padding. The filter lives in
// __constant__ memory (every thread reads the same tap at the same time: a
// broadcast). Each block of 16 x 16 threads computes a 16 x 16 output tile
// from a 20 x 20 input tile with its halo, staged in shared memory.
//
// out(x, y) = sum over dy, dx in [0, 5) of f[dy][dx] * in(x + dx - 2, y + dy - 2)
//
// Check: |gpu - ref| <= 1e-5 + 1e-5 * |ref|, reference in double. 25 products
// of magnitude <= 0.2 summed in float: error < 25 * 2^-24 * 5 = 8e-6 even if
// every rounding went the same way; one tap lost or misplaced changes a
// result by at least 0.1 * 0.02 = 0.002.
#include "harness.cuh"

const int kRadius = 2;
const int kTaps = 2 * kRadius + 1;
const int kTileW = 16, kTileH = 16; // 256 threads
const int kHaloW = kTileW + 2 * kRadius, kHaloH = kTileH + 2 * kRadius;

__constant__ float cFilter[kTaps * kTaps];

__global__ void conv2dTiled(const float *__restrict__ in,
                            float *__restrict__ out, int width, int height) {
  __shared__ float tile[kHaloH][kHaloW];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x0 = blockIdx.x * kTileW - kRadius; // image x of tile[.][0]
  const int y0 = blockIdx.y * kTileH - kRadius; // image y of tile[0][.]
  for (int i = ty * kTileW + tx; i < kHaloW * kHaloH; i += kTileW * kTileH) {
    int hy = i / kHaloW, hx = i % kHaloW;
    int gx = x0 + hx, gy = y0 + hy;
    bool inside = gx >= 0 && gx < width && gy >= 0 && gy < height;
    tile[hy][hx] = inside ? in[size_t(gy) * width + gx] : 0.0f;
  }
  __syncthreads();

  const int x = blockIdx.x * kTileW + tx, y = blockIdx.y * kTileH + ty;
  if (x >= width || y >= height)
    return;
  float acc = 0.0f;
#pragma unroll
  for (int dy = 0; dy < kTaps; ++dy)
#pragma unroll
    for (int dx = 0; dx < kTaps; ++dx)
      acc += cFilter[dy * kTaps + dx] * tile[ty + dy][tx + dx];
  out[size_t(y) * width + x] = acc;
}

int main() {
  const char *kKernel = "conv2d";
  const int width = 3072, height = 2048;
  const size_t n = size_t(width) * height;

  verify::Rng rng(0xc0272d);
  std::vector<float> in(n), filter(kTaps * kTaps);
  verify::fillSigned(in, rng);
  verify::fillSigned(filter, rng);
  for (float &f : filter)
    f *= 0.2f; // taps of magnitude [0.02, 0.2)

  // Tap by tap over whole rows: no per-pixel branch, the borders are
  // clipped once per row.
  std::vector<double> ref(n, 0.0);
  const float *pin = in.data();
  double *pr = ref.data();
  for (int dy = 0; dy < kTaps; ++dy) {
    for (int dx = 0; dx < kTaps; ++dx) {
      const double f = filter[dy * kTaps + dx];
      const int sx = dx - kRadius, sy = dy - kRadius;
      const int xBegin = sx < 0 ? -sx : 0;
      const int xEnd = sx > 0 ? width - sx : width;
      for (int y = 0; y < height; ++y) {
        const int iy = y + sy;
        if (iy < 0 || iy >= height)
          continue;
        const float *src = pin + size_t(iy) * width;
        double *dst = pr + size_t(y) * width;
        for (int x = xBegin; x < xEnd; ++x)
          dst[x] += f * src[x + sx];
      }
    }
  }

  VERIFY_CUDA(cudaMemcpyToSymbol(cFilter, filter.data(),
                                 filter.size() * sizeof(float)));
  float *dIn = verify::deviceCopyOf(in);
  float *dOut = verify::deviceAlloc<float>(n);
  VERIFY_CUDA(cudaMemset(dOut, 0xff, n * sizeof(float))); // NaN until written

  dim3 block(kTileW, kTileH);
  dim3 grid(verify::ceilDiv(width, kTileW), verify::ceilDiv(height, kTileH));
  verify::Timing t = verify::timeRepeats(
      [&] { conv2dTiled<<<grid, block>>>(dIn, dOut, width, height); });

  std::vector<float> out = verify::hostCopyOf(dOut, n);
  verify::Check c;
  verify::checkClose(c, "out", out, ref, 1e-5, 1e-5);
  verify::dump(kKernel, "out", out);

  VERIFY_CUDA(cudaFree(dIn));
  VERIFY_CUDA(cudaFree(dOut));
  return verify::report(kKernel, c, t);
}
