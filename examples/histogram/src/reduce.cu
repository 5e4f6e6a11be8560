// Block sums: shared-memory tree, then a warp-synchronous tail.
#include "warp_utils.cuh"

template <unsigned BLOCK>
__device__ void warp_reduce(volatile float *s, unsigned tid) {
  if (BLOCK >= 64) s[tid] += s[tid + 32];
  s[tid] += s[tid + 16];
  s[tid] += s[tid + 8];
  s[tid] += s[tid + 4];
  s[tid] += s[tid + 2];
  s[tid] += s[tid + 1];
}

template <unsigned BLOCK>
__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float s[BLOCK];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * BLOCK + tid;
  s[tid] = i < n ? load_readonly(in + i) : 0.0f;
  __syncthreads();
  for (unsigned stride = BLOCK / 2; stride > 32; stride >>= 1) {
    if (tid < stride) s[tid] += s[tid + stride];
    __syncthreads();
  }
  if (tid < 32) warp_reduce<BLOCK>(s, tid);
  if (tid == 0) out[blockIdx.x] = s[0];
}

// One partial sum per warp, then the first warp adds them up.
__global__ void shuffle_sum(const float *in, float *out, int n) {
  __shared__ float partial[32];
  unsigned lane = threadIdx.x % 32;
  unsigned warp = threadIdx.x / 32;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = warp_sum(i < n ? in[i] : 0.0f);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / WARP_SIZE ? partial[lane] : 0.0f;
    v = warp_sum(v);
    if (lane == 0) atomicAdd(out, v);
  }
}

void sums(const float *in, float *out, int n, cudaStream_t stream) {
  int blocks = (n + 255) / 256;
  block_sum<256><<<blocks, 256, 0, stream>>>(in, out, n);
  shuffle_sum<<<blocks, 256, 0, stream>>>(in, out + blocks, n);
}
