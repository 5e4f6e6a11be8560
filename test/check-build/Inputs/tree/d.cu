#include <cuda_runtime.h>
void crashes() { cudaDeviceSynchronize(); } // HIPCC_CRASH
