// Names of the headers the coverage families count since the interop and
// device headers joined them: the header-only occupancy calculator, the
// device runtime (dynamic parallelism, programmatic dependent launch), the
// header of PFN_ typedefs (cudaTypedefs.h), the profiler of cudaProfiler.h and nvcc's
// kernel annotations. Token mode: the mock SDK lacks these headers.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cuda_occupancy.h>
#include <cudaProfiler.h>
#include <cudaTypedefs.h>
// CHECK: #include <cuda_occupancy.h>
// CHECK-NEXT: #include <hip/hip_runtime_api.h>
// CHECK-NEXT: #include <cudaTypedefs.h>
// DIAG: {{.*}}.cu:11:11: warning: 'cuda_occupancy.h' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:13:11: warning: 'cudaTypedefs.h' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]

__global__ void child(const __grid_constant__ int n) {}
// CHECK: __global__ void child(const __grid_constant__ int n) {}
// DIAG: {{.*}}.cu:[[@LINE-2]]:29: warning: '__grid_constant__' has no HIP equivalent: HIP has no __grid_constant__ annotation; {{.+}} [cu2hip-unsupported-api]

__global__ void parent(int n) {
  cudaGridDependencySynchronize();
  // CHECK: cudaGridDependencySynchronize();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGridDependencySynchronize' has no HIP equivalent: HIP has no programmatic dependent launch; {{.+}} [cu2hip-unsupported-api]
  child<<<1, 1, 0, cudaStreamTailLaunch>>>(n);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: 'cudaStreamTailLaunch' has no HIP equivalent: HIP has no dynamic parallelism: a kernel cannot launch kernels; launch the work from the host [cu2hip-unsupported-api]
}

int blocksPerSm(cudaOccDeviceProp *prop, cudaOccFuncAttributes *attr, cudaOccDeviceState *state) {
// DIAG: {{.*}}.cu:[[@LINE-1]]:17: warning: 'cudaOccDeviceProp' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:[[@LINE-2]]:42: warning: 'cudaOccFuncAttributes' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:[[@LINE-3]]:71: warning: 'cudaOccDeviceState' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  cudaOccResult result;
  // CHECK: cudaOccResult result;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaOccResult' has no HIP equivalent: HIP has no header-only occupancy calculator (cuda_occupancy.h); ask the runtime with hipOccupancyMaxActiveBlocksPerMultiprocessor or hipOccupancyMaxPotentialBlockSize [cu2hip-unsupported-api]
  cudaOccMaxActiveBlocksPerMultiprocessor(&result, prop, attr, state, 256, 0);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaOccMaxActiveBlocksPerMultiprocessor' has no HIP equivalent: HIP has no header-only occupancy calculator {{.+}} [cu2hip-unsupported-api]
  return result.activeBlocksPerMultiprocessor;
}

void profile() {
  cuProfilerStart();
  // CHECK: hipProfilerStart();
  cuProfilerStop();
  // CHECK: hipProfilerStop();
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 10 warnings, 0 errors
