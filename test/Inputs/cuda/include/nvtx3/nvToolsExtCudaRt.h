#pragma once
// Test stand-in for NVTX 3's CUDA runtime naming extension: the names the
// nvtx tests use, with the real header's signatures.
#include "nvToolsExt.h"
#include "../cuda_runtime.h"
extern "C" {
void nvtxNameCudaStreamA(cudaStream_t stream, const char *name);
void nvtxNameCudaDeviceA(int device, const char *name);
}
