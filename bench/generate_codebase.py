#!/usr/bin/env python3
"""Generate a deterministic, realistic-looking CUDA codebase for benchmarking.

The tree looks like a mid-sized GPU library:

  OUT/include/<area>/<name>.cuh   shared headers (error checks, warp helpers,
                                  math helpers, template kernels, host utils)
  OUT/src/<module>/<name>.cu      translation units, 100-300 lines each, with
                                  2-4 kernels and the host code that runs them

Every translation unit includes <cuda_runtime.h> and 1-3 shared headers, and
mixes the constructs a translator has to handle: static and dynamic shared
memory, __syncthreads, warp shuffles with masks, atomics, __ldg, math
functions, __constant__ memory with cudaMemcpyToSymbol, template kernels
launched with <<<...>>>, streams, events, pinned memory, cudaDeviceProp reads
and an error-check macro around every runtime call.

The same (seed, files, headers) always produce byte-identical trees, so runs
can be compared across commits. Files are drawn one after another from one
seeded generator, so a tree of K files is the first K files of any larger tree
with the same seed and headers.
"""

import argparse
import os
import random
import sys

MODULES = ["linalg", "image", "physics", "stats", "nn", "signal"]
HEADER_AREAS = {
    "warp": "primitives",
    "math": "math",
    "types": "common",
    "tkern": "kernels",
    "host": "util",
}
HEADER_KINDS = ["warp", "math", "types", "tkern", "host"]


def fill(template, **subs):
    """Replace @KEY@ placeholders; keeps C++ braces readable in templates."""
    out = template
    for key, value in subs.items():
        out = out.replace("@" + key + "@", str(value))
    assert "@" not in out.replace("@@", ""), out
    return out


# ---------------------------------------------------------------------------
# Shared headers
# ---------------------------------------------------------------------------

CHECK_HEADER = """\
// check.cuh - error checking used by every translation unit of the library.
//
// CUDA_CHECK wraps a runtime call and aborts with the file, line and the
// runtime's message; KERNEL_CHECK goes right after a <<<...>>> launch.
#pragma once

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

namespace common {

inline void fail_cuda(cudaError_t err, const char* expr, const char* file,
                      int line) {
  std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\\n", file, line, expr,
               cudaGetErrorString(err), cudaGetErrorName(err));
  std::exit(EXIT_FAILURE);
}

}  // namespace common

#define CUDA_CHECK(call)                                                \\
  do {                                                                  \\
    cudaError_t check_err_ = (call);                                    \\
    if (check_err_ != cudaSuccess) {                                    \\
      ::common::fail_cuda(check_err_, #call, __FILE__, __LINE__);       \\
    }                                                                   \\
  } while (0)

#ifdef NDEBUG
#define KERNEL_CHECK() CUDA_CHECK(cudaGetLastError())
#else
#define KERNEL_CHECK()                                                  \\
  do {                                                                  \\
    CUDA_CHECK(cudaGetLastError());                                     \\
    CUDA_CHECK(cudaDeviceSynchronize());                                \\
  } while (0)
#endif

constexpr int kWarpSize = 32;
constexpr unsigned kFullMask = 0xffffffffu;
"""

WARP_HEADER = """\
// @FILE@ - warp and block level reduction primitives (set @ID@).
#pragma once

#include <cuda_runtime.h>

namespace @NS@ {

__device__ __forceinline__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    v += __shfl_down_sync(0xffffffffu, v, offset);
  }
  return v;
}

__device__ __forceinline__ float warp_max(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, offset));
  }
  return v;
}

__device__ __forceinline__ int warp_count(bool pred) {
  return __popc(__ballot_sync(0xffffffffu, pred));
}

// Sum over the whole block; every thread gets the result. BLOCK must be a
// multiple of the warp size.
template <int BLOCK>
__device__ float block_sum(float v) {
  __shared__ float partial[BLOCK / 32];
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  v = warp_sum(v);
  if (lane == 0) {
    partial[warp] = v;
  }
  __syncthreads();
  v = (threadIdx.x < BLOCK / 32) ? partial[lane] : 0.0f;
  if (warp == 0) {
    v = warp_sum(v);
  }
  if (threadIdx.x == 0) {
    partial[0] = v;
  }
  __syncthreads();
  return partial[0];
}

}  // namespace @NS@
"""

MATH_HEADER = """\
// @FILE@ - device math helpers shared by the kernels (set @ID@).
#pragma once

#include <cuda_runtime.h>

namespace @NS@ {

__host__ __device__ inline float clampf(float v, float lo, float hi) {
  return fminf(fmaxf(v, lo), hi);
}

__device__ __forceinline__ float sigmoid(float x) {
  return 1.0f / (1.0f + __expf(-x));
}

__device__ __forceinline__ float gelu(float x) {
  const float k = 0.7978845608f;  // sqrt(2 / pi)
  return 0.5f * x * (1.0f + tanhf(k * fmaf(0.044715f * x, x * x, x)));
}

__device__ __forceinline__ float softplus(float x) {
  return x > 20.0f ? x : logf(1.0f + expf(x));
}

__device__ __forceinline__ float inv_norm3(float x, float y, float z) {
  return rsqrtf(fmaf(x, x, fmaf(y, y, z * z)) + 1e-12f);
}

__device__ __forceinline__ float fast_div(float a, float b) {
  return __fdividef(a, b);
}

__device__ __forceinline__ float wrap_angle(float a) {
  const float two_pi = 6.283185307f;
  return a - two_pi * floorf(a / two_pi);
}

}  // namespace @NS@
"""

