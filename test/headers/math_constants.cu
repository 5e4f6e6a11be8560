// math_constants.h: HIP has the same constants from 5.4 (HIP_PI_F in
// hip/hip_math_constants.h); for an older target each constant is written as
// its value, and the header becomes the HIP runtime's. No finding: the value
// is the constant.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --check-prefix=OLD --match-full-lines
// RUN: %cu2hip %t.cu -o - --hip-version 6.2 2>%t.new.err | FileCheck %s --check-prefix=NEW --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.new.err --allow-empty

// OLD: #include <hip/hip_runtime.h>
// OLD-NOT: math_constants
// NEW: #include <hip/hip_runtime.h>
// NEW-NEXT: #include <hip/hip_math_constants.h>
#include <math_constants.h>
#ifdef __MATH_CONSTANTS_H__
// OLD: #ifdef HIP_INCLUDE_HIP_HIP_RUNTIME_H
// NEW: #ifdef HIP_MATH_CONSTANTS_H
#endif
__device__ float wrap(float a) {
  if (a > CUDART_PI_F)
    return a - 2.0f * CUDART_PI_F;
  return a < CUDART_INF_F ? a : CUDART_NAN_F;
}
// OLD: if (a > 3.141592654F)
// OLD: return a - 2.0f * 3.141592654F;
// OLD: return a < __int_as_float(0x7f800000U) ? a : __int_as_float(0x7fffffffU);
// NEW: if (a > HIP_PI_F)
// NEW: return a < HIP_INF_F ? a : HIP_NAN_F;
__device__ double tail(double x) { return x * CUDART_SQRT_2PI_LO + CUDART_INF; }
// OLD: __device__ double tail(double x) { return x * (-1.8328579980459167e-16) + __longlong_as_double(0x7ff0000000000000ULL); }
// NEW: __device__ double tail(double x) { return x * HIP_SQRT_2PI_LO + HIP_INF; }
__device__ unsigned quadrant(unsigned q) { return q & CUDART_REMQUO_MASK_F; }
// OLD: __device__ unsigned quadrant(unsigned q) { return q & (~((~0U)<<3U)); }

// DIAG-NOT: warning:
