// A small driver-API host program: load a code object, look up a kernel and
// a global, launch it two ways, time it with events. Its translation must
// compile with hipcc: the HIP module API names, the const casts added for
// HIP 5.2's non-const copy sources and the error-string fallbacks all fit.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error
// RUN: %hipcc --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda.h>
#include <stdio.h>
#include <vector>

static bool ok(CUresult r, const char *what) {
  if (r == CUDA_SUCCESS)
    return true;
  const char *name = nullptr, *msg = nullptr;
  cuGetErrorName(r, &name);
  cuGetErrorString(r, &msg);
  fprintf(stderr, "%s: %s (%s)\n", what, msg ? msg : "?", name ? name : "?");
  return false;
}

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : "scale.co";
  if (!ok(cuInit(0), "init"))
    return 1;
  int version = 0, count = 0;
  cuDriverGetVersion(&version);
  cuDeviceGetCount(&count);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  char name[128];
  cuDeviceGetName(name, sizeof(name), dev);
  int sms = 0, maxThreads = 0;
  cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
  cuDeviceGetAttribute(&maxThreads, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, dev);
  size_t devBytes = 0;
  cuDeviceTotalMem(&devBytes, dev);

  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUmodule mod;
  if (!ok(cuModuleLoad(&mod, path), "load"))
    return 1;
  CUfunction fn;
  cuModuleGetFunction(&fn, mod, "scale");
  int regs = 0;
  cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn);
  CUdeviceptr factor;
  size_t factorBytes = 0;
  cuModuleGetGlobal(&factor, &factorBytes, mod, "factor");

  const unsigned n = 1 << 20;
  std::vector<float> host(n, 1.0f);
  const float *src = host.data();
  CUdeviceptr d;
  cuMemAlloc(&d, n * sizeof(float));
  cuMemsetD32(d, 0, n);
  CUstream s;
  cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
  CUevent start, stop;
  cuEventCreate(&start, CU_EVENT_DEFAULT);
  cuEventCreate(&stop, CU_EVENT_DEFAULT);
  cuMemcpyHtoDAsync(d, src, n * sizeof(float), s);
  cuMemcpyHtoD(factor, src, sizeof(float));

  unsigned count32 = n;
  void *params[] = {&d, &count32};
  cuEventRecord(start, s);
  ok(cuLaunchKernel(fn, n / 256, 1, 1, 256, 1, 1, 0, s, params, nullptr), "launch");
  struct { CUdeviceptr d; unsigned n; } packed = {d, n};
  size_t packedBytes = sizeof(packed);
  void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &packed,
                   CU_LAUNCH_PARAM_BUFFER_SIZE, &packedBytes, CU_LAUNCH_PARAM_END};
  ok(cuLaunchKernel(fn, n / 256, 1, 1, 256, 1, 1, 0, s, nullptr, extra), "launch");
  cuEventRecord(stop, s);
  cuMemcpyDtoHAsync(host.data(), d, n * sizeof(float), s);
  cuStreamSynchronize(s);
  cuEventSynchronize(stop);
  float ms = 0.0f;
  cuEventElapsedTime(&ms, start, stop);
  cuMemcpyDtoH(host.data(), d, sizeof(float));
  size_t freeBytes = 0, totalBytes = 0;
  cuMemGetInfo(&freeBytes, &totalBytes);
  printf("%s: %d SMs, %d regs, %.3f ms, %f\n", name, sms, regs, ms, host[0]);

  cuEventDestroy(start);
  cuEventDestroy(stop);
  cuStreamDestroy(s);
  cuMemFree(d);
  cuModuleUnload(mod);
  cuDevicePrimaryCtxRelease(dev);
  return 0;
}
// Spot checks; the compile is the real test.
// CHECK: #include <hip/hip_runtime.h>
// CHECK: (*(&name) = hipGetErrorName(r), hipSuccess);
// CHECK: hipModuleLaunchKernel(fn, n / 256, 1, 1, 256, 1, 1, 0, s, params, nullptr)
// DIAG-NOT: unsupported
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
