// Samples-style arithmetic on CUDA vector types, translated for HIP 5.2:
// the operators HIP's vector types also declare are kept for NVIDIA only, so
// the file builds with hipcc, and on the host (no GPU needed) the results
// are CUDA's: HIP's operators mean the same, component-wise.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %hipcc -x hip --offload-arch=gfx90a %t.hip -o %t.exe
// RUN: %t.exe | FileCheck %s
#include <cstdio>
#include <cuda_runtime.h>

inline __host__ __device__ float4 operator+(float4 a, float4 b) {
  return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
inline __host__ __device__ void operator+=(float4 &a, float4 b) {
  a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w;
}
inline __host__ __device__ void operator*=(float4 &a, float4 b) {
  a.x *= b.x; a.y *= b.y; a.z *= b.z; a.w *= b.w;
}
inline __host__ __device__ float4 operator*(float4 a, float s) {
  return make_float4(a.x * s, a.y * s, a.z * s, a.w * s);
}
inline __host__ __device__ void operator-=(int2 &a, int2 b) { a.x -= b.x; a.y -= b.y; }
inline __host__ __device__ void operator/=(float3 &a, const float3 &b) {
  a.x /= b.x; a.y /= b.y; a.z /= b.z;
}

__global__ void step(float4 *p, float4 d) {
  float4 v = p[threadIdx.x];
  v += d;
  v *= d;
  p[threadIdx.x] = v * 0.5f;
}

int main() {
  float4 v = make_float4(1, 2, 3, 4);
  v += make_float4(1, 1, 1, 1);
  v *= make_float4(2, 2, 2, 2);
  float4 w = (v + v) * 0.25f;
  int2 i = make_int2(10, 20);
  i -= make_int2(3, 4);
  float3 f = make_float3(9, 8, 6);
  f /= make_float3(3, 2, 3);
  std::printf("%g %g %g %g | %d %d | %g %g %g\n", w.x, w.y, w.z, w.w, i.x, i.y,
              f.x, f.y, f.z);
  return 0;
}
// CHECK: 2 3 4 5 | 7 16 | 3 4 2
// DIAG-COUNT-4: note: {{.*}} [cu2hip-vector-operator]
// DIAG-NOT: warning:
