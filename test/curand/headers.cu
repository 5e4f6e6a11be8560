// cuRAND's device sub-headers all map to hipRAND's single kernel header; the
// duplicates that leaves are dropped, and the host header becomes hipRAND's
// host header. The result builds with hipcc for HIP 5.2.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|curand|CURAND|#include}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <curand_uniform.h>
#include "curand_normal.h"
#include <curand_philox4x32_x.h>
#include <curand_mtgp32_kernel.h>
#include <curand.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hiprand/hiprand_kernel.h>
// CHECK-NEXT: #include <hiprand/hiprand.h>

__global__ void k(curandStatePhilox4_32_10_t *s, float *o) {
  // CHECK: __global__ void k(hiprandStatePhilox4_32_10_t *s, float *o) {
  o[0] = curand_uniform(s) + curand_normal(s);
  // CHECK:  o[0] = hiprand_uniform(s) + hiprand_normal(s);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
