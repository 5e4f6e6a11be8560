// Status handling: every status value, pointer mode and version
// queries. hipsparseGetVersion and the version macros translate with a note
// (hipSPARSE numbers its own releases). The HIP 5.2 translation compiles.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cusparse[A-Z]|CUSPARSE_|cuda[A-Z]|CUDA_}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=cu2hip-unsupported
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cusparse.h>

const char *statusName(cusparseStatus_t status) {
  // CHECK: const char *statusName(hipsparseStatus_t status) {
  switch (status) {
  case CUSPARSE_STATUS_SUCCESS: return "success";
  case CUSPARSE_STATUS_NOT_INITIALIZED: return "not initialized";
  case CUSPARSE_STATUS_ALLOC_FAILED: return "alloc failed";
  case CUSPARSE_STATUS_INVALID_VALUE: return "invalid value";
  case CUSPARSE_STATUS_ARCH_MISMATCH: return "arch mismatch";
  case CUSPARSE_STATUS_MAPPING_ERROR: return "mapping error";
  case CUSPARSE_STATUS_EXECUTION_FAILED: return "execution failed";
  case CUSPARSE_STATUS_INTERNAL_ERROR: return "internal error";
  case CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "matrix type not supported";
  case CUSPARSE_STATUS_ZERO_PIVOT: return "zero pivot";
  case CUSPARSE_STATUS_NOT_SUPPORTED: return "not supported";
  case CUSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "insufficient resources";
  }
  // CHECK:  case HIPSPARSE_STATUS_SUCCESS: return "success";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_NOT_INITIALIZED: return "not initialized";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_ALLOC_FAILED: return "alloc failed";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_INVALID_VALUE: return "invalid value";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_ARCH_MISMATCH: return "arch mismatch";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_MAPPING_ERROR: return "mapping error";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_EXECUTION_FAILED: return "execution failed";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_INTERNAL_ERROR: return "internal error";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "matrix type not supported";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_ZERO_PIVOT: return "zero pivot";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_NOT_SUPPORTED: return "not supported";
  // CHECK-NEXT:  case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "insufficient resources";
  return "unknown";
}

int versionAndMode(cusparseHandle_t handle) {
  int version = 0;
  if (cusparseGetVersion(handle, &version) != CUSPARSE_STATUS_SUCCESS)
    return -1;
  // CHECK:  if (hipsparseGetVersion(handle, &version) != HIPSPARSE_STATUS_SUCCESS)
  // DIAG: {{.*}}.cu:[[@LINE-3]]:7: warning: 'cusparseGetVersion' translated to 'hipsparseGetVersion': hipsparseGetVersion reports the hipSPARSE version (major * 100000 + minor * 100 + patch, 2.x in ROCm 5.2), not a cuSPARSE version; rewrite comparisons against it [cu2hip-api-semantics]
  cusparsePointerMode_t mode;
  cusparseGetPointerMode(handle, &mode);
  if (mode != CUSPARSE_POINTER_MODE_DEVICE)
    cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST);
  // CHECK:  hipsparsePointerMode_t mode;
  // CHECK-NEXT:  hipsparseGetPointerMode(handle, &mode);
  // CHECK-NEXT:  if (mode != HIPSPARSE_POINTER_MODE_DEVICE)
  // CHECK-NEXT:    hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_HOST);
#if CUSPARSE_VER_MAJOR >= 12
  // CHECK: #if hipsparseVersionMajor >= 12
  // DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUSPARSE_VER_MAJOR' translated to 'hipsparseVersionMajor': hipSPARSE version numbers (2.x in ROCm 5.2, 4.x in ROCm 7) are unrelated to cuSPARSE version numbers (12.x); rewrite comparisons against the hipSPARSE version [cu2hip-version-macro]
  return version;
#else
  return 0;
#endif
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
