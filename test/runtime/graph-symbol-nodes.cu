// The graph memcpy nodes of a symbol: CUDA's C++ templates take the symbol
// by reference and pass its address; HIP 5.2 has only the functions taking
// that address (const void *). Where the AST resolved a call to the
// template, the translation passes the address; a call that passed an
// address already stays as it is. A pointer passed to the template, whose
// own address CUDA passes, and a call the parse could not resolve are
// reported. A second run, from the cache, translates the same; so does a
// run of the translation (nothing changes).
// RUN: rm -rf %t && mkdir %t && %strip-checks %s %t/graph.cu
// RUN: %cu2hip %t/graph.cu -o - --hip-version 5.2 2>%t/err.txt >%t/pass1.cu
// RUN: FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}' --input-file=%t/pass1.cu
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t/err.txt
// RUN: %cu2hip %t/pass1.cu -o - --hip-version 5.2 2>/dev/null >%t/pass2.cu
// RUN: diff %t/pass1.cu %t/pass2.cu
// RUN: %cu2hip %t/graph.cu -o %t/cold.cu --cache-dir %t/cache --parse-stats 2>%t/cold.txt
// RUN: %cu2hip %t/graph.cu -o %t/warm.cu --cache-dir %t/cache --parse-stats 2>%t/warm.txt
// RUN: FileCheck %s --check-prefix=WARM --input-file=%t/warm.txt
// WARM: cu2hip: 0 translation units parsed, 1 from the cache
// RUN: diff %t/pass1.cu %t/cold.cu
// RUN: diff %t/pass1.cu %t/warm.cu
// Without a parse nothing is guessed: every call is reported.
// RUN: %cu2hip %t/graph.cu -o - --no-ast 2>&1 >/dev/null | FileCheck %s --check-prefix=NOAST
// NOAST-COUNT-9: {{.*}}: warning: '{{cudaGraph[A-Za-z]+Symbol}}': the parse did not resolve this call, {{.*}} [cu2hip-api-semantics]
// NOAST-NOT: the parse did not resolve

#include <cuda_runtime.h>

__device__ int counter;
__constant__ float coeffs[16];
__device__ float *buffer;

void nodes(cudaGraph_t g, cudaGraphNode_t *n, cudaGraphExec_t e, float *host,
           const void *address) {
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
  // The address, as a const void *: CUDA's own function takes it.
  cudaGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, address, host, sizeof(int), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, address, host, sizeof(int), 0, hipMemcpyHostToDevice);
  // A pointer goes to the template, which passes the pointer's address.
  cudaGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, &counter, host, sizeof(int), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphAddMemcpyNodeToSymbol(n, g, nullptr, 0, &counter, host, sizeof(int), 0, hipMemcpyHostToDevice);
  // DIAG: graph.cu:[[@LINE-2]]:3: warning: 'cudaGraphAddMemcpyNodeToSymbol' passes a pointer to CUDA's C++ template, which takes it by reference and passes the pointer's own address, no device symbol; HIP's function takes the pointer itself as the symbol's address: check that it is one [cu2hip-api-semantics]
}

// In a template the call depends on T: the parse resolves nothing.
template <class T>
void later(cudaGraphNode_t node, const T &symbol, const float *host) {
  cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, host, sizeof(T), 0, cudaMemcpyHostToDevice);
  // CHECK: hipGraphMemcpyNodeSetParamsToSymbol(node, symbol, host, sizeof(T), 0, hipMemcpyHostToDevice);
  // DIAG: graph.cu:[[@LINE-2]]:3: warning: 'cudaGraphMemcpyNodeSetParamsToSymbol': the parse did not resolve this call, so whether it passes the symbol itself (CUDA's C++ template) or its address is unknown; HIP 5.2 takes only the address (const void *): where the call passes the variable, pass &symbol [cu2hip-api-semantics]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
