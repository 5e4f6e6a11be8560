// Driver error handling. The error-string functions came to HIP in 5.4: with
// an older target they become the runtime's string functions, which return
// the string instead of storing it, so the call becomes an assignment that
// still yields the success code; with a newer target they are renamed. The
// version macro is flagged because HIP numbers versions differently.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.52.err | FileCheck %s --check-prefixes=CHECK,HIP52 --match-full-lines --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.52.err
// RUN: %cu2hip %t.cu -o - --hip-version 5.4 2>%t.54.err | FileCheck %s --check-prefixes=CHECK,HIP54 --match-full-lines --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.54.err
// RUN: %cu2hip %t.cu -o - 2>%t.new.err | FileCheck %s --check-prefixes=CHECK,HIP54 --match-full-lines --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.new.err

#include <cuda.h>
#include <stdio.h>

static int report(CUresult r, const char *what) {
  // CHECK: static int report(hipError_t r, const char *what) {
  if (r == CUDA_SUCCESS)
    // CHECK: if (r == hipSuccess)
    return 0;
  const char *name = nullptr, *msg = nullptr;
  cuGetErrorName(r, &name);
  // HIP52: (*(&name) = hipGetErrorName(r), hipSuccess);
  // HIP54: hipDrvGetErrorName(r, &name);
  if (cuGetErrorString(r, &msg) != CUDA_SUCCESS)
    // HIP52: if ((*(&msg) = hipGetErrorString(r), hipSuccess) != hipSuccess)
    // HIP54: if (hipDrvGetErrorString(r, &msg) != hipSuccess)
    msg = "unknown";
  fprintf(stderr, "%s failed: %s (%s)\n", what, msg, name);
  return 1;
}

static const char *category(CUresult r) {
  // CHECK: static const char *category(hipError_t r) {
  switch (r) {
  case CUDA_ERROR_INVALID_VALUE: return "argument";
  // CHECK: case hipErrorInvalidValue: return "argument";
  case CUDA_ERROR_OUT_OF_MEMORY: return "memory";
  // CHECK: case hipErrorOutOfMemory: return "memory";
  case CUDA_ERROR_NOT_INITIALIZED: return "init";
  // CHECK: case hipErrorNotInitialized: return "init";
  case CUDA_ERROR_INVALID_HANDLE: return "handle";
  // CHECK: case hipErrorInvalidHandle: return "handle";
  case CUDA_ERROR_NOT_FOUND: return "lookup";
  // CHECK: case hipErrorNotFound: return "lookup";
  case CUDA_ERROR_LAUNCH_FAILED: return "launch";
  // CHECK: case hipErrorLaunchFailure: return "launch";
  default: return "other";
  }
}

int main() {
#if CUDA_VERSION >= 12000
  // CHECK: #if HIP_VERSION >= 12000
  // DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION' translated to 'HIP_VERSION': the CUDA_VERSION encodes major*1000+minor*10 (13000 for CUDA 13.0) while HIP_VERSION encodes major*10000000+minor*100000+patch: rewrite numeric comparisons against HIP versions [cu2hip-version-macro]
  puts("new driver api");
#endif
  CUresult r = cuInit(0);
  // CHECK: hipError_t r = hipInit(0);
  puts(category(r));
  return report(r, "cuInit");
  // CHECK: return report(r, "cuInit");
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
