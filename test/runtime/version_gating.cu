// Rows whose HIP name appeared after HIP 5.2. With an older target the call
// stays as written and is reported; with a newer target it is renamed. The
// default target is the newest version the tables know.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.52.err | FileCheck %s --check-prefix=HIP52 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t.52.err
// RUN: %cu2hip %t.cu -o - --hip-version 6.0 2>%t.60.err | FileCheck %s --check-prefix=HIP60 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG60 --input-file=%t.60.err
// RUN: %cu2hip %t.cu -o - 2>%t.new.err | FileCheck %s --check-prefix=NEWEST --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAGNEW --input-file=%t.new.err

#include <cuda_runtime.h>

int main() {
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 1 << 24);
  // HIP52: cudaDeviceSetLimit(hipLimitMallocHeapSize, 1 << 24);
  // DIAG52: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaDeviceSetLimit' maps to 'hipDeviceSetLimit', added in HIP 5.5; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // HIP60: hipDeviceSetLimit(hipLimitMallocHeapSize, 1 << 24);
  // NEWEST: hipDeviceSetLimit(hipLimitMallocHeapSize, 1 << 24);
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDefault);
  cudaEventRecordWithFlags(e, 0, 0);
  // HIP52: cudaEventRecordWithFlags(e, 0, 0);
  // DIAG52: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaEventRecordWithFlags' maps to 'hipEventRecordWithFlags', added in HIP 7.0; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // HIP60: cudaEventRecordWithFlags(e, 0, 0);
  // DIAG60: {{.*}}.cu:[[@LINE-4]]:3: warning: 'cudaEventRecordWithFlags' maps to 'hipEventRecordWithFlags', added in HIP 7.0; the target is HIP 6.0 [cu2hip-unsupported-in-target]
  // NEWEST: hipEventRecordWithFlags(e, 0, 0);
  return 0;
}
// Nothing else is reported at any target.
// DIAG52-NOT: warning
// DIAG52: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
// DIAG60-NOT: warning
// DIAG60: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
// DIAGNEW-NOT: warning
// DIAGNEW: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
