// Kernels launched from device code (dynamic parallelism): Clang rejects them
// without -fgpu-rdc, and that error is reported as dynamic-parallelism; the
// device-side runtime calls that go with them are found in the AST.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// CHECK: child<<<(n + 127) / 128, 128>>>(data, n);
#include <cuda_runtime.h>

__global__ void child(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1;
}

__global__ void parent(int *data, int n) {
  if (threadIdx.x == 0) {
    child<<<(n + 127) / 128, 128>>>(data, n);
// DIAG: {{.*}}.cu:[[@LINE-1]]:5: warning: kernel 'child' launched from device code (dynamic parallelism), which HIP does not support: launch it from the host after the parent kernel, or do its work in the parent kernel [cu2hip-dynamic-parallelism]
    cudaDeviceSynchronize();
// DIAG: {{.*}}.cu:[[@LINE-1]]:5: warning: 'cudaDeviceSynchronize' called from device function 'parent' waits for the kernels this thread launched (dynamic parallelism), which HIP does not support: move the launches and this call to the host [cu2hip-dynamic-parallelism]
  }
}

__device__ void helper(int *data) {
  child<<<1, 32>>>(data, 32);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: kernel 'child' launched from device code (dynamic parallelism), which HIP does not support: launch it from the host after the parent kernel, or do its work in the parent kernel [cu2hip-dynamic-parallelism]
  cudaError_t err = cudaGetLastError();
// DIAG: {{.*}}.cu:[[@LINE-1]]:21: warning: 'cudaGetLastError' called from device function 'helper' reads the error of a device-side launch (dynamic parallelism), which HIP does not support: move the launches and this call to the host [cu2hip-dynamic-parallelism]
  (void)err;
}

// Host code: an ordinary launch and synchronisation are not reported.
void launch(int *data, int n) {
  parent<<<1, 1>>>(data, n);
  cudaDeviceSynchronize();
}
// DIAG-NOT: {{warning|error}}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors
