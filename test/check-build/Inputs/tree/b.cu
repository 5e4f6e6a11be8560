#include <cuda_runtime.h>
#include "util.cuh"
void other() { cudaDeviceSynchronize(); }