TYPES_HEADER = """\
// @FILE@ - plain data shared between host and device code (set @ID@).
#pragma once

#include <cuda_runtime.h>

namespace @NS@ {

struct Dims {
  int rows;
  int cols;
  int ld;
};

struct Params {
  float alpha;
  float beta;
  float eps;
  int iterations;
};

__host__ __device__ inline int index2d(const Dims& d, int r, int c) {
  return r * d.ld + c;
}

__host__ __device__ inline int div_up(int a, int b) { return (a + b - 1) / b; }

__host__ __device__ inline bool in_bounds(const Dims& d, int r, int c) {
  return r >= 0 && r < d.rows && c >= 0 && c < d.cols;
}

inline Params default_params() {
  Params p;
  p.alpha = 1.0f;
  p.beta = 0.0f;
  p.eps = 1e-6f;
  p.iterations = 4;
  return p;
}

}  // namespace @NS@
"""

TKERN_HEADER = """\
// @FILE@ - generic kernels instantiated by many translation units (set @ID@).
#pragma once

#include <cuda_runtime.h>

namespace @NS@ {

template <typename T>
__global__ void fill_kernel(T* __restrict__ data, T value, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    data[i] = value;
  }
}

template <typename T, int BLOCK>
__global__ void axpby_kernel(const T* __restrict__ x, T* __restrict__ y,
                             T a, T b, int n) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) {
    y[i] = a * __ldg(&x[i]) + b * y[i];
  }
}

template <typename T>
__global__ void copy_strided_kernel(const T* __restrict__ src,
                                    T* __restrict__ dst, int n, int stride) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * stride < n) {
    dst[i] = src[i * stride];
  }
}

template <typename T>
inline void fill_async(T* data, T value, int n, cudaStream_t stream) {
  const int block = 256;
  const int grid = (n + block - 1) / block;
  fill_kernel<T><<<grid, block, 0, stream>>>(data, value, n);
}

}  // namespace @NS@
"""

HOST_HEADER = """\
// @FILE@ - host-side helpers: device buffers, timers, launch shapes (set @ID@).
#pragma once

#include <cstddef>
#include <cstdio>

#include <cuda_runtime.h>

#include "common/check.cuh"

namespace @NS@ {

// Owns one device allocation of N elements.
template <typename T>
class DeviceBuffer {
 public:
  explicit DeviceBuffer(size_t n) : size_(n) {
    CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T)));
  }
  ~DeviceBuffer() { cudaFree(ptr_); }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  T* get() const { return ptr_; }
  size_t size() const { return size_; }
  size_t bytes() const { return size_ * sizeof(T); }

  void upload(const T* host, cudaStream_t stream) {
    CUDA_CHECK(cudaMemcpyAsync(ptr_, host, bytes(), cudaMemcpyHostToDevice,
                               stream));
  }
  void download(T* host, cudaStream_t stream) const {
    CUDA_CHECK(cudaMemcpyAsync(host, ptr_, bytes(), cudaMemcpyDeviceToHost,
                               stream));
  }

 private:
  T* ptr_ = nullptr;
  size_t size_ = 0;
};

// Measures GPU time between start() and stop() on one stream.
class GpuTimer {
 public:
  GpuTimer() {
    CUDA_CHECK(cudaEventCreate(&start_));
    CUDA_CHECK(cudaEventCreate(&stop_));
  }
  ~GpuTimer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  void start(cudaStream_t s) { CUDA_CHECK(cudaEventRecord(start_, s)); }
  float stop(cudaStream_t s) {
    CUDA_CHECK(cudaEventRecord(stop_, s));
    CUDA_CHECK(cudaEventSynchronize(stop_));
    float ms = 0.0f;
    CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
    return ms;
  }

 private:
  cudaEvent_t start_;
  cudaEvent_t stop_;
};

inline int grid_for(int n, int block, const cudaDeviceProp& prop) {
  const int wanted = (n + block - 1) / block;
  const int cap = prop.multiProcessorCount * (prop.maxThreadsPerMultiProcessor / block);
  return wanted < cap ? wanted : cap;
}

inline void print_device(int device) {
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  std::printf("%s: sm_%d%d, %d SMs, %zu MiB, warp %d, smem/block %zu\\n",
              prop.name, prop.major, prop.minor, prop.multiProcessorCount,
              prop.totalGlobalMem >> 20, prop.warpSize,
              prop.sharedMemPerBlock);
}

}  // namespace @NS@
"""

HEADER_TEXT = {
    "warp": WARP_HEADER,
    "math": MATH_HEADER,
    "types": TYPES_HEADER,
    "tkern": TKERN_HEADER,
    "host": HOST_HEADER,
}
HEADER_STEM = {
    "warp": "reduce",
    "math": "device_math",
    "types": "layout",
    "tkern": "generic",
    "host": "buffers",
}


