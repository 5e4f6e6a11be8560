#pragma once
typedef __SIZE_TYPE__ size_t;
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
extern const uint3 threadIdx, blockIdx;
extern const dim3 blockDim, gridDim;
extern const int warpSize;

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
