// __ldg is HIP's too. Cache-hinted loads become __ldg, a plain load in HIP,
// with a note; cache-hinted stores become plain ones (a shim), and volatile
// loads have no HIP form.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

__global__ void k(const float *__restrict__ in, const int *idx, float *out) {
  float a = __ldg(in) + (float)__ldg(idx);
  // CHECK:  float a = __ldg(in) + (float)__ldg(idx);
  float b = __ldcg(in + 1);
  // CHECK:  float b = __ldg(in + 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:13: warning: '__ldcg' translated to '__ldg': HIP has no cache-hinted loads and its __ldg is a plain load, {{.+}} [cu2hip-api-semantics]
  float c = __ldcs(in + 2) + __ldca(in + 3) + __ldlu(in + 4);
  // CHECK:  float c = __ldg(in + 2) + __ldg(in + 3) + __ldg(in + 4);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:13: warning: '__ldcs' translated to '__ldg': {{.+}} [cu2hip-api-semantics]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:30: warning: '__ldca' translated to '__ldg': {{.+}} [cu2hip-api-semantics]
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-4]]:47: warning: '__ldlu' translated to '__ldg': {{.+}} [cu2hip-api-semantics]
  float d = __ldcv(in + 5);
  // CHECK:  float d = __ldcv(in + 5);
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:13: warning: '__ldcv' has no HIP equivalent: HIP has no volatile cache-hinted load; use a volatile dereference or __atomic_load_n [cu2hip-unsupported-api]
  __stcg(out, a + b + c + d);
  // CHECK:  cu2hip_stcg(out, a + b + c + d);
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 5 warnings, 0 errors
