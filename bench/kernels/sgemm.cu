// sgemm: C = alpha * A * B + beta * C, row-major, M x K times K x N, tiled
// through shared memory: a block of 16 x 16 threads computes a 64 x 64 tile
// of C, 4 x 4 outputs per thread, over 16-wide slabs of A and B. N and K are
// not multiples of the tile (edge tiles are zero-filled). C is updated in
// place, so each repeat starts from the original C.
//
// Check: |gpu - ref| <= 1e-3 + 1e-4 * |ref|, reference in double. The float
// dot products have 520 terms of magnitude <= 1 and sums of about 10: their
// rounding error is of order 1e-5, far below 1e-3; one product left out or
// counted twice moves a result by at least 1.5 * 0.1 * 0.1 = 0.015.
#include "harness.cuh"

const int kTileM = 64, kTileN = 64, kTileK = 16;
const int kThreadsX = 16, kThreadsY = 16; // 256 threads
const int kPerThreadM = kTileM / kThreadsY, kPerThreadN = kTileN / kThreadsX;

__global__ void sgemmTiled(int M, int N, int K, float alpha,
                           const float *__restrict__ A,
                           const float *__restrict__ B, float beta,
                           float *__restrict__ C) {
  // As holds the A slab transposed (k-major); the +1 keeps the transposing
  // stores of one warp in different banks.
  __shared__ float As[kTileK][kTileM + 1];
  __shared__ float Bs[kTileK][kTileN];

  const int tx = threadIdx.x, ty = threadIdx.y;
  const int tid = ty * kThreadsX + tx;
  const int rowBase = blockIdx.y * kTileM;
  const int colBase = blockIdx.x * kTileN;

  // Thread (tx, ty) owns rows ty + 16 i and columns tx + 16 j of the tile:
  // neighbouring threads write neighbouring columns of C.
  float acc[kPerThreadM][kPerThreadN] = {};

  for (int k0 = 0; k0 < K; k0 += kTileK) {
    for (int idx = tid; idx < kTileM * kTileK; idx += kThreadsX * kThreadsY) {
      int r = idx / kTileK, k = idx % kTileK;
      int gr = rowBase + r, gk = k0 + k;
      As[k][r] = (gr < M && gk < K) ? A[size_t(gr) * K + gk] : 0.0f;
    }
    for (int idx = tid; idx < kTileK * kTileN; idx += kThreadsX * kThreadsY) {
      int k = idx / kTileN, c = idx % kTileN;
      int gk = k0 + k, gc = colBase + c;
      Bs[k][c] = (gk < K && gc < N) ? B[size_t(gk) * N + gc] : 0.0f;
    }
    __syncthreads();

#pragma unroll
    for (int k = 0; k < kTileK; ++k) {
      float a[kPerThreadM], b[kPerThreadN];
#pragma unroll
      for (int i = 0; i < kPerThreadM; ++i)
        a[i] = As[k][ty + i * kThreadsY];
#pragma unroll
      for (int j = 0; j < kPerThreadN; ++j)
        b[j] = Bs[k][tx + j * kThreadsX];
#pragma unroll
      for (int i = 0; i < kPerThreadM; ++i)
#pragma unroll
        for (int j = 0; j < kPerThreadN; ++j)
          acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }

#pragma unroll
  for (int i = 0; i < kPerThreadM; ++i) {
    int r = rowBase + ty + i * kThreadsY;
#pragma unroll
    for (int j = 0; j < kPerThreadN; ++j) {
      int c = colBase + tx + j * kThreadsX;
      if (r < M && c < N) {
        size_t at = size_t(r) * N + c;
        C[at] = alpha * acc[i][j] + beta * C[at];
      }
    }
  }
}

int main() {
  const char *kKernel = "sgemm";
  const int M = 512, N = 480, K = 520;
  const float alpha = 1.5f, beta = -0.5f;

  verify::Rng rng(0x5be33);
  std::vector<float> A(size_t(M) * K), B(size_t(K) * N), C(size_t(M) * N);
  verify::fillSigned(A, rng);
  verify::fillSigned(B, rng);
  verify::fillSigned(C, rng);

  // i-k-j order: the inner loop runs along rows of B and of the result.
  std::vector<double> ref(size_t(M) * N, 0.0);
  const float *pa = A.data(), *pb = B.data(), *pc = C.data();
  double *pr = ref.data();
  for (int i = 0; i < M; ++i) {
    double *row = pr + size_t(i) * N;
    for (int k = 0; k < K; ++k) {
      double a = pa[size_t(i) * K + k];
      const float *brow = pb + size_t(k) * N;
      for (int j = 0; j < N; ++j)
        row[j] += a * brow[j];
    }
    for (int j = 0; j < N; ++j)
      row[j] = alpha * row[j] + double(beta) * pc[size_t(i) * N + j];
  }

  float *dA = verify::deviceCopyOf(A);
  float *dB = verify::deviceCopyOf(B);
  float *dCInit = verify::deviceCopyOf(C);
  float *dC = verify::deviceAlloc<float>(C.size());

  dim3 block(kThreadsX, kThreadsY);
  dim3 grid(verify::ceilDiv(N, kTileN), verify::ceilDiv(M, kTileM));
  verify::Timing t = verify::timeRepeats(
      [&] { sgemmTiled<<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC); },
      [&] {
        VERIFY_CUDA(cudaMemcpy(dC, dCInit, C.size() * sizeof(float),
                               cudaMemcpyDeviceToDevice));
      });

  std::vector<float> out = verify::hostCopyOf(dC, C.size());
  verify::Check c;
  verify::checkClose(c, "C", out, ref, 1e-3, 1e-4);
  verify::dump(kKernel, "C", out);

  VERIFY_CUDA(cudaFree(dA));
  VERIFY_CUDA(cudaFree(dB));
  VERIFY_CUDA(cudaFree(dCInit));
  VERIFY_CUDA(cudaFree(dC));
  return verify::report(kKernel, c, t);
}
