// Status handling: cuDNN's coarse status codes become MIOpen's; the sub-codes
// of cuDNN 9 map to the coarse MIOpen code with a note (a switch may now
// repeat a case label), codes MIOpen never returns are reported, and the
// version queries and macros, whose numbering MIOpen does not share, are
// reported rather than renamed.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:

#include <cudnn.h>
#include <stdio.h>
// CHECK: #include <miopen/miopen.h>

const char *describe(cudnnStatus_t status) {
  // CHECK: const char *describe(miopenStatus_t status) {
  switch (status) {
  case CUDNN_STATUS_SUCCESS:
    return "ok";
  case CUDNN_STATUS_NOT_INITIALIZED:
    return "not initialized";
  case CUDNN_STATUS_ALLOC_FAILED:
    return "out of memory";
  case CUDNN_STATUS_BAD_PARAM:
    return "bad parameter";
  case CUDNN_STATUS_INTERNAL_ERROR:
    return "internal";
  // CHECK: case miopenStatusSuccess:
  // CHECK: case miopenStatusNotInitialized:
  // CHECK: case miopenStatusAllocFailed:
  // CHECK: case miopenStatusBadParm:
  // CHECK: case miopenStatusInternalError:
  case CUDNN_STATUS_NOT_SUPPORTED:
    return "not supported";
  // CHECK: case miopenStatusNotImplemented:
  // DIAG: {{.*}}.cu:[[@LINE-3]]:8: warning: 'CUDNN_STATUS_NOT_SUPPORTED' translated to 'miopenStatusNotImplemented': MIOpen reports unsupported configurations as miopenStatusNotImplemented, and as miopenStatusUnsupportedOp from fusion plans and the graph API; check both [cu2hip-api-semantics]
  case CUDNN_STATUS_EXECUTION_FAILED:
    return "execution failed";
  // CHECK: case miopenStatusUnknownError:
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:8: warning: 'CUDNN_STATUS_EXECUTION_FAILED' translated to 'miopenStatusUnknownError': MIOpen has no execution-failed status; failed kernel launches and HIP errors come back as miopenStatusUnknownError, which may repeat another case label of a switch [cu2hip-api-semantics]
  case CUDNN_STATUS_LICENSE_ERROR:
    return "license";
  // CHECK: case CUDNN_STATUS_LICENSE_ERROR:
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:8: warning: 'CUDNN_STATUS_LICENSE_ERROR' has no HIP equivalent: MIOpen has no license check; drop the case [cu2hip-unsupported-api]
  default:
    return cudnnGetErrorString(status);
    // CHECK: return miopenGetErrorString(status);
  }
}

int report(cudnnHandle_t handle) {
  cudnnStatus_t s = cudnnCreate(&handle);
  // CHECK: miopenStatus_t s = miopenCreate(&handle);
  if (s == CUDNN_STATUS_BAD_PARAM_NULL_POINTER || s == CUDNN_STATUS_INVALID_VALUE)
    return 2;
  // CHECK: if (s == miopenStatusBadParm || s == miopenStatusInvalidValue)
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-3]]:12: warning: 'CUDNN_STATUS_BAD_PARAM_NULL_POINTER' translated to 'miopenStatusBadParm': MIOpen has no status sub-codes; this is the coarse miopenStatusBadParm, which may repeat another case label of a switch [cu2hip-api-semantics]
  printf("cudnn %zu: %s\n", cudnnGetVersion(), describe(s));
  // CHECK: printf("cudnn %zu: %s\n", cudnnGetVersion(), describe(s));
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:29: warning: 'cudnnGetVersion' has no HIP equivalent: MIOpen has no single encoded version number; call miopenGetVersion(&major, &minor, &patch) (MIOpen 3.x numbering) [cu2hip-unsupported-api]
#if CUDNN_MAJOR >= 9
  // CHECK: #if CUDNN_MAJOR >= 9
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDNN_MAJOR' has no HIP equivalent: MIOpen numbers its own releases (3.x), not cuDNN versions; use miopenGetVersion or MIOPEN_VERSION_MAJOR/MINOR/PATCH from miopen/version.h and rewrite the version check [cu2hip-unsupported-api]
  char message[256];
  cudnnGetLastErrorString(message, sizeof(message));
  // CHECK: cudnnGetLastErrorString(message, sizeof(message));
  // DIAG-NEXT: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudnnGetLastErrorString' has no HIP equivalent: MIOpen keeps no last-error message; read the log (MIOPEN_ENABLE_LOGGING=1, MIOPEN_LOG_LEVEL) or miopenGetErrorString of the returned status [cu2hip-unsupported-api]
#endif
  return s != CUDNN_STATUS_SUCCESS;
  // CHECK: return s != miopenStatusSuccess;
}
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 7 warnings, 0 errors