class Header:
    def __init__(self, index):
        self.index = index
        if index == 0:
            self.kind = "check"
            self.path = "common/check.cuh"
            self.ns = "common"
        else:
            self.kind = HEADER_KINDS[(index - 1) % len(HEADER_KINDS)]
            self.ns = "%s%d" % (HEADER_STEM[self.kind], index)
            self.path = "%s/%s_%d.cuh" % (HEADER_AREAS[self.kind],
                                           HEADER_STEM[self.kind], index)

    def text(self):
        if self.kind == "check":
            return CHECK_HEADER
        return fill(HEADER_TEXT[self.kind], FILE=os.path.basename(self.path),
                    ID=self.index, NS=self.ns)


# ---------------------------------------------------------------------------
# Kernels: each kind gives device code, an optional CPU reference and the host
# lines that launch it. Host snippets may use: d_in, d_out, d_aux (float*),
# d_hist (unsigned*), n, elems, block, grid, streams[], dim, prop.
# ---------------------------------------------------------------------------

KERNELS = {}


def kernel(name):
    def register(fn):
        KERNELS[name] = fn
        return fn
    return register


@kernel("reduce")
def k_reduce(ctx, k):
    warp = ctx.helper("warp_sum")
    dev = fill("""\
// Sum of IN into *OUT: grid-stride loads, warp shuffles, one atomic per block.
template <int BLOCK>
__global__ void @K@(const float* __restrict__ in, float* out, int n) {
  __shared__ float warp_sums[BLOCK / 32];
  float sum = 0.0f;
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) {
    sum += __ldg(&in[i]);
  }
  sum = @WARP@(sum);
  const int lane = threadIdx.x & 31;
  const int warp = threadIdx.x >> 5;
  if (lane == 0) {
    warp_sums[warp] = sum;
  }
  __syncthreads();
  if (warp == 0) {
    sum = lane < BLOCK / 32 ? warp_sums[lane] : 0.0f;
    sum = @WARP@(sum);
    if (lane == 0) {
      atomicAdd(out, sum);
    }
  }
}
""", K=k, WARP=warp)
    ref = fill("""\
static double @K@_reference(const float* in, int n) {
  double sum = 0.0;
  for (int i = 0; i < n; ++i) {
    sum += in[i];
  }
  return sum;
}
""", K=k)
    host = fill("""\
  CUDA_CHECK(cudaMemsetAsync(d_aux, 0, sizeof(float), streams[0]));
  @K@<256><<<grid, 256, 0, streams[0]>>>(d_in, d_aux, n);
  KERNEL_CHECK();
  float gpu_sum = 0.0f;
  CUDA_CHECK(cudaMemcpyAsync(&gpu_sum, d_aux, sizeof(float),
                             cudaMemcpyDeviceToHost, streams[0]));
  CUDA_CHECK(cudaStreamSynchronize(streams[0]));
  if (std::fabs(gpu_sum - @K@_reference(h_in, n)) > 1e-2 * n) {
    ++errors;
  }
""", K=k)
    return dev, ref, host


@kernel("saxpy")
def k_saxpy(ctx, k):
    dev = fill("""\
// y = a * f(x) + y with a smooth nonlinearity, grid-stride.
__global__ void @K@(const float* __restrict__ x, float* __restrict__ y,
                    float a, int n) {
  const int stride = blockDim.x * gridDim.x;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    const float v = __ldg(&x[i]);
    const float f = sinf(v) * expf(-0.5f * v * v) + sqrtf(fabsf(v));
    y[i] = fmaf(a, f, y[i]);
  }
}
""", K=k)
    ref = fill("""\
static void @K@_reference(const float* x, float* y, float a, int n) {
  for (int i = 0; i < n; ++i) {
    const float v = x[i];
    y[i] += a * (std::sin(v) * std::exp(-0.5f * v * v) +
                 std::sqrt(std::fabs(v)));
  }
}
""", K=k)
    host = fill("""\
  @K@<<<grid, block, 0, streams[1 % kNumStreams]>>>(d_in, d_out, 0.5f, n);
  KERNEL_CHECK();
""", K=k)
    return dev, ref, host


@kernel("histogram")
def k_histogram(ctx, k):
    dev = fill("""\
// Histogram of values in [0, 1) into NBINS bins: privatized in dynamic shared
// memory, merged with global atomics.
__global__ void @K@(const float* __restrict__ in, unsigned int* hist, int n,
                    int nbins) {
  extern __shared__ unsigned int s_hist[];
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    s_hist[b] = 0;
  }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    const float v = fminf(fmaxf(__ldg(&in[i]), 0.0f), 0.999999f);
    atomicAdd(&s_hist[static_cast<int>(v * nbins)], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x) {
    if (s_hist[b] != 0) {
      atomicAdd(&hist[b], s_hist[b]);
    }
  }
}
""", K=k)
    host = fill("""\
  CUDA_CHECK(cudaMemsetAsync(d_hist, 0, kBins * sizeof(unsigned int), streams[0]));
  @K@<<<grid, block, kBins * sizeof(unsigned int), streams[0]>>>(d_in, d_hist, n, kBins);
  KERNEL_CHECK();
  std::vector<unsigned int> h_hist(kBins);
  CUDA_CHECK(cudaMemcpy(h_hist.data(), d_hist, kBins * sizeof(unsigned int),
                        cudaMemcpyDeviceToHost));
  unsigned long long counted = 0;
  for (int b = 0; b < kBins; ++b) {
    counted += h_hist[b];
  }
  if (counted != static_cast<unsigned long long>(n)) {
    ++errors;
  }
""", K=k)
    return dev, None, host


