// cublas_gemm.cu - a two-layer dense pipeline on cuBLAS.
//
//   H = relu(X * W1)                 cublasSgemm, host-side alpha/beta
//   Y[b] = H[b] * W2[b], b < kBatch  cublasGemmStridedBatchedEx, fp32 data
//                                    and compute, alpha/beta in device memory
//
// H is split column-wise into kBatch blocks; in column-major storage each
// block is contiguous, so the batched GEMM walks H with a plain stride.
// Everything runs on one non-blocking stream; the host recomputes both
// stages in double precision and compares.
#include <cstdio>
#include <vector>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kM = 128;     // rows of X, H, Y
constexpr int kK = 64;      // inner dimension of layer 1
constexpr int kN = 96;      // columns of H
constexpr int kBatch = 4;   // H blocks in layer 2
constexpr int kNb = kN / kBatch;  // columns per H block (inner dim, layer 2)
constexpr int kP = 32;      // columns of each Y block

static_assert(kN % kBatch == 0, "H must split evenly into batches");

__global__ void relu_inplace(float* data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = fmaxf(data[i], 0.0f);
}

// Column-major reference: c(m x n) = a(m x k) * b(k x n).
void host_gemm(int m, int n, int k, const float* a, const float* b, float* c) {
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      double acc = 0.0;
      for (int p = 0; p < k; ++p)
        acc += static_cast<double>(a[i + p * m]) * b[p + j * k];
      c[i + j * m] = static_cast<float>(acc);
    }
}

}  // namespace

int main() {
  libex::TestData data(2024);
  const std::vector<float> h_x = data.vector<float>(kM * kK, -1.0f, 1.0f);
  const std::vector<float> h_w1 = data.vector<float>(kK * kN, -0.5f, 0.5f);
  const std::vector<float> h_w2 =
      data.vector<float>(static_cast<size_t>(kBatch) * kNb * kP, -0.5f, 0.5f);

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  CUBLAS_CHECK(cublasSetStream(handle, stream));
  int version = 0;
  CUBLAS_CHECK(cublasGetVersion(handle, &version));
  std::printf("cuBLAS %d\n", version);

  float *d_x, *d_w1, *d_h, *d_w2, *d_y, *d_scalars;
  const size_t y_elems = static_cast<size_t>(kBatch) * kM * kP;
  CUDA_CHECK(cudaMalloc(&d_x, h_x.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_w1, h_w1.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_h, static_cast<size_t>(kM) * kN * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_w2, h_w2.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, y_elems * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_scalars, 2 * sizeof(float)));

  // Matrices go up with the cuBLAS helpers (column-major, leading dimension).
  CUBLAS_CHECK(cublasSetMatrixAsync(kM, kK, sizeof(float), h_x.data(), kM,
                                    d_x, kM, stream));
  CUBLAS_CHECK(cublasSetMatrixAsync(kK, kN, sizeof(float), h_w1.data(), kK,
                                    d_w1, kK, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_w2, h_w2.data(), h_w2.size() * sizeof(float),
                             cudaMemcpyHostToDevice, stream));
  const float scalars[2] = {1.0f, 0.0f};  // alpha, beta for layer 2
  CUDA_CHECK(cudaMemcpyAsync(d_scalars, scalars, sizeof(scalars),
                             cudaMemcpyHostToDevice, stream));

  // Layer 1: H = X * W1 with alpha/beta read from host memory.
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
  const float alpha = 1.0f, beta = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, kM, kN, kK,
                           &alpha, d_x, kM, d_w1, kK, &beta, d_h, kM));
  const int h_elems = kM * kN;
  relu_inplace<<<(h_elems + 255) / 256, 256, 0, stream>>>(d_h, h_elems);
  CUDA_CHECK_LAST();

  // Layer 2: Y[b] = H[b] * W2[b] with alpha/beta read from device memory.
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE));
  const long long stride_h = static_cast<long long>(kM) * kNb;
  const long long stride_w2 = static_cast<long long>(kNb) * kP;
  const long long stride_y = static_cast<long long>(kM) * kP;
  CUBLAS_CHECK(cublasGemmStridedBatchedEx(
      handle, CUBLAS_OP_N, CUBLAS_OP_N, kM, kP, kNb,
      d_scalars, d_h, CUDA_R_32F, kM, stride_h,
      d_w2, CUDA_R_32F, kNb, stride_w2,
      d_scalars + 1, d_y, CUDA_R_32F, kM, stride_y,
      kBatch, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));

  std::vector<float> h_h(static_cast<size_t>(kM) * kN);
  std::vector<float> h_y(y_elems);
  CUBLAS_CHECK(cublasGetMatrixAsync(kM, kN, sizeof(float), d_h, kM,
                                    h_h.data(), kM, stream));
  CUDA_CHECK(cudaMemcpyAsync(h_y.data(), d_y, y_elems * sizeof(float),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  // Host reference for both layers.
  std::vector<float> ref_h(static_cast<size_t>(kM) * kN);
  host_gemm(kM, kN, kK, h_x.data(), h_w1.data(), ref_h.data());
  for (float& v : ref_h) v = v > 0.0f ? v : 0.0f;
  std::vector<float> ref_y(y_elems);
  for (int b = 0; b < kBatch; ++b)
    host_gemm(kM, kP, kNb, ref_h.data() + b * stride_h,
              h_w2.data() + b * stride_w2, ref_y.data() + b * stride_y);

  const double tol = 1e-4;
  bool ok = libex::report("layer 1 (cublasSgemm + relu)",
                          libex::max_rel_error(h_h, ref_h, tol, "H"), tol);
  ok &= libex::report("layer 2 (GemmStridedBatchedEx)",
                      libex::max_rel_error(h_y, ref_y, tol, "Y"), tol);

  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_w1));
  CUDA_CHECK(cudaFree(d_h));
  CUDA_CHECK(cudaFree(d_w2));
  CUDA_CHECK(cudaFree(d_y));
  CUDA_CHECK(cudaFree(d_scalars));
  CUBLAS_CHECK(cublasDestroy(handle));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("cublas_gemm", ok);
}
