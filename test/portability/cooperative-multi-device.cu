// Multi-device cooperative launches: rows with diag cooperative-multi-device.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// CHECK: void launchAll(hipLaunchParams *params, int devices) {
// CHECK: hipLaunchCooperativeKernel((void *)step, dim3(1), dim3(32), args, 0, 0);
#include <cuda_runtime.h>

__global__ void step(float *x) { x[threadIdx.x] += 1.0f; }

void launchAll(cudaLaunchParams *params, int devices) {
// DIAG: {{.*}}.cu:[[@LINE-1]]:16: warning: 'cudaLaunchParams' translated to 'hipLaunchParams': the parameters of cudaLaunchCooperativeKernelMultiDevice, which CUDA 13 removed; hipLaunchParams has the same fields (func, gridDim, blockDim, args, sharedMem, stream): it goes away when the kernel is launched on each device separately [cu2hip-cooperative-multi-device]
  cudaLaunchCooperativeKernelMultiDevice(params, devices, cudaCooperativeLaunchMultiDeviceNoPreSync);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaLaunchCooperativeKernelMultiDevice' translated to 'hipLaunchCooperativeKernelMultiDevice': CUDA 13 removed multi-device cooperative launches; HIP still has them, so this builds with hipcc: to stay portable, launch the kernel on each device with hipLaunchCooperativeKernel (one stream per device) and replace grid syncs across devices (multi_grid_group::sync) by synchronising the devices from the host between launches [cu2hip-cooperative-multi-device]
// DIAG: {{.*}}.cu:[[@LINE-2]]:59: warning: 'cudaCooperativeLaunchMultiDeviceNoPreSync' translated to 'hipCooperativeLaunchMultiDeviceNoPreSync': a flag of multi-device cooperative launches, which CUDA deprecated (and removed from its runtime in 13.0): it goes away with the launch when the kernel is launched on each device separately [cu2hip-cooperative-multi-device]
}

// A single-device launch is no multi-device one, and needs no finding.
void launchOne(float *x) {
  void *args[] = {&x};
  cudaLaunchCooperativeKernel((void *)step, dim3(1), dim3(32), args, 0, 0);
}
// DIAG-NOT: {{warning|error}}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
