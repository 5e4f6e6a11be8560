// The driver API's module workflow: initialization, device queries, the
// primary context, loading a code object, looking up a kernel and a global,
// and launching with kernel parameters or a packed argument buffer.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda.h>
// CHECK: #include <hip/hip_runtime.h>

int main() {
  CUdevice dev;
  // CHECK: hipDevice_t dev;
  CUcontext ctx;
  // CHECK: hipCtx_t ctx;
  CUmodule mod;
  // CHECK: hipModule_t mod;
  CUfunction fn;
  // CHECK: hipFunction_t fn;
  int count = 0, threads = 0, regs = 0;
  char name[64];
  cuInit(0);
  // CHECK: hipInit(0);
  cuDeviceGetCount(&count);
  // CHECK: hipGetDeviceCount(&count);
  cuDeviceGet(&dev, 0);
  // CHECK: hipDeviceGet(&dev, 0);
  cuDeviceGetName(name, sizeof(name), dev);
  // CHECK: hipDeviceGetName(name, sizeof(name), dev);
  cuDeviceGetAttribute(&threads, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev);
  // CHECK: hipDeviceGetAttribute(&threads, hipDeviceAttributeMaxThreadsPerBlock, dev);
  cuDevicePrimaryCtxRetain(&ctx, dev);
  // CHECK: hipDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  // CHECK: hipCtxSetCurrent(ctx);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'hipCtxSetCurrent' (for 'cuCtxSetCurrent') is deprecated since HIP 5.2 [cu2hip-deprecated-in-target]
  cuModuleLoad(&mod, "kernels.co");
  // CHECK: hipModuleLoad(&mod, "kernels.co");
  cuModuleGetFunction(&fn, mod, "scale");
  // CHECK: hipModuleGetFunction(&fn, mod, "scale");
  cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
  // CHECK: hipFuncGetAttribute(&regs, HIP_FUNC_ATTRIBUTE_NUM_REGS, fn);

  float factor = 2.0f;
  int n = 256;
  void *params[] = {&factor, &n};
  cuLaunchKernel(fn, n / 64, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr);
  // CHECK: hipModuleLaunchKernel(fn, n / 64, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr);

  struct { float factor; int n; } packed = {factor, n};
  unsigned long packedSize = sizeof(packed);
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed,
                   CU_LAUNCH_PARAM_BUFFER_SIZE, &packedSize, CU_LAUNCH_PARAM_END};
  // CHECK: void *extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed,
  // CHECK: HIP_LAUNCH_PARAM_BUFFER_SIZE, &packedSize, HIP_LAUNCH_PARAM_END};
  cuLaunchKernel(fn, 4, 1, 1, 64, 1, 1, 0, 0, nullptr, extra);
  // CHECK: hipModuleLaunchKernel(fn, 4, 1, 1, 64, 1, 1, 0, 0, nullptr, extra);
  cuCtxSynchronize();
  // CHECK: hipCtxSynchronize();
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'hipCtxSynchronize' (for 'cuCtxSynchronize') is deprecated since HIP 5.2 [cu2hip-deprecated-in-target]
  cuModuleUnload(mod);
  // CHECK: hipModuleUnload(mod);
  cuDevicePrimaryCtxRelease(dev);
  // CHECK: hipDevicePrimaryCtxRelease(dev);
  return regs > 0 ? 0 : 1;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
