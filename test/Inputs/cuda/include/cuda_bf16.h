#pragma once
#include "cuda_mock_common.h"
#include "vector_types.h"
struct __nv_bfloat16_raw { unsigned short x; };
struct __nv_bfloat162_raw { unsigned short x, y; };
struct __nv_bfloat16 { unsigned short x; };
struct __nv_bfloat162 { __nv_bfloat16 x, y; };
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
__host__ __device__ __nv_bfloat16 __ushort_as_bfloat16(unsigned short u);
__host__ __device__ __nv_bfloat16 __float2bfloat16(float f);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rn(float f);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rz(float f);
__host__ __device__ __nv_bfloat16 __double2bfloat16(double d);
__host__ __device__ float __bfloat162float(__nv_bfloat16 h);
__host__ __device__ __nv_bfloat162 __floats2bfloat162_rn(float a, float b);
__host__ __device__ __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b);
__host__ __device__ __nv_bfloat162 make_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b);
__host__ __device__ __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a);
__host__ __device__ float2 __bfloat1622float2(__nv_bfloat162 a);
__device__ int __bfloat162int_rn(__nv_bfloat16 h);
__device__ __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b);
__device__ __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b);
__device__ __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c);
