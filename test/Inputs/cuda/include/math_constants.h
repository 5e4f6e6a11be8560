// Mock of the CUDA math constants header: the constants the tests use.
#ifndef __MATH_CONSTANTS_H__
#define __MATH_CONSTANTS_H__
#define CUDART_INF_F __int_as_float(0x7f800000U)
#define CUDART_NAN_F __int_as_float(0x7fffffffU)
#define CUDART_PI_F 3.141592654F
#define CUDART_REMQUO_BITS_F 3U
#define CUDART_REMQUO_MASK_F (~((~0U) << CUDART_REMQUO_BITS_F))
#define CUDART_INF __longlong_as_double(0x7ff0000000000000ULL)
#define CUDART_SQRT_2PI_LO (-1.8328579980459167e-16)
#endif
