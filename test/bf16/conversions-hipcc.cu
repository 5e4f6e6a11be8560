// What conversions-hip52.cu translates builds with Debian's hipcc for HIP
// 5.2 and gfx90a, host and device code, and converts as CUDA does: random
// floats (nan and subnormals among them), doubles, 32- and 64-bit integers
// into bfloat16, bfloat16 into integers, and the operators, hashed; the
// expected lines are what this program printed built with g++ against CUDA
// 13's cuda_bf16.h (its host conversions round each value once, as the
// shim's do).
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --check-prefix=SHIM --input-file=%t.hip
// SHIM: {{^}}#define CU2HIP_SHIM_BFLOAT16_CONVERSIONS{{$}}
// RUN: %hipcc -x hip --offload-arch=gfx90a %t.hip -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK: array 0 4040 4040 3f80 3
// CHECK-NEXT: hash d3b677a598d1c1d4
#include <cuda_bf16.h>
#include <cstdio>
#include <cstring>

// The idioms of real device code: literals, integers and floats where a
// bfloat16 is expected.
__device__ __nv_bfloat16 twice(__nv_bfloat16 v) { return v + v; }
__global__ void scale(__nv_bfloat16 *p, const float *f, int n, long long big) {
  __nv_bfloat16 x = 1.0f;
  x = 0;
  __nv_bfloat16 y = n, z = big;
  __nv_bfloat16 arr[4] = {0};
  p[0] = x + y < twice(f[0]) ? arr[1] : twice(2.5);
  float g = x;
  int i = z;
  p[1] = static_cast<float>(y) + g + i;
  p[2] -= p[1]++;
}

static unsigned long long state = 88172645463325252ULL;
static unsigned long long next() {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}
static unsigned long long bitsOf(__nv_bfloat16 v) {
  unsigned short u;
  std::memcpy(&u, &v, 2);
  return u;
}
static __nv_bfloat16 fromBits(unsigned short u) {
  __nv_bfloat16 v;
  std::memcpy(&v, &u, 2);
  return v;
}
static __nv_bfloat16 pass(__nv_bfloat16 v) { return v; }

int main() {
  __nv_bfloat16 arr[4] = {0};
  arr[1] = 3;
  arr[2] += arr[1];
  ++arr[3];
  std::printf("array %x %x %x %x %g\n", (unsigned)bitsOf(arr[0]), (unsigned)bitsOf(arr[1]),
              (unsigned)bitsOf(arr[2]), (unsigned)bitsOf(arr[3]), (float)arr[2]);
  unsigned long long hash = 0;
  for (int i = 0; i < 300000; ++i) {
    unsigned long long r = next();
    unsigned u32 = (unsigned)r;
    float f;
    std::memcpy(&f, &u32, 4);
    double d;
    std::memcpy(&d, &r, 8);
    double scaled = (double)(long long)r / (double)(1ULL << (r & 63));
    __nv_bfloat16 a = f, b = d, c = scaled, e = (int)u32, g = u32;
    __nv_bfloat16 h = (long long)r >> (r & 31), k = r >> (r & 63), s = (short)u32;
    __nv_bfloat16 x = fromBits((unsigned short)r), y = fromBits((unsigned short)(r >> 16));
    unsigned long long line =
        bitsOf(a) ^ bitsOf(b) << 3 ^ bitsOf(c) << 5 ^ bitsOf(e) << 7 ^ bitsOf(g) << 11 ^
        bitsOf(h) << 13 ^ bitsOf(k) << 17 ^ bitsOf(s) << 19 ^ bitsOf(x + y) << 23 ^
        bitsOf(x * y) << 29 ^ bitsOf(x - y) << 31 ^ bitsOf(x / y) << 37 ^ bitsOf(-x) << 41 ^
        (unsigned long long)(x < y) << 43 ^ (unsigned long long)(x != y) << 44 ^
        (unsigned long long)(x >= y) << 45 ^ (unsigned long long)(int)x << 46 ^
        (unsigned long long)(unsigned char)y << 50 ^ (unsigned long long)(long long)x << 3 ^
        (unsigned long long)y << 9 ^ (unsigned long long)(bool)x ^ bitsOf(pass(1.5f));
    hash = hash * 1000003ULL + line;
  }
  std::printf("hash %016llx\n", hash);
  return 0;
}
