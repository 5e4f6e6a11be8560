// Against the real CUDA 13 headers, code CUDA 13 rejects: texture references
// are gone (Clang's error becomes a warning), memory advice with an int device
// no longer matches the declaration (the table's note explains it instead).
// Everything is translated and the run succeeds.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{CUDA[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --match-full-lines

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

texture<float, 1, cudaReadModeElementType> texRef;
// CHECK: texture<float, 1, hipReadModeElementType> texRef;
// DIAG: {{.*}}.cu:[[@LINE-2]]:1: warning: texture reference 'texRef' (texture<float, 1, cudaReadModeElementType>): CUDA 12 removed texture references; {{.*}} [cu2hip-texture-reference]

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
}
// DIAG: cu2hip: 1 translated (6 replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
