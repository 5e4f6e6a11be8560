#pragma once
#include "cuda_mock_common.h"
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef unsigned long long CUdeviceptr;
typedef struct CUevent_st *CUevent;
typedef enum cudaError_enum { CUDA_SUCCESS = 0, CUDA_ERROR_INVALID_VALUE = 1, CUDA_ERROR_OUT_OF_MEMORY = 2, CUDA_ERROR_NOT_INITIALIZED = 3, CUDA_ERROR_INVALID_HANDLE = 400, CUDA_ERROR_NOT_FOUND = 500, CUDA_ERROR_LAUNCH_FAILED = 719 } CUresult;
typedef enum CUdevice_attribute_enum { CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16 } CUdevice_attribute;
typedef enum CUfunction_attribute_enum { CU_FUNC_ATTRIBUTE_NUM_REGS = 4 } CUfunction_attribute;
typedef enum CUstream_flags_enum { CU_STREAM_DEFAULT = 0, CU_STREAM_NON_BLOCKING = 1 } CUstream_flags;
typedef enum CUevent_flags_enum { CU_EVENT_DEFAULT = 0, CU_EVENT_BLOCKING_SYNC = 1 } CUevent_flags;
typedef enum CUctx_flags_enum { CU_CTX_SCHED_AUTO = 0 } CUctx_flags;
#define CU_LAUNCH_PARAM_END ((void *)0x00)
#define CU_LAUNCH_PARAM_BUFFER_POINTER ((void *)0x01)
#define CU_LAUNCH_PARAM_BUFFER_SIZE ((void *)0x02)
#define CUDA_VERSION 13000
typedef size_t (*CUoccupancyB2DSize)(int blockSize);
extern "C" {
CUresult cuInit(unsigned flags);
CUresult cuDeviceGet(CUdevice *dev, int ordinal);
CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, CUdevice dev);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoad(CUmodule *mod, const char *path);
CUresult cuModuleLoadData(CUmodule *mod, const void *image);
CUresult cuModuleGetFunction(CUfunction *fn, CUmodule mod, const char *name);
CUresult cuModuleUnload(CUmodule mod);
CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n);
CUresult cuMemFree_v2(CUdeviceptr p);
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n);
CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned shm, CUstream s, void **params, void **extra);
CUresult cuGetErrorString(CUresult error, const char **str);
CUresult cuGetErrorName(CUresult error, const char **str);
CUresult cuDriverGetVersion(int *version);
CUresult cuDeviceGetCount(int *count);
CUresult cuDeviceGetName(char *name, int len, CUdevice dev);
CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute attr, CUdevice dev);
CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev);
CUresult cuDevicePrimaryCtxRelease_v2(CUdevice dev);
CUresult cuCtxGetCurrent(CUcontext *ctx);
CUresult cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule mod, const char *name);
CUresult cuFuncGetAttribute(int *value, CUfunction_attribute attr, CUfunction fn);
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t n);
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t n, CUstream s);
CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t n, CUstream s);
CUresult cuMemsetD32_v2(CUdeviceptr dst, unsigned value, size_t n);
CUresult cuMemAllocHost_v2(void **p, size_t n);
CUresult cuMemFreeHost(void *p);
CUresult cuMemGetInfo_v2(size_t *free, size_t *total);
CUresult cuStreamCreate(CUstream *s, unsigned flags);
CUresult cuStreamDestroy_v2(CUstream s);
CUresult cuStreamSynchronize(CUstream s);
CUresult cuEventCreate(CUevent *e, unsigned flags);
CUresult cuEventRecord(CUevent e, CUstream s);
CUresult cuEventSynchronize(CUevent e);
CUresult cuEventElapsedTime_v2(float *ms, CUevent start, CUevent end);
CUresult cuEventDestroy_v2(CUevent e);
CUresult cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit);
CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func, CUoccupancyB2DSize blockSizeToDynamicSMemSize, size_t dynamicSMemSize, int blockSizeLimit, unsigned flags);
}
#define cuMemAlloc cuMemAlloc_v2
#define cuMemFree cuMemFree_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#define cuMemcpyHtoDAsync cuMemcpyHtoDAsync_v2
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2
#define cuMemsetD32 cuMemsetD32_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemGetInfo cuMemGetInfo_v2
#define cuDeviceTotalMem cuDeviceTotalMem_v2
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuModuleGetGlobal cuModuleGetGlobal_v2
#define cuStreamDestroy cuStreamDestroy_v2
#define cuEventElapsedTime cuEventElapsedTime_v2
#define cuEventDestroy cuEventDestroy_v2