@kernel("matmul")
def k_matmul(ctx, k):
    dev = fill("""\
// C = A * B for square DIM x DIM matrices, TILE x TILE shared-memory tiles.
template <int TILE>
__global__ void @K@(const float* __restrict__ A, const float* __restrict__ B,
                    float* __restrict__ C, int dim) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  const int row = blockIdx.y * TILE + threadIdx.y;
  const int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (dim + TILE - 1) / TILE; ++t) {
    const int a_col = t * TILE + threadIdx.x;
    const int b_row = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < dim && a_col < dim) ? A[row * dim + a_col] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (b_row < dim && col < dim) ? B[b_row * dim + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int e = 0; e < TILE; ++e) {
      acc = fmaf(As[threadIdx.y][e], Bs[e][threadIdx.x], acc);
    }
    __syncthreads();
  }
  if (row < dim && col < dim) {
    C[row * dim + col] = acc;
  }
}
""", K=k)
    ref = fill("""\
static float @K@_reference_at(const float* A, const float* B, int dim, int r,
                              int c) {
  float acc = 0.0f;
  for (int e = 0; e < dim; ++e) {
    acc += A[r * dim + e] * B[e * dim + c];
  }
  return acc;
}
""", K=k)
    host = fill("""\
  {
    constexpr int kTile = 16;
    const dim3 mm_block(kTile, kTile);
    const dim3 mm_grid((dim + kTile - 1) / kTile, (dim + kTile - 1) / kTile);
    @K@<kTile><<<mm_grid, mm_block, 0, streams[0]>>>(d_in, d_in, d_out, dim);
    KERNEL_CHECK();
    float probe = 0.0f;
    CUDA_CHECK(cudaMemcpy(&probe, d_out + dim + 1, sizeof(float),
                          cudaMemcpyDeviceToHost));
    if (std::fabs(probe - @K@_reference_at(h_in, h_in, dim, 1, 1)) > 1e-2f) {
      ++errors;
    }
  }
""", K=k)
    return dev, ref, host


@kernel("transpose")
def k_transpose(ctx, k):
    dev = fill("""\
// Out-of-place transpose through a padded shared tile (no bank conflicts).
constexpr int @K@_TILE = 32;
constexpr int @K@_ROWS = 8;

__global__ void @K@(const float* __restrict__ in, float* __restrict__ out,
                    int width, int height) {
  __shared__ float tile[@K@_TILE][@K@_TILE + 1];
  int x = blockIdx.x * @K@_TILE + threadIdx.x;
  int y = blockIdx.y * @K@_TILE + threadIdx.y;
  for (int j = 0; j < @K@_TILE; j += @K@_ROWS) {
    if (x < width && y + j < height) {
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    }
  }
  __syncthreads();
  x = blockIdx.y * @K@_TILE + threadIdx.x;
  y = blockIdx.x * @K@_TILE + threadIdx.y;
  for (int j = 0; j < @K@_TILE; j += @K@_ROWS) {
    if (x < height && y + j < width) {
      out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
    }
  }
}
""", K=k)
    host = fill("""\
  {
    const dim3 tr_block(@K@_TILE, @K@_ROWS);
    const dim3 tr_grid((dim + @K@_TILE - 1) / @K@_TILE,
                       (dim + @K@_TILE - 1) / @K@_TILE);
    @K@<<<tr_grid, tr_block, 0, streams[0]>>>(d_in, d_out, dim, dim);
    KERNEL_CHECK();
  }
""", K=k)
    return dev, None, host


@kernel("stencil")
def k_stencil(ctx, k):
    dev = fill("""\
// 1-D stencil with coefficients in constant memory and a shared halo.
constexpr int @K@_RADIUS = 3;
__constant__ float @K@_weights[2 * @K@_RADIUS + 1];

template <int BLOCK>
__global__ void @K@(const float* __restrict__ in, float* __restrict__ out,
                    int n) {
  __shared__ float s[BLOCK + 2 * @K@_RADIUS];
  const int g = blockIdx.x * BLOCK + threadIdx.x;
  const int l = threadIdx.x + @K@_RADIUS;
  s[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < @K@_RADIUS) {
    const int left = g - @K@_RADIUS;
    const int right = g + BLOCK;
    s[l - @K@_RADIUS] = left >= 0 ? in[left] : 0.0f;
    s[l + BLOCK] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();
  if (g < n) {
    float acc = 0.0f;
#pragma unroll
    for (int r = -@K@_RADIUS; r <= @K@_RADIUS; ++r) {
      acc = fmaf(@K@_weights[r + @K@_RADIUS], s[l + r], acc);
    }
    out[g] = acc;
  }
}
""", K=k)
    host = fill("""\
  {
    float weights[2 * @K@_RADIUS + 1];
    for (int r = 0; r < 2 * @K@_RADIUS + 1; ++r) {
      weights[r] = 1.0f / (2 * @K@_RADIUS + 1);
    }
    CUDA_CHECK(cudaMemcpyToSymbol(@K@_weights, weights, sizeof(weights)));
    @K@<128><<<(n + 127) / 128, 128, 0, streams[0]>>>(d_in, d_out, n);
    KERNEL_CHECK();
  }
""", K=k)
    return dev, None, host


