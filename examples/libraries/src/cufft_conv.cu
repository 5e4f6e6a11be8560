// cufft_conv.cu - batched circular convolution through the frequency domain.
//
//   out[b] = irfft(rfft(signal[b]) * rfft(filter)) / N      for b < kBatch
//
// The batched forward (R2C) and inverse (C2R) plans are made with
// cufftMakePlanMany on handles from cufftCreate, without auto-allocation: the
// two plans run one after the other on the same stream, so they share one
// work area sized for the larger of them. The filter's single transform uses
// a plain cufftPlan1d. cuFFT's inverse is unnormalised, so the pointwise
// multiply kernel also scales by 1/N. The host checks against a direct
// circular convolution.
#include <algorithm>
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>
#include <cufft.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kN = 1024;             // signal length (real samples)
constexpr int kBins = kN / 2 + 1;    // Hermitian half spectrum
constexpr int kBatch = 8;
constexpr int kTaps = 31;            // nonzero filter taps

// spectrum[b][k] *= filter[k] * scale, for every batch b.
__global__ void multiply_spectra(cufftComplex* __restrict__ spectrum,
                                 const cufftComplex* __restrict__ filter,
                                 int bins, int batch, float scale) {
  const int k = blockIdx.x * blockDim.x + threadIdx.x;
  const int b = blockIdx.y;
  if (k >= bins || b >= batch) return;
  const cufftComplex f = filter[k];
  cufftComplex s = spectrum[static_cast<size_t>(b) * bins + k];
  const float re = s.x * f.x - s.y * f.y;
  const float im = s.x * f.y + s.y * f.x;
  s.x = re * scale;
  s.y = im * scale;
  spectrum[static_cast<size_t>(b) * bins + k] = s;
}

}  // namespace

int main() {
  libex::TestData data(99);
  const std::vector<cufftReal> h_signal =
      data.vector<cufftReal>(static_cast<size_t>(kBatch) * kN, -1.0f, 1.0f);
  std::vector<cufftReal> h_filter(kN, 0.0f);
  for (int t = 0; t < kTaps; ++t) h_filter[t] = data.uniform(-0.5f, 0.5f);

  int version = 0;
  CUFFT_CHECK(cufftGetVersion(&version));
  std::printf("cuFFT %d\n", version);

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  cufftReal *d_signal, *d_filter, *d_out;
  cufftComplex *d_spectrum, *d_filter_hat;
  CUDA_CHECK(cudaMalloc(&d_signal, h_signal.size() * sizeof(cufftReal)));
  CUDA_CHECK(cudaMalloc(&d_filter, kN * sizeof(cufftReal)));
  CUDA_CHECK(cudaMalloc(&d_out, h_signal.size() * sizeof(cufftReal)));
  CUDA_CHECK(cudaMalloc(&d_spectrum,
                        static_cast<size_t>(kBatch) * kBins * sizeof(cufftComplex)));
  CUDA_CHECK(cudaMalloc(&d_filter_hat, kBins * sizeof(cufftComplex)));
  CUDA_CHECK(cudaMemcpyAsync(d_signal, h_signal.data(),
                             h_signal.size() * sizeof(cufftReal),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_filter, h_filter.data(), kN * sizeof(cufftReal),
                             cudaMemcpyHostToDevice, stream));

  // Batched plans with a shared, caller-owned work area.
  int n[1] = {kN};
  cufftHandle plan_fwd, plan_inv;
  size_t work_fwd = 0, work_inv = 0;
  CUFFT_CHECK(cufftCreate(&plan_fwd));
  CUFFT_CHECK(cufftCreate(&plan_inv));
  CUFFT_CHECK(cufftSetAutoAllocation(plan_fwd, 0));
  CUFFT_CHECK(cufftSetAutoAllocation(plan_inv, 0));
  // Null embeds: contiguous batches, distance kN reals / kBins complexes.
  CUFFT_CHECK(cufftMakePlanMany(plan_fwd, 1, n, nullptr, 1, kN, nullptr, 1,
                                kBins, CUFFT_R2C, kBatch, &work_fwd));
  CUFFT_CHECK(cufftMakePlanMany(plan_inv, 1, n, nullptr, 1, kBins, nullptr, 1,
                                kN, CUFFT_C2R, kBatch, &work_inv));
  const size_t work_bytes = std::max(work_fwd, work_inv);
  void* d_work = nullptr;
  if (work_bytes > 0) CUDA_CHECK(cudaMalloc(&d_work, work_bytes));
  CUFFT_CHECK(cufftSetWorkArea(plan_fwd, d_work));
  CUFFT_CHECK(cufftSetWorkArea(plan_inv, d_work));
  std::printf("shared work area: %zu bytes (R2C %zu, C2R %zu)\n", work_bytes,
              work_fwd, work_inv);

  cufftHandle plan_filter;
  CUFFT_CHECK(cufftPlan1d(&plan_filter, kN, CUFFT_R2C, 1));

  CUFFT_CHECK(cufftSetStream(plan_fwd, stream));
  CUFFT_CHECK(cufftSetStream(plan_inv, stream));
  CUFFT_CHECK(cufftSetStream(plan_filter, stream));

  CUFFT_CHECK(cufftExecR2C(plan_filter, d_filter, d_filter_hat));
  CUFFT_CHECK(cufftExecR2C(plan_fwd, d_signal, d_spectrum));
  const dim3 block(256);
  const dim3 grid((kBins + block.x - 1) / block.x, kBatch);
  multiply_spectra<<<grid, block, 0, stream>>>(d_spectrum, d_filter_hat, kBins,
                                               kBatch, 1.0f / kN);
  CUDA_CHECK_LAST();
  CUFFT_CHECK(cufftExecC2R(plan_inv, d_spectrum, d_out));

  std::vector<cufftReal> h_out(h_signal.size());
  CUDA_CHECK(cudaMemcpyAsync(h_out.data(), d_out,
                             h_out.size() * sizeof(cufftReal),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  // Direct circular convolution on the host.
  std::vector<cufftReal> ref(h_signal.size());
  for (int b = 0; b < kBatch; ++b)
    for (int i = 0; i < kN; ++i) {
      double acc = 0.0;
      for (int t = 0; t < kTaps; ++t)
        acc += static_cast<double>(h_filter[t]) *
               h_signal[static_cast<size_t>(b) * kN + (i - t + kN) % kN];
      ref[static_cast<size_t>(b) * kN + i] = static_cast<cufftReal>(acc);
    }

  const double tol = 1e-4;
  const bool ok = libex::report("R2C * filter -> C2R vs direct",
                                libex::max_rel_error(h_out, ref, tol, "out"),
                                tol);

  CUFFT_CHECK(cufftDestroy(plan_filter));
  CUFFT_CHECK(cufftDestroy(plan_inv));
  CUFFT_CHECK(cufftDestroy(plan_fwd));
  CUDA_CHECK(cudaFree(d_work));
  CUDA_CHECK(cudaFree(d_signal));
  CUDA_CHECK(cudaFree(d_filter));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_spectrum));
  CUDA_CHECK(cudaFree(d_filter_hat));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("cufft_conv", ok);
}
