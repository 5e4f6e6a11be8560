// cu2hip-wave64-shared-per-warp: shared scratch with one slot per lane of a
// 32-lane warp (32, or 33 with padding) indexed by lane: lanes 32-63 of a
// wavefront index past its end. Reported once per array, at its declaration.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64-shared-per-warp
// RUN: grep -v '#include' %t.cu > %t.in.txt
// RUN: grep -v '#include' %t.hip | diff %t.in.txt -

#include <cuda_runtime.h>

__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[32];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: shared array 'partial[32]' has one slot per lane of a 32-lane warp and 'partial[lane]' (line 22) indexes it by lane; lanes 32-63 of a 64-lane wavefront index past its end: give that dimension 64 slots [cu2hip-wave64-shared-per-warp]
  __shared__ float padded[8][33];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: shared array 'padded[8][33]' has one slot per lane of a 32-lane warp and 'padded[warp][threadIdx.x & 31]' (line 23) indexes it by lane; lanes 32-63 of a 64-lane wavefront index past its end: give that dimension 65 slots [cu2hip-wave64-shared-per-warp]
  __shared__ float first[32];
  // DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: shared array 'first[32]' has one slot per lane of a 32-lane warp and 'first[tid]' (line 25) indexes it by lane; lanes 32-63 of a 64-lane wavefront index past its end: give that dimension 64 slots [cu2hip-wave64-shared-per-warp]
  int tid = threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  partial[lane] = in[tid];
  padded[warp][threadIdx.x & 31] = in[tid];
  if (tid < 32)
    first[tid] = partial[tid];

  // Not per-lane: a 32x32 tile indexed by thread coordinates, a 64-slot
  // array, one slot per warp, a 32-slot array indexed by an ordinary tid.
  __shared__ float tile[32][32];
  __shared__ float wide[64];
  __shared__ float perWarp[32];
  __shared__ float plain[32];
  tile[threadIdx.y][threadIdx.x] = wide[lane];
  perWarp[warp] = plain[tid];
  out[blockIdx.x] = tile[0][0] + perWarp[0] + padded[0][0] + first[0];
}