@kernel("softmax")
def k_softmax(ctx, k):
    wmax = ctx.helper("warp_max")
    wsum = ctx.helper("warp_sum_xor")
    dev = fill("""\
// Row-wise softmax, one warp per row of COLS elements.
__global__ void @K@(const float* __restrict__ in, float* __restrict__ out,
                    int rows, int cols) {
  const int row = blockIdx.x * (blockDim.x / 32) + (threadIdx.x >> 5);
  const int lane = threadIdx.x & 31;
  if (row >= rows) {
    return;
  }
  const float* x = in + static_cast<size_t>(row) * cols;
  float m = -INFINITY;
  for (int c = lane; c < cols; c += 32) {
    m = fmaxf(m, x[c]);
  }
  m = @WMAX@(m);
  float s = 0.0f;
  for (int c = lane; c < cols; c += 32) {
    s += __expf(x[c] - m);
  }
  s = @WSUM@(s);
  float* y = out + static_cast<size_t>(row) * cols;
  for (int c = lane; c < cols; c += 32) {
    y[c] = __fdividef(__expf(x[c] - m), s);
  }
}
""", K=k, WMAX=wmax, WSUM=wsum)
    host = fill("""\
  {
    const int sm_rows = n / dim;
    const int warps_per_block = block / 32;
    @K@<<<(sm_rows + warps_per_block - 1) / warps_per_block, block, 0,
          streams[0]>>>(d_in, d_out, sm_rows, dim);
    KERNEL_CHECK();
  }
""", K=k)
    return dev, None, host


@kernel("scan")
def k_scan(ctx, k):
    dev = fill("""\
// Inclusive scan of each BLOCK-sized chunk (Hillis-Steele, double buffered);
// chunk totals go to SUMS for a second pass.
template <int BLOCK>
__global__ void @K@(const float* __restrict__ in, float* __restrict__ out,
                    float* __restrict__ sums, int n) {
  __shared__ float buf[2][BLOCK];
  const int g = blockIdx.x * BLOCK + threadIdx.x;
  int cur = 0;
  buf[cur][threadIdx.x] = g < n ? in[g] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset <<= 1) {
    const int nxt = cur ^ 1;
    float v = buf[cur][threadIdx.x];
    if (static_cast<int>(threadIdx.x) >= offset) {
      v += buf[cur][threadIdx.x - offset];
    }
    buf[nxt][threadIdx.x] = v;
    __syncthreads();
    cur = nxt;
  }
  if (g < n) {
    out[g] = buf[cur][threadIdx.x];
  }
  if (threadIdx.x == BLOCK - 1) {
    sums[blockIdx.x] = buf[cur][threadIdx.x];
  }
}
""", K=k)
    ref = fill("""\
static void @K@_reference(const float* in, float* out, int n, int chunk) {
  for (int base = 0; base < n; base += chunk) {
    float run = 0.0f;
    for (int i = base; i < n && i < base + chunk; ++i) {
      run += in[i];
      out[i] = run;
    }
  }
}
""", K=k)
    host = fill("""\
  @K@<256><<<(n + 255) / 256, 256, 0, streams[0]>>>(d_in, d_out, d_aux, n);
  KERNEL_CHECK();
  CUDA_CHECK(cudaMemcpyAsync(h_out, d_out, n * sizeof(float),
                             cudaMemcpyDeviceToHost, streams[0]));
  CUDA_CHECK(cudaStreamSynchronize(streams[0]));
  {
    std::vector<float> expect(n);
    @K@_reference(h_in, expect.data(), n, 256);
    for (int i = 0; i < n; i += 997) {
      if (std::fabs(expect[i] - h_out[i]) > 1e-3f * (1 + std::fabs(expect[i]))) {
        ++errors;
        break;
      }
    }
  }
""", K=k)
    return dev, ref, host


@kernel("scale")
def k_scale(ctx, k):
    dev = fill("""\
// Generic in-place scale, instantiated for several element types.
template <typename T>
__global__ void @K@(T* __restrict__ data, T alpha, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] = data[i] * alpha;
  }
}
""", K=k)
    host = fill("""\
  @K@<float><<<grid, block, 0, streams[0]>>>(d_out, 2.0f, n);
  @K@<unsigned int><<<(kBins + block - 1) / block, block, 0, streams[0]>>>(d_hist, 2u, kBins);
  KERNEL_CHECK();
""", K=k)
    return dev, None, host


