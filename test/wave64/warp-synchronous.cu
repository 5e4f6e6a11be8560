// cu2hip-wave64-warp-synchronous: a reduction through shared memory that
// relies on a warp's lanes running in lockstep, with no __syncwarp()
// between its steps. Reported once per block, at its first step.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64-warp-synchronous
// RUN: grep -v '#include' %t.cu > %t.in.txt
// RUN: grep -v '#include' %t.hip | diff %t.in.txt -

#include <cuda_runtime.h>

template <typename T>
__device__ void warpReduce(volatile T *sdata, int tid) {
  sdata[tid] += sdata[tid + 32];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'sdata[tid] += sdata[tid + 32]' begins a warp-synchronous reduction through memory (6 steps with no __syncwarp() between them) that relies on 32 lanes running in lockstep; AMD wavefronts have 64 lanes and neither HIP nor CUDA guarantees lockstep: put __syncwarp() between the steps or reduce with '__shfl_down_sync' over 'warpSize' lanes [cu2hip-wave64-warp-synchronous]
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}

template <unsigned BlockSize>
__global__ void reduce(const float *in, float *out) {
  __shared__ float s[BlockSize];
  unsigned tid = threadIdx.x;
  s[tid] = in[blockIdx.x * BlockSize + tid];
  __syncthreads();
  if (tid < 32) {
    volatile float *v = s;
    if (BlockSize >= 64) v[tid] = v[tid] + v[tid + 32];
    // DIAG: {{.*}}.cu:[[@LINE-1]]:26: warning: 'v[tid] = v[tid] + v[tid + 32]' begins a warp-synchronous reduction through memory (3 steps with no __syncwarp() between them) that relies on 32 lanes running in lockstep; AMD wavefronts have 64 lanes and neither HIP nor CUDA guarantees lockstep: put __syncwarp() between the steps or reduce with '__shfl_down_sync' over 'warpSize' lanes [cu2hip-wave64-warp-synchronous]
    if (BlockSize >= 32) v[tid] = v[tid] + v[tid + 16];
    if (BlockSize >= 16) v[tid] = v[tid] + v[tid + 8];
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
template __global__ void reduce<256>(const float *, float *);

// Synchronised between the steps, or one step per barrier: not reported.
__device__ void warpReduceSynced(volatile float *sdata, int tid) {
  sdata[tid] += sdata[tid + 32];
  __syncwarp();
  sdata[tid] += sdata[tid + 16];
  __syncwarp();
  sdata[tid] += sdata[tid + 8];
}

__global__ void blockReduce(float *s) {
  unsigned tid = threadIdx.x;
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride)
      s[tid] += s[tid + stride];
    __syncthreads();
  }
}
