// cusolver_solve.cu - solve A X = B with an LU factorisation (cuSOLVER dense).
//
// A is a random, unsymmetric kN x kN matrix (partial pivoting matters), X has
// kRhs columns. The host makes B = A * X_true, the device factors A with
// getrf (after asking getrf_bufferSize for the workspace) and solves with
// getrs; the host compares X with X_true and checks the residual.
#include <cmath>
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>
#include <cusolverDn.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kN = 256;
constexpr int kRhs = 4;

}  // namespace

int main() {
  libex::TestData data(31337);
  const std::vector<double> h_a =
      data.vector<double>(static_cast<size_t>(kN) * kN, -1.0f, 1.0f);
  const std::vector<double> x_true =
      data.vector<double>(static_cast<size_t>(kN) * kRhs, -1.0f, 1.0f);
  std::vector<double> h_b(static_cast<size_t>(kN) * kRhs, 0.0);
  for (int j = 0; j < kRhs; ++j)      // column-major B = A * X_true
    for (int k = 0; k < kN; ++k)
      for (int i = 0; i < kN; ++i)
        h_b[i + j * kN] += h_a[i + k * kN] * x_true[k + j * kN];

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cusolverDnHandle_t handle;
  CUSOLVER_CHECK(cusolverDnCreate(&handle));
  CUSOLVER_CHECK(cusolverDnSetStream(handle, stream));

  double *d_a, *d_b, *d_work;
  int *d_ipiv, *d_info;
  CUDA_CHECK(cudaMalloc(&d_a, h_a.size() * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&d_b, h_b.size() * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&d_ipiv, kN * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_info, sizeof(int)));
  CUDA_CHECK(cudaMemcpyAsync(d_a, h_a.data(), h_a.size() * sizeof(double),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_b, h_b.data(), h_b.size() * sizeof(double),
                             cudaMemcpyHostToDevice, stream));

  int lwork = 0;  // in elements, not bytes
  CUSOLVER_CHECK(cusolverDnDgetrf_bufferSize(handle, kN, kN, d_a, kN, &lwork));
  CUDA_CHECK(cudaMalloc(&d_work, static_cast<size_t>(lwork) * sizeof(double)));
  std::printf("getrf workspace: %d doubles\n", lwork);

  // A = P * L * U, in place.
  CUSOLVER_CHECK(cusolverDnDgetrf(handle, kN, kN, d_a, kN, d_work, d_ipiv,
                                  d_info));
  int info = 0;
  CUDA_CHECK(cudaMemcpyAsync(&info, d_info, sizeof(int),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  if (info != 0) {
    std::printf("getrf: info = %d (%s)\n", info,
                info < 0 ? "bad argument" : "U is singular");
    return libex::finish("cusolver_solve", false);
  }

  // B <- A^-1 B using the factors and the pivots.
  CUSOLVER_CHECK(cusolverDnDgetrs(handle, CUBLAS_OP_N, kN, kRhs, d_a, kN,
                                  d_ipiv, d_b, kN, d_info));
  std::vector<double> h_x(h_b.size());
  CUDA_CHECK(cudaMemcpyAsync(h_x.data(), d_b, h_x.size() * sizeof(double),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaMemcpyAsync(&info, d_info, sizeof(int),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  bool ok = info == 0;
  if (!ok) std::printf("getrs: info = %d\n", info);

  // Scaled residual max|A X - B| / (max|A| * max|X| * n).
  double resid = 0.0, a_max = 0.0, x_max = 0.0;
  for (double v : h_a) a_max = std::fmax(a_max, std::fabs(v));
  for (double v : h_x) x_max = std::fmax(x_max, std::fabs(v));
  for (int j = 0; j < kRhs; ++j)
    for (int i = 0; i < kN; ++i) {
      double r = -h_b[i + j * kN];
      for (int k = 0; k < kN; ++k) r += h_a[i + k * kN] * h_x[k + j * kN];
      resid = std::fmax(resid, std::fabs(r));
    }
  ok &= libex::report("scaled residual |AX - B|",
                      resid / (a_max * x_max * kN), 1e-13);
  ok &= libex::report("X vs X_true",
                      libex::max_rel_error(h_x, x_true, 1e-8, "X"), 1e-8);

  CUDA_CHECK(cudaFree(d_a));
  CUDA_CHECK(cudaFree(d_b));
  CUDA_CHECK(cudaFree(d_work));
  CUDA_CHECK(cudaFree(d_ipiv));
  CUDA_CHECK(cudaFree(d_info));
  CUSOLVER_CHECK(cusolverDnDestroy(handle));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("cusolver_solve", ok);
}
