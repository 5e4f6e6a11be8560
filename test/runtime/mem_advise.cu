// Managed-memory hints. HIP takes an int device like CUDA 12; CUDA 13 takes a
// memory location struct. Both spellings are renamed and each call is flagged at
// its own line, without a parse error for the CUDA 12 form that CUDA 13's
// headers reject.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error

#include <cuda_runtime.h>

int main() {
  float *m = nullptr;
  int dev = 0;
  cudaMallocManaged(&m, 1 << 20);
  // CHECK: hipMallocManaged(&m, 1 << 20);
  cudaMemAdvise(m, 1 << 20, cudaMemAdviseSetReadMostly, dev);
  // CHECK: hipMemAdvise(m, 1 << 20, hipMemAdviseSetReadMostly, dev);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaMemAdvise' translated to 'hipMemAdvise': HIP takes an int device ordinal (hipCpuDeviceId for the host) like CUDA 12 and older; a CUDA 13 style cudaMemLocation argument must be turned into a device ordinal by hand [cu2hip-api-semantics]
  if (dev == 0)
    cudaMemAdvise(m, 1 << 20, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);
  // CHECK: hipMemAdvise(m, 1 << 20, hipMemAdviseSetPreferredLocation, hipCpuDeviceId);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'cudaMemAdvise' translated to 'hipMemAdvise': {{.*}} [cu2hip-api-semantics]
  cudaMemLocation loc{cudaMemLocationTypeDevice, dev};
  // CHECK: hipMemLocation loc{hipMemLocationTypeDevice, dev};
  cudaMemPrefetchAsync(m, 1 << 20, loc, 0, 0);
  // CHECK: hipMemPrefetchAsync(m, 1 << 20, loc, 0, 0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaMemPrefetchAsync' translated to 'hipMemPrefetchAsync': HIP takes (ptr, count, int device, stream) like CUDA 12 and older; a CUDA 13 style call passing a cudaMemLocation and flags must pass the location's device ordinal (hipCpuDeviceId for the host) and drop the flags [cu2hip-api-semantics]
  cudaFree(m);
  return 0;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
