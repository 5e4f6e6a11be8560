// Mock of the CUDA fp8 header: the names the tests use.
#ifndef __CUDA_FP8_H__
#define __CUDA_FP8_H__
#include "cuda_fp16.h"
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                             const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                                       const __nv_fp8_interpretation_t fp8_interpretation);
__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_e8m0(const float x, const __nv_saturation_t saturate,
                                                              const int rounding);
struct __nv_fp8_e4m3 {
  __nv_fp8_storage_t __x;
  __host__ __device__ __nv_fp8_e4m3() {}
  __host__ __device__ explicit __nv_fp8_e4m3(float f) : __x(0) {}
  __host__ __device__ explicit operator float() const { return 0.0f; }
};
struct __nv_fp8_e5m2 {
  __nv_fp8_storage_t __x;
  __host__ __device__ __nv_fp8_e5m2() {}
  __host__ __device__ explicit __nv_fp8_e5m2(float f) : __x(0) {}
  __host__ __device__ explicit operator float() const { return 0.0f; }
};
struct __nv_fp8_e8m0 { __nv_fp8_storage_t __x; };
#endif
