// The shapes an asm statement takes: concatenated literals, several
// instructions, __asm__ __volatile__, macros, operands holding CUDA names.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 6.0 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 6.0 2>%t.noast.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.noast.err

#include <cuda_runtime.h>

#define LANE_ID(r) asm("mov.u32 %0, %%laneid;" : "=r"(r))
// CHECK: #define LANE_ID(r) (r) = __lane_id()
// DIAG: {{.*}}:[[@LINE-2]]:20: note: inline PTX 'mov.u32 %0, %%laneid;' translated to '(r) = __lane_id()': __lane_id() counts lanes 0-63 on a 64-lane wavefront [cu2hip-inline-ptx-translated]
#define FENCE() asm volatile("membar.gl;" ::: "memory");
// CHECK: #define FENCE() __threadfence();
// DIAG: {{.*}}:[[@LINE-2]]:17: note: inline PTX 'membar.gl;' translated to '__threadfence();' [cu2hip-inline-ptx-translated]
#define LOAD_PAIR(lo, hi, v) asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(v))
// CHECK: #define LOAD_PAIR(lo, hi, v) do { const auto cu2hip_ptx_2 = (v); (lo) = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2)); (hi) = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2) >> 32); } while (0)
// DIAG: {{.*}}:[[@LINE-2]]:30: note: inline PTX 'mov.b64 {%0, %1}, %2;' translated to 'do { const auto cu2hip_ptx_2 = (v); (lo) = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2)); (hi) = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2) >> 32); } while (0)' [cu2hip-inline-ptx-translated]
#define PTX_ONLY(x) asm("mov.u32 %0, %%laneid;" : "=r"(x)) + 1
// CHECK: #define PTX_ONLY(x) asm("mov.u32 %0, %%laneid;" : "=r"(x)) + 1
// DIAG: {{.*}}:[[@LINE-2]]:21: warning: inline PTX 'mov.u32' left as is: the asm statement does not end with its own ';'; rewrite it with HIP intrinsics [cu2hip-inline-ptx]

__device__ float concatenated(const float *p) {
  float f;
  __asm__ __volatile__("ld.global.nc"
                       ".f32 %0, "
                       "[%1];"
                       : "=f"(f)
                       : "l"(p));
  // CHECK: f = __ldg(reinterpret_cast<const float *>(p));
  // DIAG: {{.*}}:[[@LINE-6]]:3: note: inline PTX 'ld.global.nc.f32 %0, [%1];' translated to 'f = __ldg(reinterpret_cast<const float *>(p));' [cu2hip-inline-ptx-translated]
  return f;
}

__device__ void sequence() {
  asm volatile("membar.gl;\n\t"
               "bar.sync 0;\n\t" ::: "memory");
  // CHECK: { __threadfence(); __syncthreads(); }
  // DIAG: {{.*}}:[[@LINE-3]]:3: note: inline PTX 'membar.gl; bar.sync 0;' translated to '{ __threadfence(); __syncthreads(); }' [cu2hip-inline-ptx-translated]
}

__device__ unsigned readAfterWrite(unsigned x) {
  unsigned a;
  asm("mov.u32 %0, %1;\n\tbrev.b32 %0, %1;" : "=r"(a) : "r"(x + 1));
  // CHECK: { const auto cu2hip_ptx_1 = x + 1; a = cu2hip_ptx_1; a = __brev(cu2hip_ptx_1); }
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %1; brev.b32 %0, %1;' translated to '{ const auto cu2hip_ptx_1 = x + 1; a = cu2hip_ptx_1; a = __brev(cu2hip_ptx_1); }' [cu2hip-inline-ptx-translated]
  return a;
}

__device__ unsigned macros(unsigned long long v) {
  unsigned lane, lo, hi;
  LANE_ID(lane);
  FENCE()
  LOAD_PAIR(lo, hi, v);
  return lane + lo + hi;
}

__device__ float renamed(const float *table, int i) {
  float f;
  asm("ld.global.nc.f32 %0, [%1];" : "=f"(f) : "l"(table + cudaMemcpyDeviceToHost));
  // CHECK: f = __ldg(reinterpret_cast<const float *>(table + hipMemcpyDeviceToHost));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'ld.global.nc.f32 %0, [%1];' translated to 'f = __ldg(reinterpret_cast<const float *>(table + hipMemcpyDeviceToHost));' [cu2hip-inline-ptx-translated]
  return f;
}

__device__ unsigned sideEffects(unsigned *p) {
  unsigned m;
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(m) : "r"(*p++), "r"(p[1]), "r"(p[2]));
  // CHECK: { const auto cu2hip_ptx_1 = *p++; m = (static_cast<unsigned>(cu2hip_ptx_1) | static_cast<unsigned>(p[1])) & ((static_cast<unsigned>(cu2hip_ptx_1) & static_cast<unsigned>(p[1])) | static_cast<unsigned>(p[2])); }
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'lop3.b32 %0, %1, %2, %3, 0xE8;' translated to '{ const auto cu2hip_ptx_1 = *p++; m = (static_cast<unsigned>(cu2hip_ptx_1) | static_cast<unsigned>(p[1])) & ((static_cast<unsigned>(cu2hip_ptx_1) & static_cast<unsigned>(p[1])) | static_cast<unsigned>(p[2])); }' [cu2hip-inline-ptx-translated]
  return m;
}

int hostSymbol() __asm__("cu2hip_host_symbol");

__device__ void compilerBarrier() {
  asm volatile("" ::: "memory");
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
