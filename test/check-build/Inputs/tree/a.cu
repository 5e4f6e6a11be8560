// Without a runtime include: the translation gets one on top, so every
// line of it is one below its CUDA line.
#include "util.cuh"
__global__ void scale(float *p) { p[threadIdx.x] *= 2.0f; }
void run(float *h) {
  float *d;
  cudaMalloc(&d, 4 * sizeof(float)); // NOT_HIP: no matching function
  cudaFree(d); // NOT_HIP_SYSTEM: a declaration the target lacks
}
