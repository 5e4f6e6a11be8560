// Hermetic stand-in for the CUDA runtime headers: just enough declarations
// for Clang to parse the tests, so most tests need no CUDA toolkit.
#pragma once
#include "cuda_mock_common.h"
#include "driver_types.h"
#include "vector_types.h"

typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;

extern "C" {
cudaError_t cudaMalloc(void **ptr, size_t size);
cudaError_t cudaMallocManaged(void **ptr, size_t size, unsigned flags = 1);
cudaError_t cudaMallocHost(void **ptr, size_t size);
cudaError_t cudaFree(void *ptr);
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind kind, cudaStream_t s = 0);
cudaError_t cudaMemset(void *dst, int value, size_t n);
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t n, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t n, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t error);
cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device);
cudaError_t cudaStreamCreate(cudaStream_t *stream);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned flags);
cudaError_t cudaStreamDestroy(cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaMemAdvise(const void *ptr, size_t n, cudaMemoryAdvise advice, cudaMemLocation location);
cudaError_t cudaMemPrefetchAsync(const void *ptr, size_t n, cudaMemLocation location, unsigned flags, cudaStream_t s = 0);
cudaError_t cudaCreateTextureObject(cudaTextureObject_t *tex, const cudaResourceDesc *res, const cudaTextureDesc *desc, const void *view);
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t tex);
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, const void *func);
cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shm, cudaStream_t s);
cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned flags);
cudaError_t cudaHostGetDevicePointer(void **dptr, void *hptr, unsigned flags);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, cudaMemcpyKind kind);
cudaError_t cudaMemsetAsync(void *dst, int value, size_t n, cudaStream_t s = 0);
cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind, cudaStream_t s = 0);
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t n, size_t offset, cudaMemcpyKind kind, cudaStream_t s = 0);
cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
const char *cudaGetErrorName(cudaError_t error);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaSetDeviceFlags(unsigned flags);
cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr, int device);
cudaError_t cudaDeviceSetLimit(cudaLimit limit, size_t value);
cudaError_t cudaDeviceGetLimit(size_t *value, cudaLimit limit);
cudaError_t cudaDeviceCanAccessPeer(int *can, int device, int peer);
cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned flags);
cudaError_t cudaDriverGetVersion(int *version);
cudaError_t cudaRuntimeGetVersion(int *version);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *stream, unsigned flags, int priority);
cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned flags = 0);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned flags);
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream = 0, unsigned flags = 0);
struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f);
cudaError_t cudaGetTextureObjectResourceDesc(cudaResourceDesc *desc, cudaTextureObject_t tex);
cudaError_t cudaFuncSetCacheConfig(const void *func, cudaFuncCache config);
cudaError_t cudaFuncSetAttribute(const void *func, cudaFuncAttribute attr, int value);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, const void *func, int blockSize, size_t dynamicSmem);
cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shm, cudaStream_t s);
cudaError_t cudaGetDriverEntryPoint(const char *symbol, void **func, unsigned long long flags, int *status = 0);
cudaError_t cudaFuncGetName(const char **name, const void *func);
cudaError_t cudaGraphDebugDotPrint(struct CUgraph_st *graph, const char *path, unsigned flags);
cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t numDeps, const void *symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind);
cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t numDeps, void *dst, const void *symbol, size_t n, size_t offset, cudaMemcpyKind kind);
cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void *symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind);
cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const void *symbol, size_t n, size_t offset, cudaMemcpyKind kind);
cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t exec, cudaGraphNode_t node, const void *symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind);
cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t exec, cudaGraphNode_t node, void *dst, const void *symbol, size_t n, size_t offset, cudaMemcpyKind kind);
}

// The C++ conveniences of CUDA's cuda_runtime.h: typed pointers and symbols.
template <class T> cudaError_t cudaMalloc(T **ptr, size_t size) { return cudaMalloc((void **)ptr, size); }
template <class T> cudaError_t cudaMallocManaged(T **ptr, size_t size, unsigned flags = 1) { return cudaMallocManaged((void **)ptr, size, flags); }
template <class T> cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned flags = 0) { return cudaMallocHost((void **)ptr, size); }
template <class T> cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned flags) { return cudaHostAlloc((void **)ptr, size, flags); }
static inline cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned flags) { return cudaEventCreateWithFlags(event, flags); }
template <class T> cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t n, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyHostToDevice) { return cudaMemcpyToSymbol((const void *)&symbol, src, n, offset, kind); }
template <class T> cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t n, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyDeviceToHost) { return cudaMemcpyFromSymbol(dst, (const void *)&symbol, n, offset, kind); }
template <class T> cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t n, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t s = 0) { return cudaMemcpyToSymbolAsync((const void *)&symbol, src, n, offset, kind, s); }
template <class T> cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t n, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t s = 0) { return cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, n, offset, kind, s); }
template <class T> cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol) { return cudaGetSymbolAddress(devPtr, (const void *)&symbol); }
template <class T> cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, T *func) { return cudaFuncGetAttributes(attr, (const void *)func); }
template <class T> cudaError_t cudaLaunchKernel(T *func, dim3 grid, dim3 block, void **args, size_t shm = 0, cudaStream_t s = 0) { return cudaLaunchKernel((const void *)func, grid, block, args, shm, s); }
template <class T> struct cudaChannelFormatDesc cudaCreateChannelDesc(void) { return cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat); }
template <class T> cudaError_t cudaFuncSetCacheConfig(T *func, cudaFuncCache config) { return cudaFuncSetCacheConfig((const void *)func, config); }
template <class T> cudaError_t cudaFuncSetAttribute(T *func, cudaFuncAttribute attr, int value) { return cudaFuncSetAttribute((const void *)func, attr, value); }
template <class T> cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, T func, int blockSize, size_t dynamicSmem) { return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocks, (const void *)func, blockSize, dynamicSmem); }
template <class T> cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGrid, int *block, T func, size_t dynamicSmem = 0, int limit = 0) { return cudaSuccess; }
template <class T> cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 grid, dim3 block, void **args, size_t shm = 0, cudaStream_t s = 0) { return cudaLaunchCooperativeKernel((const void *)func, grid, block, args, shm, s); }
template <class T> cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t numDeps, const T &symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind) { return cudaGraphAddMemcpyNodeToSymbol(node, graph, deps, numDeps, (const void *)&symbol, src, n, offset, kind); }
template <class T> cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t *node, cudaGraph_t graph, const cudaGraphNode_t *deps, size_t numDeps, void *dst, const T &symbol, size_t n, size_t offset, cudaMemcpyKind kind) { return cudaGraphAddMemcpyNodeFromSymbol(node, graph, deps, numDeps, dst, (const void *)&symbol, n, offset, kind); }
template <class T> cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const T &symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind) { return cudaGraphMemcpyNodeSetParamsToSymbol(node, (const void *)&symbol, src, n, offset, kind); }
template <class T> cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void *dst, const T &symbol, size_t n, size_t offset, cudaMemcpyKind kind) { return cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, (const void *)&symbol, n, offset, kind); }
template <class T> cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t exec, cudaGraphNode_t node, const T &symbol, const void *src, size_t n, size_t offset, cudaMemcpyKind kind) { return cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, node, (const void *)&symbol, src, n, offset, kind); }
template <class T> cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t exec, cudaGraphNode_t node, void *dst, const T &symbol, size_t n, size_t offset, cudaMemcpyKind kind) { return cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, node, dst, (const void *)&symbol, n, offset, kind); }
