// Host code that uses CUDA's __half and __half2 operators builds with
// Debian's hipcc for HIP 5.2, whose operators are device-only, through the
// shim the translation brings in, and computes what CUDA's host operators
// computed (the hash below is CUDA 13's, from the same program built with
// nvcc): every operator on pairs of halves that cover signs, zeros,
// subnormals, infinities, nan and values that round.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --check-prefix=SHIM --input-file=%t.hip
// SHIM: {{^}}#define CU2HIP_SHIM_HALF_HOST_OPERATORS{{$}}
// RUN: %hipcc -x hip --offload-arch=gfx90a %t.hip -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK: sample 3.5 -0.5 1 0 1 1 0 1
// CHECK-NEXT: half2 1 0 0 0
// CHECK-NEXT: hash ea87801c68eb2690
#include <cuda_fp16.h>
#include <cstdio>
#include <cstring>

static unsigned short bitsOf(__half h) {
  unsigned short b;
  std::memcpy(&b, &h, 2);
  return b;
}

static __half fromBits(unsigned short b) {
  __half h;
  std::memcpy(&h, &b, 2);
  return h;
}

struct Hash {
  unsigned long long h = 1469598103934665603ULL;
  void add(unsigned v) { h = (h ^ v) * 1099511628211ULL; }
};

int main() {
  __half a = 1.5f, b = 2;
  std::printf("sample %g %g %d %d %d %d %d %d\n", (float)(a + b), (float)(a - b),
              a < b, a == b, a != b, a <= b, a > b, b >= a);
  __half2 p = __halves2half2(a, b), q = __halves2half2(b, b);
  std::printf("half2 %d %d %d %d\n", p <= q, p == q, p < q, p != q);
  // Every 61st bit pattern (all classes of half) against a few others.
  Hash hash;
  const unsigned short others[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x3c00, 0xbc01,
                                   0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x3555, 0x4248};
  for (unsigned x = 0; x < 0x10000; x += 61) {
    for (unsigned short y : others) {
      __half u = fromBits((unsigned short)x), v = fromBits(y);
      hash.add(bitsOf(u + v));
      hash.add(bitsOf(u - v));
      hash.add(bitsOf(u * v));
      hash.add(bitsOf(u / v));
      hash.add((u == v) | (u != v) << 1 | (u < v) << 2 | (u > v) << 3 |
               (u <= v) << 4 | (u >= v) << 5);
      __half w = u;
      w += v; hash.add(bitsOf(w));
      w -= v; hash.add(bitsOf(w));
      w *= v; hash.add(bitsOf(w));
      w /= v; hash.add(bitsOf(w));
      hash.add(bitsOf(w++)); hash.add(bitsOf(++w));
      hash.add(bitsOf(w--)); hash.add(bitsOf(--w));
      hash.add(bitsOf(-u)); hash.add(bitsOf(+u));
      __half2 s = __halves2half2(u, v), t = __halves2half2(v, u);
      s += t; s *= t; ++s; s--;
      hash.add(bitsOf(__low2half(s)) | (unsigned)bitsOf(__high2half(s)) << 16);
      __half2 r = (s + t) * (s - t) / -t + +s;
      hash.add(bitsOf(__low2half(r)) | (unsigned)bitsOf(__high2half(r)) << 16);
      hash.add((s == t) | (s != t) << 1 | (s < t) << 2 | (s > t) << 3 |
               (s <= t) << 4 | (s >= t) << 5);
    }
  }
  std::printf("hash %016llx\n", hash.h);
  return 0;
}
