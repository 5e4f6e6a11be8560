// The device shims cu2hip writes (integer dot products, cooperative groups
// reductions, tiles' meta groups, a single half's atomicAdd) build with Debian's hipcc for HIP 5.2,
// and the dot products, run on the host, give what CUDA's __dp4a and
// __dp2a_lo/__dp2a_hi gave on an NVIDIA H200 for the same inputs (the
// values below; test/shims/gpu-semantics.test compares all of them on a GPU).
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --check-prefix=ATOMIC --input-file=%t.hip
// ATOMIC: cu2hip_atomicAdd(&counts[threadIdx.x & 1], __float2half(1.0f));
// ATOMIC-NEXT: atomicAdd(total, 1.0f);
// RUN: %hipcc -x hip --offload-arch=gfx90a,gfx1030 %t.hip -o %t.exe
// RUN: %t.exe | FileCheck %s
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
#include <cstdio>
namespace cg = cooperative_groups;

__host__ __device__ unsigned mix(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  return x ^ (x >> 16);
}

__host__ __device__ void dots(unsigned a, unsigned b, unsigned c, int *o) {
  o[0] = __dp4a((int)a, (int)b, (int)c);
  o[1] = (int)__dp4a(a, b, c);
  o[2] = __dp4a(*(char4 *)&a, *(char4 *)&b, (int)c);
  o[3] = (int)__dp4a(*(uchar4 *)&a, *(uchar4 *)&b, c);
  o[4] = __dp2a_lo((int)a, (int)b, (int)c);
  o[5] = __dp2a_hi((int)a, (int)b, (int)c);
  o[6] = (int)__dp2a_lo(a, b, c);
  o[7] = (int)__dp2a_hi(a, b, c);
  o[8] = __dp2a_lo(*(short2 *)&a, *(char4 *)&b, (int)c);
  o[9] = __dp2a_hi(*(short2 *)&a, *(char4 *)&b, (int)c);
  o[10] = (int)__dp2a_lo(*(ushort2 *)&a, *(uchar4 *)&b, c);
  o[11] = (int)__dp2a_hi(*(ushort2 *)&a, *(uchar4 *)&b, c);
  o[12] = __dp4a(0x7f7f7f7f, 0x7f7f7f7f, 0x7fffffff);
  o[13] = __dp4a((int)0x80808080, (int)0x80808080, 0);
  o[14] = __dp2a_lo((int)0x80008000, (int)0x80808080, (int)0x80000000);
  o[15] = (int)__dp4a(0xffffffffU, 0xffffffffU, 0xffffffffU);
}

__global__ void reduceTiles(const int *in, int *out, float *fout) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  int sum = cg::reduce(tile, v, cg::plus<int>());
  using namespace cooperative_groups;
  int low = reduce(tile, v, less<int>());
  unsigned bits = reduce(tile, (unsigned)v, bit_or<unsigned>()) ^
                  reduce(tile, (unsigned)v, bit_and<unsigned>()) ^
                  reduce(tile, (unsigned)v, bit_xor<unsigned>());
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = sum + low + (int)bits + tile.meta_group_size();
  cg::coalesced_group active = cg::coalesced_threads();
  fout[block.thread_rank()] = cg::reduce(active, (float)v, cg::greater<float>());
}

// A single __half's atomicAdd (a shim's CAS loop); a float's stays HIP's.
__global__ void countHalves(__half *counts, float *total) {
  atomicAdd(&counts[threadIdx.x & 1], __float2half(1.0f));
  atomicAdd(total, 1.0f);
}

int main() {
  int o[16];
  dots(mix(1), mix(7777), mix(99), o);
  for (int k = 0; k < 16; ++k)
    std::printf("dot[%d] = %d\n", k, o[k]);
  return 0;
}
// CHECK:      dot[0] = 1376877226
// CHECK-NEXT: dot[1] = 1376922538
// CHECK-NEXT: dot[2] = 1376877226
// CHECK-NEXT: dot[3] = 1376922538
// CHECK-NEXT: dot[4] = 1370443995
// CHECK-NEXT: dot[5] = 1377997517
// CHECK-NEXT: dot[6] = 1385552347
// CHECK-NEXT: dot[7] = 1378849485
// CHECK-NEXT: dot[8] = 1370443995
// CHECK-NEXT: dot[9] = 1377997517
// CHECK-NEXT: dot[10] = 1385552347
// CHECK-NEXT: dot[11] = 1378849485
// CHECK-NEXT: dot[12] = -2147419133
// CHECK-NEXT: dot[13] = 65536
// CHECK-NEXT: dot[14] = -2139095040
// CHECK-NEXT: dot[15] = 260099