@kernel("normalize")
def k_normalize(ctx, k):
    inv = ctx.helper("inv_norm3")
    dev = fill("""\
// Normalizes packed xyz(w) vectors in place; w carries the original length.
__global__ void @K@(float4* __restrict__ v, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) {
    return;
  }
  float4 p = v[i];
  const float inv = @INV@(p.x, p.y, p.z);
  v[i] = make_float4(p.x * inv, p.y * inv, p.z * inv, 1.0f / inv);
}
""", K=k, INV=inv)
    host = fill("""\
  {
    const int vecs = n / 4;
    @K@<<<(vecs + block - 1) / block, block, 0, streams[1 % kNumStreams]>>>(
        reinterpret_cast<float4*>(d_aux), vecs);
    KERNEL_CHECK();
  }
""", K=k)
    return dev, None, host


@kernel("activation")
def k_activation(ctx, k):
    gelu = ctx.helper("gelu")
    sig = ctx.helper("sigmoid")
    dev = fill("""\
// Fused bias + activation; MODE picks GELU (0) or SiLU (1).
__global__ void @K@(const float* __restrict__ in, const float* __restrict__ bias,
                    float* __restrict__ out, int n, int width, int mode) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) {
    return;
  }
  const float x = __ldg(&in[i]) + __ldg(&bias[i % width]);
  out[i] = mode == 0 ? @GELU@(x) : x * @SIG@(x);
}
""", K=k, GELU=gelu, SIG=sig)
    host = fill("""\
  @K@<<<(n + block - 1) / block, block, 0, streams[0]>>>(d_in, d_aux, d_out, n, dim, @MODE@);
  KERNEL_CHECK();
""", K=k, MODE=ctx.rng.randint(0, 1))
    return dev, None, host


@kernel("dot")
def k_dot(ctx, k):
    warp = ctx.helper("warp_sum")
    dev = fill("""\
// Dot product: each warp reduces its partial with shuffles, lane 0 adds it.
__global__ void @K@(const float* __restrict__ a, const float* __restrict__ b,
                    float* result, int n) {
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    acc = fmaf(__ldg(&a[i]), __ldg(&b[i]), acc);
  }
  acc = @WARP@(acc);
  if ((threadIdx.x & (warpSize - 1)) == 0) {
    atomicAdd(result, acc);
  }
}
""", K=k, WARP=warp)
    host = fill("""\
  CUDA_CHECK(cudaMemset(d_aux, 0, sizeof(float)));
  @K@<<<grid, block, 0, streams[0]>>>(d_in, d_in, d_aux, n);
  KERNEL_CHECK();
""", K=k)
    return dev, None, host


@kernel("fill_generic")
def k_fill_generic(ctx, k):
    # Uses a template kernel from a shared header when one is included.
    ns = ctx.header_ns("tkern")
    if ns is None:
        return k_scale(ctx, k)
    host = fill("""\
  @NS@::fill_kernel<float><<<grid, block, 0, streams[0]>>>(d_out, 0.0f, n);
  @NS@::axpby_kernel<float, 256><<<(n + 255) / 256, 256, 0, streams[0]>>>(
      d_in, d_out, 1.5f, 0.5f, n);
  KERNEL_CHECK();
""", NS=ns)
    return "", None, host


# Local fallbacks for helpers when the header that has them is not included.
LOCAL_HELPERS = {
    "warp_sum": ("warp", "warp_sum", """\
__device__ __forceinline__ float warp_reduce_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    v += __shfl_down_sync(0xffffffff, v, offset);
  }
  return v;
}
""", "warp_reduce_sum"),
    "warp_sum_xor": ("warp", None, """\
__device__ __forceinline__ float warp_allreduce_sum(float v) {
  for (int mask = 16; mask > 0; mask >>= 1) {
    v += __shfl_xor_sync(0xffffffff, v, mask);
  }
  return v;
}
""", "warp_allreduce_sum"),
    "warp_max": ("warp", "warp_max", """\
__device__ __forceinline__ float warp_allreduce_max(float v) {
  for (int mask = 16; mask > 0; mask >>= 1) {
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, mask));
  }
  return v;
}
""", "warp_allreduce_max"),
    "inv_norm3": ("math", "inv_norm3", """\
__device__ __forceinline__ float inv_length(float x, float y, float z) {
  return rsqrtf(x * x + y * y + z * z + 1e-12f);
}
""", "inv_length"),
    "gelu": ("math", "gelu", """\
__device__ __forceinline__ float gelu_tanh(float x) {
  return 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
}
""", "gelu_tanh"),
    "sigmoid": ("math", "sigmoid", """\
__device__ __forceinline__ float sigmoidf(float x) {
  return 1.0f / (1.0f + expf(-x));
}
""", "sigmoidf"),
}


