// A row that needs a human's attention and whose HIP name is newer than the
// target: below the row's version the call is not translated, so only the
// version finding is reported (the attention note is about the HIP call it
// would have become). At a new enough target the call is renamed and the
// note applies.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.52.err | FileCheck %s --check-prefix=HIP52 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t.52.err
// RUN: %cu2hip %t.cu -o - --hip-version 7.1 2>%t.71.err | FileCheck %s --check-prefix=HIP71 --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG71 --input-file=%t.71.err

#include <cuda_runtime.h>

int main() {
  void *fn = nullptr;
  return cudaGetDriverEntryPoint("cuMemAlloc", &fn, 0);
  // HIP52: return cudaGetDriverEntryPoint("cuMemAlloc", &fn, 0);
  // DIAG52: {{.*}}.cu:[[@LINE-2]]:10: warning: 'cudaGetDriverEntryPoint' maps to 'hipGetDriverEntryPoint', added in HIP 7.1; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // HIP71: return hipGetDriverEntryPoint("cuMemAlloc", &fn, 0);
  // DIAG71: {{.*}}.cu:[[@LINE-4]]:10: warning: 'cudaGetDriverEntryPoint' translated to 'hipGetDriverEntryPoint': the symbol string names a CUDA driver function; HIP looks up HIP function names, so rewrite the string (and the function-pointer type) by hand [cu2hip-api-semantics]
}
// DIAG52-NOT: warning
// DIAG52: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
// DIAG71-NOT: warning
// DIAG71: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
