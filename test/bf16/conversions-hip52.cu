// CUDA's __nv_bfloat16 converts implicitly from float, double and every
// integer type, and to them; HIP 5.2's hip_bfloat16 converts from float
// only, and explicitly. Below HIP 6.0 the type becomes the shim's
// cu2hip_bfloat16, a hip_bfloat16 that converts as CUDA's does, so code that
// relies on the conversions is written unchanged and builds
// (conversions-hipcc.cu builds and runs it). The shim is exact: nothing is
// reported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-
// Translating the translation again changes nothing.
// RUN: %cu2hip-sdk %t.hip -o - --hip-version 5.2 2>/dev/null | diff %t.hip -
// From HIP 6.0 the type is HIP's __hip_bfloat16, and no shim is written.
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.0 2>/dev/null | FileCheck %s --check-prefix=NEW

#include <cuda_bf16.h>
// CHECK: #include <hip/hip_bfloat16.h>
// CHECK: // cu2hip: code for HIP 5.2, which lacks the names below (see docs/api/shims.md)
// CHECK-NEXT: #ifndef CU2HIP_SHIM_BFLOAT16_CONVERSIONS
// CHECK: struct cu2hip_bfloat16 : hip_bfloat16 {
// CHECK: CU2HIP_BF16_HD cu2hip_bfloat16(float value) { data = cu2hip_bf16_bits(value); }
// CHECK: CU2HIP_BF16_HD cu2hip_bfloat16(long long value) {
// CHECK: CU2HIP_BF16_HD static inline bool operator<(const cu2hip_bfloat16 &a, const cu2hip_bfloat16 &b) { return (float)a < (float)b; }
// NEW-NOT: CU2HIP_SHIM_BFLOAT16_CONVERSIONS
// NEW: __hip_bfloat16 x = 1.0f;

__device__ __nv_bfloat16 twice(__nv_bfloat16 v) { return v + v; }
// CHECK: __device__ cu2hip_bfloat16 twice(cu2hip_bfloat16 v) { return v + v; }
__global__ void k(__nv_bfloat16 *p, const float *f, int n, long long big) {
  __nv_bfloat16 x = 1.0f;
  // CHECK:  cu2hip_bfloat16 x = 1.0f;
  x = 0;
  // CHECK:  x = 0;
  __nv_bfloat16 y = n, z = big;
  // CHECK:  cu2hip_bfloat16 y = n, z = big;
  __nv_bfloat16 arr[4] = {0};
  // CHECK:  cu2hip_bfloat16 arr[4] = {0};
  p[0] = x + y < twice(f[0]) ? arr[1] : twice(2.5);
  // CHECK:  p[0] = x + y < twice(f[0]) ? arr[1] : twice(2.5);
  float g = x;
  int i = z;
  p[1] = static_cast<float>(y) + g + i;
}
float host(nv_bfloat16 a, nv_bfloat16 b) {
  // CHECK: float host(cu2hip_bfloat16 a, cu2hip_bfloat16 b) {
  nv_bfloat16 c = 3;
  // CHECK:  cu2hip_bfloat16 c = 3;
  c += a * b;
  return c > a ? static_cast<float>(c) : (float)b;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