class FileContext:
    def __init__(self, rng, headers):
        self.rng = rng
        self.headers = headers
        self.local = []  # local helper definitions, in order of first use

    def header_ns(self, kind):
        for h in self.headers:
            if h.kind == kind:
                return h.ns
        return None

    def helper(self, name):
        kind, header_fn, local_text, local_fn = LOCAL_HELPERS[name]
        ns = self.header_ns(kind)
        if ns is not None and header_fn is not None:
            return "%s::%s" % (ns, header_fn)
        if local_text not in self.local:
            self.local.append(local_text)
        return local_fn


HOST_PROLOGUE = """\
int run_@STEM@(int n, int device) {
  CUDA_CHECK(cudaSetDevice(device));
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  if (prop.major < 6) {
    std::fprintf(stderr, "@STEM@: needs sm_60 or newer, got sm_%d%d\\n",
                 prop.major, prop.minor);
    return -1;
  }
  const int block = prop.maxThreadsPerBlock >= 256 ? 256 : prop.maxThreadsPerBlock;
  const int grid = std::min((n + block - 1) / block, prop.multiProcessorCount * 8);
  const int dim = 256;
  const size_t elems = std::max<size_t>(n, static_cast<size_t>(dim) * dim);
  const size_t bytes = elems * sizeof(float);
  if (prop.sharedMemPerBlock < 16 * 1024 || prop.warpSize != 32) {
    std::fprintf(stderr, "@STEM@: unexpected device %s\\n", prop.name);
  }

  float* h_in = nullptr;
  float* h_out = nullptr;
  CUDA_CHECK(cudaMallocHost(&h_in, bytes));
  CUDA_CHECK(cudaMallocHost(&h_out, bytes));
  for (size_t i = 0; i < elems; ++i) {
    h_in[i] = static_cast<float>((i * @MUL@u) % 1000u) / 1000.0f;
  }

  float* d_in = nullptr;
  float* d_out = nullptr;
  float* d_aux = nullptr;
  unsigned int* d_hist = nullptr;
  CUDA_CHECK(cudaMalloc(&d_in, bytes));
  CUDA_CHECK(cudaMalloc(&d_out, bytes));
  CUDA_CHECK(cudaMalloc(&d_aux, bytes));
  CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&d_hist), kBins * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemset(d_out, 0, bytes));

  cudaStream_t streams[kNumStreams];
  for (int s = 0; s < kNumStreams; ++s) {
    CUDA_CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
  }
  cudaEvent_t start, stop, uploaded;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventCreateWithFlags(&uploaded, cudaEventDisableTiming));

  CUDA_CHECK(cudaEventRecord(start, streams[0]));
  CUDA_CHECK(cudaMemcpyAsync(d_in, h_in, bytes, cudaMemcpyHostToDevice, streams[0]));
  CUDA_CHECK(cudaEventRecord(uploaded, streams[0]));
  for (int s = 1; s < kNumStreams; ++s) {
    CUDA_CHECK(cudaStreamWaitEvent(streams[s], uploaded, 0));
  }
  int errors = 0;

"""

HOST_EPILOGUE = """\

  CUDA_CHECK(cudaEventRecord(stop, streams[0]));
  CUDA_CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  CUDA_CHECK(cudaMemcpy(h_out, d_out, bytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaDeviceSynchronize());
  double checksum = 0.0;
  for (size_t i = 0; i < elems; i += 61) {
    checksum += h_out[i];
  }
  std::printf("@STEM@: %.3f ms, checksum %.6f, %d errors\\n", ms, checksum,
              errors);

  CUDA_CHECK(cudaEventDestroy(uploaded));
  CUDA_CHECK(cudaEventDestroy(stop));
  CUDA_CHECK(cudaEventDestroy(start));
  for (int s = 0; s < kNumStreams; ++s) {
    CUDA_CHECK(cudaStreamDestroy(streams[s]));
  }
  CUDA_CHECK(cudaFree(d_hist));
  CUDA_CHECK(cudaFree(d_aux));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFreeHost(h_out));
  CUDA_CHECK(cudaFreeHost(h_in));
  return errors;
}
"""

HOST_INFO = """\
// One-line summary of the device limits this module depends on.
void describe_@STEM@(int device) {
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  std::printf("@STEM@ on %s (sm_%d%d)\\n", prop.name, prop.major, prop.minor);
  std::printf("  SMs %d, threads/SM %d, threads/block %d\\n",
              prop.multiProcessorCount, prop.maxThreadsPerMultiProcessor,
              prop.maxThreadsPerBlock);
  std::printf("  block dims %d x %d x %d, grid dims %d x %d x %d\\n",
              prop.maxThreadsDim[0], prop.maxThreadsDim[1], prop.maxThreadsDim[2],
              prop.maxGridSize[0], prop.maxGridSize[1], prop.maxGridSize[2]);
  std::printf("  smem/block %zu, const %zu, regs/block %d, L2 %d, bus %d bits\\n",
              prop.sharedMemPerBlock, prop.totalConstMem, prop.regsPerBlock,
              prop.l2CacheSize, prop.memoryBusWidth);
  int runtime = 0;
  int driver = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&runtime));
  CUDA_CHECK(cudaDriverGetVersion(&driver));
  std::printf("  runtime %d, driver %d\\n", runtime, driver);
}
"""


