// A helper header in the style of CUDA's samples: arithmetic on CUDA's vector
// types. HIP's vector types declare `+= -= *= /=` with a vector operand and
// `++ --` as members that tie with these; each such definition is kept for
// NVIDIA builds only, adjacent ones under one guard. The rest (binary and
// scalar operators, which lose to HIP's templates) stay as they are.
// RUN: %strip-checks %s %t.cuh
// RUN: %cu2hip %t.cuh -o %t.out.cuh 2>%t.err
// RUN: FileCheck %s --input-file=%t.out.cuh --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// Translated again, the guarded code gets no second guard.
// RUN: %cu2hip %t.out.cuh -o %t.again.cuh 2>%t.again.err
// RUN: diff %t.out.cuh %t.again.cuh
#pragma once
#include <cuda_runtime.h>

inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
inline __host__ __device__ void operator+=(float2 &a, float2 b) {
  a.x += b.x;
  a.y += b.y;
}
inline __host__ __device__ void operator-=(float2 &a, const float2 &b) { a.x -= b.x; a.y -= b.y; }

inline __host__ __device__ float4 &operator*=(float4 &a, float4 b) {
  a.w *= b.w; a.z *= b.z; a.y *= b.y; a.x *= b.x;
  return a;
}
inline __host__ __device__ void operator*=(float3 &a, float s) { a.x *= s; a.y *= s; a.z *= s; }
inline __host__ __device__ int2 operator-(const int2 &a) { return make_int2(-a.x, -a.y); }
namespace vec {
__host__ __device__ void operator/=(uint3 &a, uint3 b);
inline __host__ __device__ int4 &operator++(int4 &a) { a.x += 1; return a; }
}
inline __host__ __device__ void operator+=(int3 &a, int3 b) { a.x += b.x; } inline __host__ __device__ void operator-=(int3 &a, int3 b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; }

// CHECK: inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
// CHECK: #if !defined(__HIP_PLATFORM_AMD__) // AMD builds declare these already
// CHECK-NEXT: inline __host__ __device__ void operator+=(float2 &a, float2 b) {
// CHECK-NEXT:   a.x += b.x;
// CHECK-NEXT:   a.y += b.y;
// CHECK-NEXT: }
// CHECK-NEXT: inline __host__ __device__ void operator-=(float2 &a, const float2 &b) { a.x -= b.x; a.y -= b.y; }
// CHECK-EMPTY:
// CHECK-NEXT: inline __host__ __device__ float4 &operator*=(float4 &a, float4 b) {
// CHECK-NEXT:   a.w *= b.w; a.z *= b.z; a.y *= b.y; a.x *= b.x;
// CHECK-NEXT:   return a;
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// CHECK-NEXT: inline __host__ __device__ void operator*=(float3 &a, float s) { a.x *= s; a.y *= s; a.z *= s; }
// CHECK-NEXT: inline __host__ __device__ int2 operator-(const int2 &a) { return make_int2(-a.x, -a.y); }
// CHECK-NEXT: namespace vec {
// CHECK-NEXT: #if !defined(__HIP_PLATFORM_AMD__) // AMD builds declare these already
// CHECK-NEXT: __host__ __device__ void operator/=(uint3 &a, uint3 b);
// CHECK-NEXT: inline __host__ __device__ int4 &operator++(int4 &a) { a.x += 1; return a; }
// CHECK-NEXT: #endif
// CHECK-NEXT: }
// CHECK-NEXT: inline __host__ __device__ void operator+=(int3 &a, int3 b) { a.x += b.x; } inline __host__ __device__ void operator-=(int3 &a, int3 b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; }

// DIAG: {{.*}}.cuh:{{[0-9]+}}:1: note: 'operator+=' on float2: HIP's vector types declare it themselves, so AMD builds would find two; it is kept for NVIDIA builds only (HIP's is the same component-wise +=) [cu2hip-vector-operator]
// DIAG-NEXT: {{.*}}.cuh:{{[0-9]+}}:1: note: 'operator-=' on float2: {{.*}} (HIP's is the same component-wise -=) [cu2hip-vector-operator]
// DIAG-NEXT: {{.*}}.cuh:{{[0-9]+}}:1: note: 'operator*=' on float4: {{.*}} (HIP's is the same component-wise *=) [cu2hip-vector-operator]
// DIAG-NEXT: {{.*}}.cuh:{{[0-9]+}}:1: note: 'operator/=' on uint3: HIP's vector types declare it themselves, so AMD builds would find two; it is kept for NVIDIA builds only [cu2hip-vector-operator]
// DIAG-NEXT: {{.*}}.cuh:{{[0-9]+}}:1: warning: 'operator++' on int4: HIP's vector types declare it themselves, so AMD builds would find two; it is kept for NVIDIA builds only, and HIP's component-wise ++ is used instead: check that this body means the same [cu2hip-api-semantics]
// DIAG-NEXT: {{.*}}.cuh:[[LINE:[0-9]+]]:1: warning: 'operator+=' on int3: HIP's vector types declare it themselves, so AMD builds would find two, and it shares its lines with other code: put it under '#if !defined(__HIP_PLATFORM_AMD__)' by hand [cu2hip-api-semantics]
// DIAG-NEXT: {{.*}}.cuh:[[LINE]]:77: warning: 'operator-=' on int3: {{.*}} by hand [cu2hip-api-semantics]
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
