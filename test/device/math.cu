// Device math: names HIP shares stay, renamed ones translate, and the ones
// HIP lacks (directed rounding, SIMD video, sleep) are reported with why.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

__global__ void same(float *f, int *i, unsigned u) {
  f[0] = __expf(f[0]) + __sinf(f[1]) + __cosf(f[2]) + __logf(f[3]);
  // CHECK:  f[0] = __expf(f[0]) + __sinf(f[1]) + __cosf(f[2]) + __logf(f[3]);
  f[1] = __powf(f[0], 2.0f) + __fdividef(f[1], 3.0f) + __saturatef(f[2]);
  // CHECK:  f[1] = __powf(f[0], 2.0f) + __fdividef(f[1], 3.0f) + __saturatef(f[2]);
  f[2] = rsqrtf(f[0]) + sinf(f[1]) + sqrtf(f[2]) + expf(f[3]) + fabsf(f[4]);
  // CHECK:  f[2] = rsqrtf(f[0]) + sinf(f[1]) + sqrtf(f[2]) + expf(f[3]) + fabsf(f[4]);
  f[3] = __fadd_rn(f[0], f[1]) + __int_as_float(__float_as_int(f[2]));
  // CHECK:  f[3] = __fadd_rn(f[0], f[1]) + __int_as_float(__float_as_int(f[2]));
  i[0] = __popc(u) + __clz(i[1]) + __ffs(i[2]) + (int)__brev(u) + __mul24(i[3], 2);
  // CHECK:  i[0] = __popc(u) + __clz(i[1]) + __ffs(i[2]) + (int)__brev(u) + __mul24(i[3], 2);
}

__global__ void renamed(float *f, int *i, unsigned u) {
  f[0] = __tanhf(f[0]);
  // CHECK:  f[0] = tanhf(f[0]);
  i[0] = __isnanf(f[1]) + __finitef(f[2]) + __signbitf(f[3]);
  // CHECK:  i[0] = isnan(f[1]) + isfinite(f[2]) + signbit(f[3]);
  f[1] = __fmaf_ieee_rn(f[0], f[1], f[2]);
  // CHECK:  f[1] = __fmaf_rn(f[0], f[1], f[2]);
  i[1] = __fns(u, 0, 1);
  // CHECK:  i[1] = __fns32(u, 0, 1);
  if (f[0] < 0)
    __trap();
  // CHECK:    abort();
}

__global__ void unsupported(float *f, double *d, unsigned *u, int *i) {
  f[0] = __fadd_rd(f[0], f[1]);
  // CHECK:  f[0] = __fadd_rd(f[0], f[1]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: '__fadd_rd' has no HIP equivalent: HIP provides only the round-to-nearest (_rn) form of this intrinsic; rewrite the operation or accept round-to-nearest [cu2hip-unsupported-api]
  f[1] = __fmul_rz(f[0], f[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__fmul_rz' has no HIP equivalent: HIP provides only the round-to-nearest (_rn) form of this intrinsic; rewrite the operation or accept round-to-nearest [cu2hip-unsupported-api]
  d[0] = __dadd_ru(d[0], d[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:10: warning: '__dadd_ru' has no HIP equivalent: HIP provides only the round-to-nearest (_rn) form of this intrinsic; rewrite the operation or accept round-to-nearest [cu2hip-unsupported-api]
  u[0] = __vadd2(u[0], u[1]);
  // CHECK:  u[0] = __vadd2(u[0], u[1]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__vadd2' has no HIP equivalent: HIP has no simd video intrinsics; {{.+}} [cu2hip-unsupported-api]
  i[0] = __dp4a(i[0], i[1], i[2]);
  // CHECK:  i[0] = cu2hip_dp4a(i[0], i[1], i[2]);
  __nanosleep(100);
  // CHECK:  __nanosleep(100);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: '__nanosleep' has no HIP equivalent: HIP has no __nanosleep; use __builtin_amdgcn_s_sleep{{.+}} [cu2hip-unsupported-api]
  __brkpt();
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-1]]:3: warning: '__brkpt' has no HIP equivalent: HIP has no debugger breakpoint intrinsic [cu2hip-unsupported-api]
}

// Kept, but HIP 5.2 rounds these to nearest whatever the suffix says.
__global__ void rounding(float *f, double *d, int *i) {
  f[0] = __double2float_rd(d[0]) + __int2float_rz(i[0]);
  // CHECK:  f[0] = __double2float_rd(d[0]) + __int2float_rz(i[0]);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:10: warning: '__double2float_rd': HIP 5.2 implements this conversion as a plain round-to-nearest cast, {{.+}} [cu2hip-api-semantics]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:36: warning: '__int2float_rz': HIP 5.2 implements this conversion as a plain round-to-nearest cast, {{.+}} [cu2hip-api-semantics]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 8 warnings, 0 errors