# Headers real units add beside those the generated code needs.
EXTRA_STD_HEADERS = ["<array>", "<chrono>", "<cstdint>", "<cstring>",
                     "<iostream>", "<map>", "<memory>", "<numeric>",
                     "<random>", "<string>"]


def leading_includes(std_rng):
    """The angled includes a unit starts with: the four its code needs and
    <cuda_runtime.h>, or with std_rng (--varied-includes), up to four more
    standard headers and an order of their own, as real units differ."""
    std_headers = ["<algorithm>", "<cmath>", "<cstdio>", "<vector>"]
    if not std_rng:
        return std_headers + ["", "<cuda_runtime.h>", ""]
    found = std_headers + std_rng.sample(EXTRA_STD_HEADERS,
                                         std_rng.randint(0, 4))
    std_rng.shuffle(found)
    found.insert(std_rng.randint(0, len(found)), "<cuda_runtime.h>")
    return found + [""]


def gen_source(rng, index, module, headers, std_rng=None):
    stem = "%s_%03d" % (module, index)
    n_shared = rng.randint(1, 3)
    # check.cuh always comes first: every file uses CUDA_CHECK.
    chosen = [headers[0]]
    if n_shared > 1 and len(headers) > 1:
        chosen += rng.sample(headers[1:], min(n_shared - 1, len(headers) - 1))
    ctx = FileContext(rng, chosen)

    kinds = rng.sample(sorted(KERNELS), rng.randint(2, 4))
    parts = []
    for i, kind in enumerate(kinds):
        kname = "%s_%s_kernel" % (kind, stem) if rng.random() < 0.3 else \
            "%s_kernel%d" % (kind, i)
        parts.append(KERNELS[kind](ctx, kname))

    use_ns = rng.random() < 0.6
    out = []
    out.append("// %s.cu - %s kernels of the %s module.\n" %
               (stem, ", ".join(kinds), module))
    out.append("//\n// Generated by bench/generate_codebase.py (seeded); do not "
               "edit.\n\n")
    for h in leading_includes(std_rng):
        out.append("#include %s\n" % h if h else "\n")
    for h in chosen:
        out.append('#include "%s"\n' % h.path)
    out.append("\n")
    if use_ns:
        out.append("namespace %s {\n" % module)
        if rng.random() < 0.5:
            out.append("namespace {\n")
            anon = True
        else:
            anon = False
        out.append("\n")
    out.append("constexpr int kNumStreams = %d;\n" % rng.randint(2, 3))
    out.append("constexpr int kBins = %d;\n\n" % rng.choice([64, 128, 256]))
    for text in ctx.local:
        out.append(text + "\n")
    for dev, ref, _ in parts:
        if dev:
            out.append(dev + "\n")
    for _, ref, _ in parts:
        if ref:
            out.append(ref + "\n")
    if use_ns and anon:
        out.append("}  // namespace\n\n")
    out.append(fill(HOST_PROLOGUE, STEM=stem, MUL=rng.choice([31, 37, 131, 7919])))
    for _, _, host in parts:
        out.append(host)
    out.append(fill(HOST_EPILOGUE, STEM=stem))
    if rng.random() < 0.5:
        out.append("\n" + fill(HOST_INFO, STEM=stem))
    if use_ns:
        out.append("\n}  // namespace %s\n" % module)
    return "src/%s/%s.cu" % (module, stem), "".join(out)


def generate(out_dir, files, headers, seed, varied_includes=False):
    rng = random.Random(seed)
    # A generator of its own, so that the rest of every file stays the same.
    std_rng = random.Random(-seed) if varied_includes else None
    hdrs = [Header(i) for i in range(max(1, headers))]
    written = []
    for h in hdrs:
        written.append((os.path.join("include", h.path), h.text()))
    for i in range(files):
        module = MODULES[i % len(MODULES)]
        written.append(gen_source(rng, i, module, hdrs, std_rng))
    for rel, text in written:
        path = os.path.join(out_dir, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return written


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out_dir", help="empty or missing directory to fill")
    p.add_argument("--files", type=int, default=1000, help=".cu files (1000)")
    p.add_argument("--headers", type=int, default=40,
                   help="shared .cuh headers, check.cuh included (40)")
    p.add_argument("--seed", type=int, default=1, help="generator seed (1)")
    p.add_argument("--varied-includes", action="store_true",
                   help="units start with different runs of standard headers")
    args = p.parse_args(argv)
    if os.path.isdir(args.out_dir) and os.listdir(args.out_dir):
        p.error("%s is not empty" % args.out_dir)
    written = generate(args.out_dir, args.files, args.headers, args.seed,
                       args.varied_includes)
    cu = [t for r, t in written if r.endswith(".cu")]
    cuh = [t for r, t in written if r.endswith(".cuh")]
    lines = lambda ts: sum(t.count("\n") for t in ts)
    print("generated %d .cu (%d lines, %d-%d per file) and %d .cuh (%d lines) "
          "in %s" % (len(cu), lines(cu), min(t.count("\n") for t in cu) if cu else 0,
                     max(t.count("\n") for t in cu) if cu else 0, len(cuh),
                     lines(cuh), args.out_dir))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
