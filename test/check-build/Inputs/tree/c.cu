#include <cuda_runtime.h>
void fine() { cudaDeviceSynchronize(); }
