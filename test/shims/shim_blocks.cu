// Below a row's hip_since, a fallback only a shim declares brings the shim's
// code into the file: once, before the first line of code, under its guard
// and with the HIP header it needs. An exact shim (hipSPARSE's error strings
// before 6.0) is silent; an inexact one (cuRAND orderings before hipRAND 6.2)
// is reported at every use. A target that has the names gets no shim, and
// translated code translated again gets no second copy.
// (Tokens only: the mock SDK has neither cusparse.h nor curand.h.)
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip --no-ast %t.cu -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 6.2 2>/dev/null | FileCheck %s --check-prefix=NEW --match-full-lines
// RUN: %cu2hip --no-ast %t.hip -o %t.again.hip --hip-version 5.2 2>/dev/null
// RUN: diff %t.hip %t.again.hip
#include <cusparse.h>
#include <curand.h>

const char *describe(cusparseStatus_t s) { return cusparseGetErrorString(s); }
int order(curandGenerator_t g) {
  return curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT);
}

// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hipsparse/hipsparse.h>
// CHECK-NEXT: #include <hiprand/hiprand.h>
// CHECK-EMPTY:
// CHECK-NEXT: // cu2hip: code for HIP 5.2, which lacks the names below (see docs/api/shims.md)
// CHECK-NEXT: #ifndef CU2HIP_SHIM_HIPSPARSE_ERROR_STRINGS
// CHECK-NEXT: #define CU2HIP_SHIM_HIPSPARSE_ERROR_STRINGS
// CHECK-NEXT: #include <hipsparse/hipsparse.h>
// CHECK-NEXT: static inline const char *cu2hip_hipsparseGetErrorName(hipsparseStatus_t Status) {
// CHECK: #endif
// CHECK-NEXT: #ifndef CU2HIP_SHIM_HIPRAND_ORDERING
// CHECK: #endif
// CHECK-NEXT: const char *describe(hipsparseStatus_t s) { return cu2hip_hipsparseGetErrorString(s); }
// CHECK-NEXT: int order(hiprandGenerator_t g) {
// CHECK-NEXT:   return cu2hip_hiprandSetGeneratorOrdering(g, CU2HIP_HIPRAND_ORDERING_PSEUDO_DEFAULT);
// CHECK-NOT: CU2HIP_SHIM

// DIAG-NOT: cusparseGetErrorString
// DIAG: {{.*}}.cu:[[#LINE:]]:10: warning: 'curandSetGeneratorOrdering' translated to 'cu2hip_hiprandSetGeneratorOrdering', from a shim cu2hip writes into this file (HIP 5.2 has no 'hiprandSetGeneratorOrdering'): hipRAND cannot choose a generator's ordering before 6.2; the shim checks the generator and accepts the request, and the generator keeps its own ordering, so results may come in another order than cuRAND's [cu2hip-api-semantics]
// DIAG-NEXT: {{.*}}.cu:[[#LINE]]:40: warning: 'CURAND_ORDERING_PSEUDO_DEFAULT' translated to 'CU2HIP_HIPRAND_ORDERING_PSEUDO_DEFAULT', {{.*}} [cu2hip-api-semantics]

// NEW-NOT: cu2hip_
// NEW: const char *describe(hipsparseStatus_t s) { return hipsparseGetErrorString(s); }
// NEW: return hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_PSEUDO_DEFAULT);
