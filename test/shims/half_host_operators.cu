// Operators on __half and __half2 in code that runs on the host (host and
// host-device functions, namespace-scope initializers) bring in the shim
// that defines them for the host, which HIP before 6.4 lacks; device code
// alone does not, nor does a target from 6.4 on. The operators keep their
// spelling: HIP's own serve the device.
// RUN: rm -rf %t && split-file %s %t
// RUN: %cu2hip %t/host.cu -o %t/host.hip --hip-version 5.2 2>%t/host.err
// RUN: FileCheck %s --match-full-lines --input-file=%t/host.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t/host.err
// RUN: %cu2hip %t/host.cu -o - --hip-version 6.4 2>/dev/null | FileCheck %s --check-prefix=NEW
// RUN: %cu2hip %t/device.cu -o - --hip-version 5.2 2>/dev/null | FileCheck %s --check-prefix=NEW
// Translating the translation again changes nothing.
// RUN: %cu2hip %t/host.hip -o - --hip-version 5.2 2>/dev/null | diff %t/host.hip -

// CHECK: #ifndef CU2HIP_SHIM_HALF_HOST_OPERATORS
// CHECK: __host__ static inline __half operator+(const __half &a, const __half &b) { return cu2hip_half_host((float)a + (float)b); }
// CHECK: __host__ static inline bool operator==(const __half2 &a, const __half2 &b) {
// CHECK: __half one, two = one + one;
// CHECK: bool less(__half a, __half b) { return a < b; }
// CHECK: __host__ __device__ __half twice(__half a) { return a + a; }
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
// NEW-NOT: CU2HIP_SHIM_HALF_HOST_OPERATORS
// NEW: cu2hip_done

//--- host.cu
#include <cuda_fp16.h>
__half one, two = one + one;
bool less(__half a, __half b) { return a < b; }
__host__ __device__ __half twice(__half a) { return a + a; }
bool same(__half2 a, __half2 b) { return a == b; }
int cu2hip_done;

//--- device.cu
#include <cuda_fp16.h>
__device__ __half twice(__half a) { return a + a; }
__global__ void k(__half *p, __half2 *q) {
  p[0] += -p[1];
  ++p[2];
  p[3] = twice(p[0]) * p[1];
  *(bool *)p = p[0] < p[1] && q[0] == q[1];
  auto f = [](__half x) { return x + x; };
  p[4] = f(p[0]);
}
int cu2hip_done;
