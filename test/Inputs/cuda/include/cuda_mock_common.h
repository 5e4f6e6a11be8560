#pragma once
#include <stddef.h>
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ inline __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __CUDACC__ 1
#define CUDART_VERSION 13000

struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
struct uint3 { unsigned x, y, z; };
// threadIdx and friends as Clang declares them for the real SDK: `.x` is a
// property, so the built-ins parse (and are classified) exactly as there.
#include <__clang_cuda_builtin_vars.h>

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
extern "C" int __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shm = 0, cudaStream_t s = 0);
extern "C" int cudaConfigureCall(dim3 grid, dim3 block, size_t shm = 0, cudaStream_t s = 0);

__device__ void __syncthreads(void);
__device__ void __threadfence(void);
__device__ unsigned __shfl_sync(unsigned mask, unsigned v, int lane, int width = 32);
__device__ unsigned __shfl_down_sync(unsigned mask, unsigned v, unsigned delta, int width = 32);
__device__ unsigned __shfl_xor_sync(unsigned mask, unsigned v, int lane, int width = 32);
__device__ unsigned __ballot_sync(unsigned mask, int pred);
__device__ int __all_sync(unsigned mask, int pred);
__device__ int __any_sync(unsigned mask, int pred);
__device__ unsigned __activemask(void);
__device__ void __syncwarp(unsigned mask = 0xffffffff);
__device__ int atomicAdd(int *p, int v);
__device__ float atomicAdd(float *p, float v);
__device__ int atomicCAS(int *p, int cmp, int v);
__device__ int atomicMax(int *p, int v);
__device__ float __ldg(const float *p);
__device__ float __expf(float x);
__device__ float __sinf(float x);
__device__ float rsqrtf(float x);
__device__ int any(int pred);
__device__ int all(int pred);

// Generic names CUDA overloads (math_functions.hpp): the AST decides whether
// a call is CUDA's min or the user's.
__host__ __device__ int min(int a, int b);
__host__ __device__ unsigned min(unsigned a, unsigned b);
__host__ __device__ int max(int a, int b);
__host__ __device__ unsigned max(unsigned a, unsigned b);
__host__ __device__ unsigned umin(unsigned a, unsigned b);
__host__ __device__ unsigned umax(unsigned a, unsigned b);
__host__ __device__ long long llmax(long long a, long long b);
__host__ __device__ unsigned long long ullmin(unsigned long long a, unsigned long long b);
__host__ __device__ long long llmin(long long a, long long b);
__host__ __device__ unsigned long long ullmax(unsigned long long a, unsigned long long b);

// Math and fast-math intrinsics (device_functions.h, math_functions.h).
__device__ float __cosf(float x);
__device__ float __logf(float x);
__device__ float __powf(float x, float y);
__device__ float __tanhf(float x);
__device__ float __fdividef(float x, float y);
__device__ float __saturatef(float x);
__device__ float __fadd_rn(float a, float b);
__device__ float __fadd_rd(float a, float b);
__device__ float __fmul_rz(float a, float b);
__device__ float __fmaf_ieee_rn(float a, float b, float c);
__device__ double __dadd_ru(double a, double b);
__device__ float __double2float_rd(double x);
__device__ float __int2float_rz(int x);
__device__ int __float_as_int(float x);
__device__ float __int_as_float(int x);
__device__ int __isnanf(float x);
__device__ int __finitef(float x);
__device__ int __signbitf(float x);
__device__ int __popc(unsigned x);
__device__ int __clz(int x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long x);
__device__ unsigned __brev(unsigned x);
__device__ unsigned __fns(unsigned mask, unsigned base, int offset);
__device__ int __mul24(int a, int b);
__device__ unsigned __vadd2(unsigned a, unsigned b);
__device__ int __dp4a(int a, int b, int c);
__device__ void __nanosleep(unsigned ns);
__device__ void __trap(void);
__device__ void __brkpt(void);
__host__ __device__ float sinf(float x);
__host__ __device__ float sqrtf(float x);
__host__ __device__ float expf(float x);
__host__ __device__ float fabsf(float x);

// Atomics (sm_20/sm_32/sm_60_atomic_functions.h).
__device__ unsigned atomicAdd(unsigned *p, unsigned v);
__device__ double atomicAdd(double *p, double v);
__device__ int atomicSub(int *p, int v);
__device__ int atomicExch(int *p, int v);
__device__ int atomicMin(int *p, int v);
__device__ int atomicOr(int *p, int v);
__device__ unsigned atomicInc(unsigned *p, unsigned v);
__device__ int atomicAdd_block(int *p, int v);
__device__ int atomicAdd_system(int *p, int v);
__device__ int atomicCAS_block(int *p, int cmp, int v);
__device__ int atomicCAS_system(int *p, int cmp, int v);
__device__ int atomicMax_block(int *p, int v);
__device__ int atomicExch_system(int *p, int v);
__device__ unsigned atomicInc_system(unsigned *p, unsigned v);
__device__ unsigned atomicDec_block(unsigned *p, unsigned v);

// Barriers and fences.
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
__device__ int __syncthreads_count(int pred);
__device__ int __syncthreads_and(int pred);
__device__ int __syncthreads_or(int pred);
__device__ void __barrier_sync(unsigned id);

// Read-only and cache-hinted loads and stores (sm_32_intrinsics.h).
__device__ int __ldg(const int *p);
__device__ float __ldcg(const float *p);
__device__ float __ldcs(const float *p);
__device__ float __ldca(const float *p);
__device__ float __ldlu(const float *p);
__device__ float __ldcv(const float *p);
__device__ void __stcg(float *p, float v);

// Warp-level primitives beyond the basic shuffles (sm_30/sm_70/sm_80).
__device__ int __shfl_sync(unsigned mask, int v, int lane, int width = 32);
__device__ float __shfl_sync(unsigned mask, float v, int lane, int width = 32);
__device__ int __shfl_down_sync(unsigned mask, int v, unsigned delta, int width = 32);
__device__ float __shfl_down_sync(unsigned mask, float v, unsigned delta, int width = 32);
__device__ int __shfl_up_sync(unsigned mask, int v, unsigned delta, int width = 32);
__device__ float __shfl_xor_sync(unsigned mask, float v, int lane, int width = 32);
__device__ unsigned __match_any_sync(unsigned mask, int v);
__device__ unsigned __match_any_sync(unsigned mask, float v);
__device__ unsigned __match_any_sync(unsigned mask, unsigned long long v);
__device__ unsigned __match_all_sync(unsigned mask, int v, int *pred);
__device__ unsigned __match_all_sync(unsigned mask, double v, int *pred);
__device__ unsigned __reduce_add_sync(unsigned mask, unsigned v);
__device__ int __reduce_add_sync(unsigned mask, int v);
__device__ int __reduce_min_sync(unsigned mask, int v);
__device__ unsigned __reduce_max_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_and_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_or_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_xor_sync(unsigned mask, unsigned v);
__device__ int __uni_sync(unsigned mask, int pred);
