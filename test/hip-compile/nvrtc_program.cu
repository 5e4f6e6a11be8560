// A host program that compiles a templated kernel at run time with NVRTC and
// launches it with the driver API. Its translation must compile with hipcc
// against HIP 5.2's hiprtc.h: every hipRTC name exists there with a
// parameter list the calls fit (the option array is `const char *[]`, which
// HIP 5.2's `const char **` parameters accept). Compiled with -c only: the
// hipRTC library is linked as amdhip64 before HIP 6.0 and as hiprtc after.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{nvrtc[A-Z]|NVRTC_[A-Z]|cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error --implicit-check-not=unsupported
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <vector>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <hip/hiprtc.h>

static const char *kSource = R"(
template <typename T>
__global__ void axpy(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
)";

static bool check(nvrtcResult r, const char *what) {
  // CHECK: static bool check(hiprtcResult r, const char *what) {
  if (r == NVRTC_SUCCESS)
    return true;
  fprintf(stderr, "%s: %s\n", what, nvrtcGetErrorString(r));
  // CHECK: fprintf(stderr, "%s: %s\n", what, hiprtcGetErrorString(r));
  return false;
}

int main() {
  int major = 0, minor = 0;
  nvrtcVersion(&major, &minor);
  // DIAG: warning: 'nvrtcVersion' translated to 'hiprtcVersion': {{.*}} [cu2hip-api-semantics]
  nvrtcProgram prog;
  if (!check(nvrtcCreateProgram(&prog, kSource, "axpy.cu", 0, nullptr, nullptr),
             "create"))
    return 1;
  // CHECK: hiprtcProgram prog;
  // CHECK: if (!check(hiprtcCreateProgram(&prog, kSource, "axpy.cu", 0, (const char **)(nullptr), (const char **)(nullptr)),
  nvrtcAddNameExpression(prog, "axpy<float>");
  const char *opts[] = {"-std=c++17", "-DNDEBUG"};
  nvrtcResult res = nvrtcCompileProgram(prog, 2, opts);
  // CHECK: hiprtcAddNameExpression(prog, "axpy<float>");
  // CHECK: hiprtcResult res = hiprtcCompileProgram(prog, 2, (const char **)(opts));
  // DIAG: warning: 'nvrtcCompileProgram' translated to 'hiprtcCompileProgram': {{.*}} [cu2hip-api-semantics]
  size_t logSize = 0;
  nvrtcGetProgramLogSize(prog, &logSize);
  std::vector<char> log(logSize + 1);
  nvrtcGetProgramLog(prog, log.data());
  // CHECK: hiprtcGetProgramLogSize(prog, &logSize);
  // CHECK: hiprtcGetProgramLog(prog, log.data());
  if (res == NVRTC_ERROR_COMPILATION)
    fprintf(stderr, "%s\n", log.data());
  // CHECK: if (res == HIPRTC_ERROR_COMPILATION)
  if (!check(res, "compile"))
    return 1;

  size_t codeSize = 0;
  check(nvrtcGetPTXSize(prog, &codeSize), "size");
  std::vector<char> code(codeSize);
  check(nvrtcGetPTX(prog, code.data()), "code");
  // CHECK: check(hiprtcGetCodeSize(prog, &codeSize), "size");
  // CHECK: check(hiprtcGetCode(prog, code.data()), "code");
  const char *lowered = nullptr;
  check(nvrtcGetLoweredName(prog, "axpy<float>", &lowered), "name");
  // CHECK: check(hiprtcGetLoweredName(prog, "axpy<float>", &lowered), "name");

  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUmodule module;
  CUfunction kernel;
  cuModuleLoadData(&module, code.data());
  cuModuleGetFunction(&kernel, module, lowered);
  // CHECK: hipModuleLoadData(&module, code.data());
  // CHECK: hipModuleGetFunction(&kernel, module, lowered);
  nvrtcDestroyProgram(&prog);
  // CHECK: hiprtcDestroyProgram(&prog);

  int n = 1024;
  float a = 2.0f;
  CUdeviceptr x, y;
  cuMemAlloc(&x, n * sizeof(float));
  cuMemAlloc(&y, n * sizeof(float));
  void *args[] = {&a, &x, &y, &n};
  cuLaunchKernel(kernel, n / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr);
  // CHECK: hipModuleLaunchKernel(kernel, n / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr);
  cuStreamSynchronize(nullptr);
  cuMemFree(x);
  cuMemFree(y);
  cuModuleUnload(module);
  return 0;
}
