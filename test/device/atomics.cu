// Atomics: HIP has the device-scope and system-scope forms under CUDA's
// names; block scope has no HIP name and becomes the (stronger) device form.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

__global__ void device_scope(int *i, unsigned *u, float *f, double *d) {
  atomicAdd(i, 1);
  // CHECK:  atomicAdd(i, 1);
  atomicAdd(u, 1u);
  // CHECK:  atomicAdd(u, 1u);
  atomicAdd(f, 1.0f);
  // CHECK:  atomicAdd(f, 1.0f);
  atomicAdd(d, 1.0);
  // CHECK:  atomicAdd(d, 1.0);
  atomicSub(i, 1);
  // CHECK:  atomicSub(i, 1);
  atomicExch(i, 2);
  // CHECK:  atomicExch(i, 2);
  atomicMin(i, 0);
  // CHECK:  atomicMin(i, 0);
  atomicMax(i, 9);
  // CHECK:  atomicMax(i, 9);
  atomicOr(i, 4);
  // CHECK:  atomicOr(i, 4);
  atomicCAS(i, 0, 1);
  // CHECK:  atomicCAS(i, 0, 1);
  atomicInc(u, 10u);
  // CHECK:  atomicInc(u, 10u);
}

__global__ void block_scope(int *i, unsigned *u) {
  atomicAdd_block(i, 1);
  // CHECK:  atomicAdd(i, 1);
  atomicCAS_block(i, 0, 1);
  // CHECK:  atomicCAS(i, 0, 1);
  atomicMax_block(i, 3);
  // CHECK:  atomicMax(i, 3);
  atomicDec_block(u, 7u);
  // CHECK:  atomicDec(u, 7u);
}

__global__ void system_scope(int *i, unsigned *u) {
  atomicAdd_system(i, 1);
  // CHECK:  atomicAdd_system(i, 1);
  atomicCAS_system(i, 0, 1);
  // CHECK:  atomicCAS_system(i, 0, 1);
  atomicExch_system(i, 5);
  // CHECK:  atomicExch_system(i, 5);
  atomicInc_system(u, 10u);
  // CHECK:  atomicInc(u, 10u);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'atomicInc_system' translated to 'atomicInc': HIP has no system-scope atomicInc; {{.+}} [cu2hip-api-semantics]
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
