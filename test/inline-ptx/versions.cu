// What the target HIP version changes: the *_sync shuffles (HIP 7.0) and the
// bfloat16 conversions (HIP 6.0).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 7.0 2>%t.70.err | FileCheck %s --check-prefix=HIP70 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG70 --input-file=%t.70.err
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.52.err | FileCheck %s --check-prefix=HIP52 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t.52.err

__device__ int shuffle(int v, float f) {
  int a;
  unsigned short bf;
  asm volatile("shfl.sync.down.b32 %0, %1, 1, 0x1f, 0xffffffff;" : "=r"(a) : "r"(v));
  // HIP70: a = __shfl_down_sync(0xffffffffffffffffULL, v, 1, 32);
  // DIAG70: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'shfl.sync.down.b32 %0, %1, 1, 0x1f, 0xffffffff;' translated to 'a = __shfl_down_sync(0xffffffffffffffffULL, v, 1, 32);' [cu2hip-inline-ptx-translated]
  // HIP52: a = __shfl_down(v, 1, 32);
  // DIAG52: {{.*}}:[[@LINE-4]]:3: note: inline PTX 'shfl.sync.down.b32 %0, %1, 1, 0x1f, 0xffffffff;' translated to 'a = __shfl_down(v, 1, 32);' [cu2hip-inline-ptx-translated]
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(bf) : "f"(f));
  // HIP70: bf = __bfloat16_as_ushort(__float2bfloat16(f));
  // HIP52: asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(bf) : "f"(f));
  // DIAG52: {{.*}}:[[@LINE-3]]:3: warning: inline PTX 'cvt.rn.bf16.f32' has no exact HIP equivalent: its HIP form '__bfloat16_as_ushort(__float2bfloat16(x))' needs HIP 6.0; the target is HIP 5.2; rewrite the asm statement with HIP code [cu2hip-inline-ptx]
  return a + bf;
}
