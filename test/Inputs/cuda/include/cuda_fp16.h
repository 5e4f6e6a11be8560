#pragma once
#include "cuda_mock_common.h"
struct __half { unsigned short x; };
struct __half2 { __half x, y; };
__device__ __half __float2half(float f);
__device__ float __half2float(__half h);
__device__ __half __hadd(__half a, __half b);
__device__ __half2 __hadd2(__half2 a, __half2 b);
__device__ __half2 __hmul2(__half2 a, __half2 b);
__device__ __half __hfma(__half a, __half b, __half c);
