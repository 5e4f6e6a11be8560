// Clang's errors.
#include <cuda_runtime.h>
void broken() { int x = undeclared_thing; cudaDeviceSynchronize(); }
