// Names that look like CUDA's but are the user's: a shim for an API CUDA 13
// removed, struct fields, a helper in the user's namespace, a user function
// with a CUDA-style name. None is renamed or reported. String literals and
// comments are left alone too.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

// The shim's body is CUDA code and is translated; its name is the user's.
cudaError_t cudaThreadSynchronize() { return cudaDeviceSynchronize(); }
// CHECK: hipError_t cudaThreadSynchronize() { return hipDeviceSynchronize(); }

struct Allocator {
  int cudaMalloc;
  int (*cudaFree)(void *);
};
// CHECK: int cudaMalloc;
// CHECK: int (*cudaFree)(void *);

namespace mylib {
int cudaMemset(int x) { return x; }
}
// CHECK: int cudaMemset(int x) { return x; }

static int cudaCheckAll(int n) { return n; }
// CHECK: static int cudaCheckAll(int n) { return n; }

int main() {
  cudaThreadSynchronize();
  // CHECK: cudaThreadSynchronize();
  Allocator a{};
  a.cudaMalloc = 1;
  // CHECK: a.cudaMalloc = 1;
  Allocator *p = &a;
  p->cudaMalloc += mylib::cudaMemset(2);
  // CHECK: p->cudaMalloc += mylib::cudaMemset(2);
  const char *msg = "cudaMalloc failed: cudaErrorMemoryAllocation";
  // CHECK: const char *msg = "cudaMalloc failed: cudaErrorMemoryAllocation";
  /* cudaFree(d) is called by the owner */ int x = cudaCheckAll(0);
  // CHECK: /* cudaFree(d) is called by the owner */ int x = cudaCheckAll(0);
  return x; // cudaDeviceReset() not needed
  // CHECK: return x; // cudaDeviceReset() not needed
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated (3 replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
