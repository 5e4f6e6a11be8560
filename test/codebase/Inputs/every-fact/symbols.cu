// A symbol CUDA's template takes by reference.
#include <cuda_runtime.h>
__device__ int counter;
void upload(cudaGraph_t g, cudaGraphNode_t *n, const int *host) {
  cudaGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, counter, host, sizeof(int), 0, cudaMemcpyHostToDevice);
}
