// Old code that CUDA 13 no longer compiles (memory advice with an int device,
// texture references) and a project header that is not there: Clang's errors
// are warnings, every CUDA name is still translated, and the run succeeds.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --match-full-lines

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
#include "nothere.h"
// CHECK: #include "nothere.h"
// DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: clang: 'nothere.h' file not found [cu2hip-parse-error]

texture<float, 1, cudaReadModeElementType> texRef;
// CHECK: texture<float, 1, hipReadModeElementType> texRef;

__global__ void gather(float *out, int n) {
  out[threadIdx.x] = tex1Dfetch(texRef, n);
  // CHECK: out[threadIdx.x] = tex1Dfetch(texRef, n);
}

void host(float *p, size_t bytes, int device) {
  cudaMemAdvise(p, bytes, cudaMemAdviseSetReadMostly, device);
  // CHECK: hipMemAdvise(p, bytes, hipMemAdviseSetReadMostly, device);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaMemAdvise' translated to 'hipMemAdvise': {{.*}} [cu2hip-api-semantics]
  cudaBindTexture(0, texRef, p, bytes);
  // CHECK: hipBindTexture(0, texRef, p, bytes);
  gather<<<1, 32>>>(p, 0);
  // CHECK: gather<<<1, 32>>>(p, 0);
  cudaUnbindTexture(texRef);
  // CHECK: hipUnbindTexture(texRef);
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
