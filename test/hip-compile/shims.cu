// The shims cu2hip writes for HIP 5.2 build with Debian's hipcc and, run on
// the host (no GPU needed), do what they say: hipSPARSE's error names and
// strings for every status, and a cuRAND ordering request accepted for a
// generator and refused without one.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: %hipcc -x hip --offload-arch=gfx90a %t.hip -o %t.exe -lhipsparse -lhiprand
// RUN: %t.exe | FileCheck %s
#include <cstdio>
#include <cusparse.h>
#include <curand.h>

int main() {
  for (int s = CUSPARSE_STATUS_SUCCESS; s <= CUSPARSE_STATUS_INSUFFICIENT_RESOURCES; ++s)
    std::printf("%s: %s\n", cusparseGetErrorName(static_cast<cusparseStatus_t>(s)),
                cusparseGetErrorString(static_cast<cusparseStatus_t>(s)));
  std::printf("%s\n", cusparseGetErrorName(static_cast<cusparseStatus_t>(99)));
  curandOrdering_t order = CURAND_ORDERING_PSEUDO_LEGACY;
  std::printf("no generator: %d\n", curandSetGeneratorOrdering(nullptr, order) ==
                                        CURAND_STATUS_NOT_INITIALIZED);
  return 0;
}
// CHECK: HIPSPARSE_STATUS_SUCCESS: the operation succeeded
// CHECK-NEXT: HIPSPARSE_STATUS_NOT_INITIALIZED: the library was not initialized
// CHECK-NEXT: HIPSPARSE_STATUS_ALLOC_FAILED: a resource allocation failed
// CHECK-NEXT: HIPSPARSE_STATUS_INVALID_VALUE: an argument has a value the function does not accept
// CHECK-NEXT: HIPSPARSE_STATUS_ARCH_MISMATCH: the device does not support the operation
// CHECK-NEXT: HIPSPARSE_STATUS_MAPPING_ERROR: access to GPU memory failed
// CHECK-NEXT: HIPSPARSE_STATUS_EXECUTION_FAILED: the GPU program failed to execute
// CHECK-NEXT: HIPSPARSE_STATUS_INTERNAL_ERROR: an internal operation failed
// CHECK-NEXT: HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: the matrix type is not supported
// CHECK-NEXT: HIPSPARSE_STATUS_ZERO_PIVOT: a zero pivot was found
// CHECK-NEXT: HIPSPARSE_STATUS_NOT_SUPPORTED: the operation is not supported
// CHECK-NEXT: HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: the resources are insufficient for the operation
// CHECK-NEXT: HIPSPARSE_STATUS_UNKNOWN
// CHECK-NEXT: no generator: 1
