// `__activemask()` as a lane mask names exactly the lanes that execute the
// call. HIP 5.2 drops masks, which then means the same thing; newer HIP's
// *_sync intrinsics trap unless the mask equals the active lanes, so the
// call must stay (it returns a 64-bit mask there) rather than become "all
// lanes". A dropped mask takes its __activemask() call with it: nothing is
// left to report about it.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t52.err | FileCheck %s --check-prefix=HIP52 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t52.err
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --check-prefix=NEW --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

__global__ void divergent(float *out, int pred) {
  if (threadIdx.x % 3 == 0) {
    float x = out[threadIdx.x];
    x += __shfl_down_sync(__activemask(), x, 1);
    // HIP52:    x += __shfl_down(x, 1);
    // NEW:    x += __shfl_down_sync(__activemask(), x, 1);
    // DIAG: {{.*}}.cu:[[@LINE-3]]:27: warning: '__activemask': HIP returns a 64-bit unsigned long long lane mask, so store it in a 64-bit variable [cu2hip-api-semantics]
    int any = __any_sync(__activemask(), pred);
    // HIP52:    int any = __any(pred);
    // NEW:    int any = __any_sync(__activemask(), pred);
    // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:26: warning: '__activemask': HIP returns a 64-bit unsigned long long lane mask, so store it in a 64-bit variable [cu2hip-api-semantics]
    out[threadIdx.x] = x + any;
  }
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
// DIAG52: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
