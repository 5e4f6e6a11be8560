// Launches whose shape cannot be turned into hipLaunchKernelGGL are left as
// they are, each with a warning at its `<<<`; the rest of the file is still
// translated and the run succeeds.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --launch-syntax=hipLaunchKernelGGL 2>%t.err | FileCheck %s --match-full-lines
// RUN: grep cu2hip-launch-not-rewritten %t.err | FileCheck %s --check-prefix=DIAG --match-full-lines
// RUN: FileCheck %s --check-prefix=SUMMARY --input-file=%t.err --match-full-lines
// RUN: %cu2hip %t.cu -o /dev/null --launch-syntax=hipLaunchKernelGGL --report %t.json 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// JSON: "cu2hip-launch-not-rewritten": 5

#include <cuda_runtime.h>
__global__ void one(int *p) {}
struct Launcher { void operator()(int *); };

void host(int *d, cudaStream_t s, Launcher (*make)()) {
  one<<<1>>>(d);
  // CHECK: one<<<1>>>(d);
  // DIAG:      {{.*}}.cu:[[@LINE-2]]:6: warning: kernel launch left as '<<<...>>>': its shape is not 'kernel<<<grid, block[, shared[, stream]]>>>(args)' [cu2hip-launch-not-rewritten]
  // JSON:      "findings": [
  // JSON:      "id": "cu2hip-launch-not-rewritten",
  // JSON-NEXT: "severity": "warning",
  // JSON-NEXT: "effort": "low",
  // JSON-NEXT: "category": "translation",
  // JSON-NEXT: "line": [[#@LINE-8]],
  // JSON-NEXT: "column": 6,
  one<<<1, 1, 0, s, 7>>>(d);
  // CHECK: one<<<1, 1, 0, s, 7>>>(d);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:6: warning: kernel launch left as '<<<...>>>': its shape {{.*}} [cu2hip-launch-not-rewritten]
  one<<<, 1>>>(d);
  // CHECK: one<<<, 1>>>(d);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:6: warning: kernel launch left as '<<<...>>>': its shape {{.*}} [cu2hip-launch-not-rewritten]
  make()<<<1, 1>>>(d);
  // CHECK: make()<<<1, 1>>>(d);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:9: warning: kernel launch left as '<<<...>>>': its shape {{.*}} [cu2hip-launch-not-rewritten]
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
  one<<<1, 1>>>(d);
  // CHECK: hipLaunchKernelGGL(one, dim3(1), dim3(1), 0, 0, d);
}
// An unterminated launch at the end of the file.
void tail(int *d) { one<<<1, 1>>>(d
// CHECK: void tail(int *d) { one<<<1, 1>>>(d
// DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:24: warning: kernel launch left as '<<<...>>>': its shape {{.*}} [cu2hip-launch-not-rewritten]
// DIAG-EMPTY:
// SUMMARY: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
