// Inline PTX with no exact HIP equivalent stays as written and is reported
// at the asm keyword, naming each instruction cu2hip could not translate.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 6.0 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 6.0 2>%t.noast.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.noast.err

#include <cuda_runtime.h>

__device__ void atomics(float *p, float v) {
  asm volatile("red.global.add.f32 [%0], %1;" :: "l"(p), "f"(v) : "memory");
  // CHECK: asm volatile("red.global.add.f32 [%0], %1;" :: "l"(p), "f"(v) : "memory");
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'red.global.add.f32' has no exact HIP equivalent: a PTX atomic with its own scope and ordering: use HIP's atomicAdd/atomicCAS... (device scope) or __hip_atomic_* with the matching __HIP_MEMORY_SCOPE_*; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
}

__device__ void copies(void *smem, const void *g) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 16;\n" :: "r"(0), "l"(g));
  // CHECK: asm volatile("cp.async.ca.shared.global [%0], [%1], 16;\n" :: "r"(0), "l"(g));
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'cp.async.ca.shared.global' has no exact HIP equivalent: asynchronous copies have no HIP counterpart: load into shared memory with ordinary loads and __syncthreads(); rewrite the asm statement with HIP code [cu2hip-inline-ptx]
}

__device__ unsigned warpAndTimer(unsigned long long *t) {
  unsigned w;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
  // CHECK: asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'mov.u32' has no exact HIP equivalent: %warpid is the hardware warp slot, which HIP does not expose; compute a warp number from threadIdx and warpSize instead; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(*t));
  // CHECK: asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(*t));
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'mov.u64' has no exact HIP equivalent: %globaltimer counts nanoseconds; HIP's wall_clock64() counts a constant-frequency counter (hipDeviceAttributeWallClockRate kHz), so the units differ: use wall_clock64() and convert with that rate; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  return w;
}

__device__ int predicated(int x) {
  int r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "setp.ne.s32 p, %1, 0;\n\t"
      "selp.s32 %0, 1, 0, p;\n\t"
      "}"
      : "=r"(r) : "r"(x));
  // CHECK: asm("{\n\t"
  // DIAG: {{.*}}:[[@LINE-7]]:3: warning: inline PTX '.reg .pred p', 'setp.ne.s32', 'selp.s32' have no exact HIP equivalent: '.reg .pred p': it declares PTX state of its own; rewrite the sequence in C++; 'setp.ne.s32': predicates and branches: write the condition in C++; 'selp.s32': predicates and branches: write the condition in C++; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  return r;
}

__device__ int partial(int v, unsigned mask, int c) {
  int a, b;
  asm volatile("shfl.sync.idx.b32 %0, %1, 0, 0x1f, %2;" : "=r"(a) : "r"(v), "r"(mask));
  // CHECK: asm volatile("shfl.sync.idx.b32 %0, %1, 0, 0x1f, %2;" : "=r"(a) : "r"(v), "r"(mask));
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'shfl.sync.idx.b32' has no exact HIP equivalent: its lane mask '%2' is not a literal, which the exact translation needs; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  asm("bfe.u32 %0, %1, %2, 8;" : "=r"(b) : "r"(v), "r"(c));
  // CHECK: asm("bfe.u32 %0, %1, %2, 8;" : "=r"(b) : "r"(v), "r"(c));
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'bfe.u32' has no exact HIP equivalent: its position '%2' is not a literal, which the exact translation needs; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  return a + b;
}

__device__ int mixed(int v) {
  int r;
  asm("mov.u32 %0, %%laneid;\n\tred.shared.add.u32 [%1], 1;" : "=r"(r) : "r"(v));
  // CHECK: asm("mov.u32 %0, %%laneid;\n\tred.shared.add.u32 [%1], 1;" : "=r"(r) : "r"(v));
  // DIAG: {{.*}}:[[@LINE-2]]:3: warning: inline PTX 'red.shared.add.u32' has no exact HIP equivalent: a PTX atomic with its own scope and ordering: use HIP's atomicAdd/atomicCAS... (device scope) or __hip_atomic_* with the matching __HIP_MEMORY_SCOPE_*; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  return r;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 8 warnings, 0 errors
