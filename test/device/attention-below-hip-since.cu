// An attention note describes the HIP API a name translates to. Below the
// row's hip_since that API is not used: a fallback's own row speaks for it
// (`__ballot_sync` falls back to `__ballot`, whose result is 64-bit too), an
// exact shim says nothing (`__match_any_sync` -> `cu2hip_match_any_sync`,
// 64-bit as HIP 7's), and without a fallback only the missing API is
// reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>

__global__ void k(unsigned long long *out, int v) {
  out[0] = __ballot_sync(0xffffffff, v);
  // CHECK:  out[0] = __ballot(v);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: '__ballot_sync'{{.*}}64-bit{{.*}} [cu2hip-api-semantics]
  out[1] = __match_any_sync(0xffffffff, v);
  // CHECK:  out[1] = cu2hip_match_any_sync(0xffffffffffffffffULL, v);
}

__global__ void bf16(const double *d, __nv_bfloat16 *b) {
  b[0] = __double2bfloat16(d[0]);
  // CHECK:  b[0] = __double2bfloat16(d[0]);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: '__double2bfloat16' maps to '__double2bfloat16', added in HIP 6.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
}

__global__ void tile_vote(unsigned long long *out, int v) {
  auto tile = cooperative_groups::tiled_partition<32>(cooperative_groups::this_thread_block());
  out[0] = tile.ballot(v);
  // CHECK:  out[0] = tile.ballot(v);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:17: warning: 'cooperative_groups::thread_block_tile::ballot' maps to 'cooperative_groups::thread_block_tile::ballot', added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
