// cu2hip-wave64-lane-math: a literal 32 (31, 0x1f, >> 5) used as the warp
// size where it meets a thread index or feeds a shuffle. The analysis only
// reports: the translation leaves every such expression as written.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64
// Nothing changes but the include and the full-warp masks (widened by the
// translation): no fix is applied.
// RUN: grep -v '#include' %t.cu > %t.in.txt
// RUN: grep -v '#include' %t.hip | sed 's/0xffffffffffffffffULL/0xffffffff/g' | diff %t.in.txt -

#include <cuda_runtime.h>
#define WARP_SIZE 32

__global__ void lanes(int *out, int n) {
  int tid = threadIdx.x;
  int lane = threadIdx.x % 32;
  // CHECK:  int lane = threadIdx.x % 32;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:14: warning: 'threadIdx.x % 32' computes a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'threadIdx.x % warpSize' [cu2hip-wave64-lane-math]
  int lane2 = tid & 0x1f;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: 'tid & 0x1f' computes a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'tid & (warpSize - 1)' [cu2hip-wave64-lane-math]
  int lane3 = tid % WARP_SIZE;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: 'tid % WARP_SIZE' computes a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'tid % warpSize' [cu2hip-wave64-lane-math]
  int warp = tid / 32;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:14: warning: 'tid / 32' computes a warp index with a warp size of 32; AMD wavefronts have 64 lanes: use 'tid / warpSize' [cu2hip-wave64-lane-math]
  int warp2 = tid >> 5;
  // CHECK:  int warp2 = tid >> 5;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:15: warning: 'tid >> 5' computes a warp index with a warp size of 32; AMD wavefronts have 64 lanes: use 'tid / warpSize' [cu2hip-wave64-lane-math]
  int warps = blockDim.x / 32;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: 'blockDim.x / 32' computes the number of warps in a block with a warp size of 32; AMD wavefronts have 64 lanes: use 'blockDim.x / warpSize' [cu2hip-wave64-lane-math]
  int rounded = (blockDim.x + 31) / 32;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:17: warning: '(blockDim.x + 31) / 32' computes the number of warps in a block with a warp size of 32; AMD wavefronts have 64 lanes: use '(blockDim.x + warpSize - 1) / warpSize' [cu2hip-wave64-lane-math]
  if (lane < 32)
    out[0] = 1;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: 'lane < 32' compares a lane index with a warp size of 32; AMD wavefronts have 64 lanes: use 'lane < warpSize' [cu2hip-wave64-lane-math]
  out[1] = lane + lane2 + lane3 + warp + warp2 + warps + rounded;

  // Other 32s: sizes, counts, a non-thread operand, an operand already
  // written with warpSize.
  int chunks = n / 32;
  int bytes = 32 * sizeof(float);
  int ok = threadIdx.x % warpSize + (tid & (warpSize - 1)) + tid / warpSize;
  int planes = n;
  out[2] = chunks + bytes + ok + (n >> 5) + 64 % 32 + planes % 32;
}

__device__ float warpSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:8: warning: 'int offset = 16' starts a shuffle reduction at offset 16, which covers only 32 lanes; AMD wavefronts have 64 lanes: start at 'int offset = warpSize / 2' [cu2hip-wave64-lane-math]
  return v;
}

__device__ float warpScan(float v) {
  for (int d = 1; d < 32; d *= 2)
    v += __shfl_up_sync(0xffffffff, v, d, 32);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:19: warning: 'd < 32' ends a shuffle loop at 32 lanes; AMD wavefronts have 64 lanes: use 'd < warpSize' [cu2hip-wave64-lane-math]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:43: warning: shuffle width '32' in '__shfl_up_sync(0xffffffff, v, d, 32)' is a warp size of 32; AMD wavefronts have 64 lanes, so the shuffle stays within each half: use 'warpSize' [cu2hip-wave64-lane-math]
  return v;
}

__device__ float unrolled(float v) {
  v += __shfl_xor_sync(0xffffffff, v, 16);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:8: warning: '__shfl_xor_sync(0xffffffff, v, 16)' is the widest step of an unrolled shuffle reduction, which covers only 32 lanes; AMD wavefronts have 64 lanes: add a step at offset 32 or loop from 'warpSize / 2' [cu2hip-wave64-lane-math]
  v += __shfl_xor_sync(0xffffffff, v, 8);
  return v;
}

// Already wave64-ready: loops over warpSize, a reduction that starts at 32.
__device__ float portable(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  v += __shfl_xor_sync(0xffffffff, v, 32);
  v += __shfl_xor_sync(0xffffffff, v, 16);
  return v;
}

// Host code is not analysed: 32 means what the host says.
int hostLanes(int tid) { return tid % 32 + tid / 32; }
