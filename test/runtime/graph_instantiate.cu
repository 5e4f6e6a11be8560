// cudaGraphInstantiate has three shapes: CUDA 12's (exec, graph, flags),
// its two-argument form, and CUDA 11's five arguments, which is HIP's
// hipGraphInstantiate. The flags form becomes hipGraphInstantiateWithFlags,
// the short one gets HIP's error-node and log arguments, the old one stays.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %strip-checks %s %t.c
// RUN: %cu2hip %t.c -o - 2>/dev/null | FileCheck %s --check-prefix=C --match-full-lines
#include <cuda_runtime.h>
void instantiate(cudaGraphExec_t *e, cudaGraph_t g, unsigned long long flags) {
  cudaGraphInstantiate(e, g, flags);
  cudaGraphInstantiate(e, g);
  cudaGraphInstantiate(e, g, NULL, NULL, 0);
}
// CHECK: hipGraphInstantiateWithFlags(e, g, flags);
// CHECK-NEXT: hipGraphInstantiate(e, g, nullptr, nullptr, 0);
// CHECK-NEXT: hipGraphInstantiate(e, g, NULL, NULL, 0);
// C: hipGraphInstantiateWithFlags(e, g, flags);
// C-NEXT: hipGraphInstantiate(e, g, NULL, NULL, 0);
// DIAG-NOT: warning: {{.*}}cudaGraphInstantiate
