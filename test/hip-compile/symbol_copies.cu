// Symbol copies as the real CUDA SDK resolves them: the translation passes
// what HIP 5.2's functions need, and hipcc accepts it as is.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty
// RUN: %hipcc --offload-arch=gfx90a -fsyntax-only %t.hip
#include <cuda_runtime.h>

__constant__ float coeffs[16];
__device__ int counter;

// CUDA's templates default the offset and the kind; HIP's async copies
// have no defaults for them.
void async_copies(const float *host, int *back) {
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(coeffs));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(coeffs), 0, hipMemcpyHostToDevice);
  cudaMemcpyToSymbolAsync(coeffs, host, sizeof(float), sizeof(float));
  // CHECK: hipMemcpyToSymbolAsync(HIP_SYMBOL(coeffs), host, sizeof(float), sizeof(float), hipMemcpyHostToDevice);
  cudaMemcpyFromSymbolAsync(back, counter, sizeof(int));
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost);
  cudaMemcpyFromSymbolAsync(back, counter, sizeof(int), 0);
  // CHECK: hipMemcpyFromSymbolAsync(back, HIP_SYMBOL(counter), sizeof(int), 0, hipMemcpyDeviceToHost);
}

// The graph memcpy nodes of a symbol: CUDA's templates take the symbol by
// reference, HIP's functions its address.
__device__ float *buffer;
void graph_nodes(cudaGraph_t g, cudaGraphNode_t *n, cudaGraphExec_t e,
                 float *host, const void *address) {
  cudaGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, counter, host, sizeof(int), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, (const void *)&(counter), host, sizeof(int), 0, hipMemcpyHostToDevice);
  cudaGraphAddMemcpyNodeFromSymbol(n, g, nullptr, 0, host, coeffs, sizeof(coeffs), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipGraphAddMemcpyNodeFromSymbol(n, g, nullptr, 0, host, (const void *)&(coeffs), sizeof(coeffs), 0, hipMemcpyDeviceToHost);
  cudaGraphMemcpyNodeSetParamsToSymbol(*n, coeffs[4], host, sizeof(float), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphMemcpyNodeSetParamsToSymbol(*n, (const void *)&(coeffs[4]), host, sizeof(float), 0, hipMemcpyHostToDevice);
  cudaGraphMemcpyNodeSetParamsFromSymbol(*n, host, buffer, sizeof(float *), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipGraphMemcpyNodeSetParamsFromSymbol(*n, host, (const void *)&(buffer), sizeof(float *), 0, hipMemcpyDeviceToHost);
  cudaGraphExecMemcpyNodeSetParamsToSymbol(e, *n, counter, host, sizeof(int), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphExecMemcpyNodeSetParamsToSymbol(e, *n, (const void *)&(counter), host, sizeof(int), 0, hipMemcpyHostToDevice);
  cudaGraphExecMemcpyNodeSetParamsFromSymbol(e, *n, host, coeffs, sizeof(float), 0, cudaMemcpyDeviceToHost);
  // CHECK: hipGraphExecMemcpyNodeSetParamsFromSymbol(e, *n, host, (const void *)&(coeffs), sizeof(float), 0, hipMemcpyDeviceToHost);
  cudaGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, address, host, sizeof(int), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, address, host, sizeof(int), 0, hipMemcpyHostToDevice);
}
// DIAG-NOT: warning:
