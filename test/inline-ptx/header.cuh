// Inline PTX in a header: translated and reported the same way.
// RUN: %strip-checks %s %t.cuh
// RUN: %cu2hip %t.cuh -o - --hip-version 6.0 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#pragma once

__device__ __forceinline__ unsigned laneId() {
  unsigned r;
// CHECK: __device__ __forceinline__ unsigned laneId() {
// DIAG: {{.*}}:[[@LINE-3]]:27: warning: clang: expected ';' after top level declarator [cu2hip-parse-error]
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  // CHECK: r = __lane_id();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%laneid;' translated to 'r = __lane_id();': __lane_id() counts lanes 0-63 on a 64-lane wavefront [cu2hip-inline-ptx-translated]
  return r;
}

__device__ __forceinline__ void atomicAddF(float *p, float v) {
  asm volatile("red.global.add.f32 [%0], %1;" :: "l"(p), "f"(v));
// CHECK: __device__ __forceinline__ void atomicAddF(float *p, float v) {
// DIAG: {{.*}}:[[@LINE-3]]:27: warning: clang: expected ';' after top level declarator [cu2hip-parse-error]
  // CHECK: asm volatile("red.global.add.f32 [%0], %1;" :: "l"(p), "f"(v));
  // DIAG: {{.*}}:[[@LINE-4]]:3: warning: inline PTX 'red.global.add.f32' has no exact HIP equivalent: a PTX atomic with its own scope and ordering: use HIP's atomicAdd/atomicCAS... (device scope) or __hip_atomic_* with the matching __HIP_MEMORY_SCOPE_*; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
