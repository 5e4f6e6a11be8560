// __CUDA_ARCH__ in #if/#ifdef lines: one finding per line, naming the branch
// AMD builds compile (hipcc never defines __CUDA_ARCH__). Other uses keep the
// row's per-use message.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// The conditions are left as written.
// CHECK: #ifdef __CUDA_ARCH__
// CHECK: #if __CUDA_ARCH__ >= 700
#include <cuda_runtime.h>

__host__ __device__ inline float length2(float x, float y) {
#ifdef __CUDA_ARCH__
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#ifdef __CUDA_ARCH__' is false when compiling for AMD (in both the host and the device pass): the #else branch at line 16 is compiled; the code at lines 14-15 is not; test __HIP_DEVICE_COMPILE__ instead, which hipcc defines in the device pass only [cu2hip-cuda-arch-condition]
  return sqrtf(x * x + y * y);
#else
  return hypotf(x, y);
#endif
}

__device__ void sync_lanes(unsigned mask) {
#if __CUDA_ARCH__ >= 700
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#if __CUDA_ARCH__ >= 700' is false when compiling for AMD (in both the host and the device pass): the code for sm_70+ at lines 23-25 is never compiled; test __HIP_DEVICE_COMPILE__ or a __gfx*__ macro instead [cu2hip-cuda-arch-condition]
  __syncwarp(mask);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: lane mask 'mask' widened to 64 bits: on a 64-lane wavefront it names only lanes 0-31; make it name every lane that takes part [cu2hip-warp-mask-dropped]
#endif
}

__device__ float fast_load(const float *p) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 350
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 350' is false when compiling for AMD (in both the host and the device pass): the #elif at line 33 decides instead; the code at lines 31-32 is not compiled; test __HIP_DEVICE_COMPILE__ or a __gfx*__ macro instead [cu2hip-cuda-arch-condition]
  return *p;
#elif USE_LDG || __CUDA_ARCH__ >= 900
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#elif USE_LDG || __CUDA_ARCH__ >= 900' depends on USE_LDG when compiling for AMD, where __CUDA_ARCH__ is never defined; test __HIP_DEVICE_COMPILE__ or a __gfx*__ macro instead [cu2hip-cuda-arch-condition]
  return __ldg(p);
#else
  return p[0];
#endif
}

#ifndef __CUDA_ARCH__
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#ifndef __CUDA_ARCH__' is true when compiling for AMD (in both the host and the device pass): the code at lines 42-43 is compiled; test __HIP_DEVICE_COMPILE__ instead, which hipcc defines in the device pass only [cu2hip-cuda-arch-condition]
void host_only() {}
#endif

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800' is true when compiling for AMD (in both the host and the device pass): the code at lines 47-48 is compiled; test __HIP_DEVICE_COMPILE__ or a __gfx*__ macro instead [cu2hip-cuda-arch-condition]
void either() {}
#endif

#if __CUDA_ARCH__
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: '#if __CUDA_ARCH__' is false when compiling for AMD (in both the host and the device pass): the code at lines 52-53 is never compiled; test __HIP_DEVICE_COMPILE__ instead, which hipcc defines in the device pass only [cu2hip-cuda-arch-condition]
int device_pass = 1;
#endif

// Not a condition: each use keeps the row's own message.
#define ARCH_VALUE __CUDA_ARCH__
// DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: '__CUDA_ARCH__': __CUDA_ARCH__ is not defined when compiling for AMD GPUs, so conditions on it take their host (undefined) branch in every compilation pass [cu2hip-cuda-arch-condition]
// DIAG-NOT: {{warning|error}}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 9 warnings, 0 errors
