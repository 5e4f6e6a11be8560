// APIs CUDA 13 no longer declares still translate: legacy code calls them,
// and Clang's "undeclared" errors at those names are not reported as parse
// errors, since the tables know the names.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error

#include <cuda_runtime.h>

int main() {
  unsigned long heap = 0;
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
  cudaThreadGetLimit(&heap, cudaLimitMallocHeapSize);
  // CHECK: hipDeviceGetLimit(&heap, hipLimitMallocHeapSize);
  cudaThreadSetCacheConfig(cudaFuncCachePreferL1);
  // CHECK: hipDeviceSetCacheConfig(hipFuncCachePreferL1);
  // No HIP equivalent at all: left as is and reported.
  double d = 1.0;
  cudaSetDoubleForDevice(&d);
  // CHECK: cudaSetDoubleForDevice(&d);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaSetDoubleForDevice' has no HIP equivalent: HIP has no double-argument conversion control; the call only mattered on devices without native double support and can be removed [cu2hip-unsupported-api]
  cudaThreadExit();
  // CHECK: hipDeviceReset();
  return 0;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
