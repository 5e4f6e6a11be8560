// A host program that compiles a kernel string at run time with NVRTC:
// create the program, register a name expression, compile with options, read
// the log, get the compiled code and its size, look up the lowered name and
// load the code with the driver API. Every NVRTC name becomes its hipRTC
// name (the PTX getters become hipRTC's code-object getters) and NVRTC's
// header becomes hipRTC's. The compile options and the version query are
// translated with a warning; LTO-IR, the target list, the flow callback and
// the cancellation code have no hipRTC counterpart and stay as written.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{nvrtc\.h|cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <cuda.h>
#include <nvrtc.h>
#include <stdio.h>
#include <stdlib.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hiprtc.h>
// CHECK-NEXT: #include <stdio.h>
// CHECK-NEXT: #include <stdlib.h>

static const char *kSource = "template <typename T>\n"
                             "__global__ void scale(T *x, T a) {\n"
                             "  x[threadIdx.x] *= a;\n"
                             "}\n";

#define NVRTC_CHECK(call)                                                      \
  do {                                                                         \
    nvrtcResult r_ = (call);                                                   \
    if (r_ != NVRTC_SUCCESS) {                                                 \
      fprintf(stderr, "%s\n", nvrtcGetErrorString(r_));                        \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK: hiprtcResult r_ = (call);                                                   \
// CHECK-NEXT: if (r_ != HIPRTC_SUCCESS) {                                                 \
// CHECK-NEXT: fprintf(stderr, "%s\n", hiprtcGetErrorString(r_));                        \

static int cancelAfterFirst(void *, void *) { return 1; }

int main() {
  int major = 0, minor = 0;
  nvrtcVersion(&major, &minor);
  // CHECK: hiprtcVersion(&major, &minor);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvrtcVersion' translated to 'hiprtcVersion': HIP reports the hipRTC (HIP) version, {{.+}} [cu2hip-api-semantics]
  int numArchs = 0;
  nvrtcGetNumSupportedArchs(&numArchs);
  // CHECK: nvrtcGetNumSupportedArchs(&numArchs);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvrtcGetNumSupportedArchs' has no HIP equivalent: hipRTC cannot list the GPU targets it compiles for; {{.+}} [cu2hip-unsupported-api]

  nvrtcProgram prog;
  NVRTC_CHECK(nvrtcCreateProgram(&prog, kSource, "scale.cu", 0, NULL, NULL));
  NVRTC_CHECK(nvrtcAddNameExpression(prog, "scale<float>"));
  // CHECK: hiprtcProgram prog;
  // CHECK-NEXT: NVRTC_CHECK(hiprtcCreateProgram(&prog, kSource, "scale.cu", 0, (const char **)(NULL), (const char **)(NULL)));
  // CHECK-NEXT: NVRTC_CHECK(hiprtcAddNameExpression(prog, "scale<float>"));
  nvrtcSetFlowCallback(prog, cancelAfterFirst, NULL);
  // CHECK: nvrtcSetFlowCallback(prog, cancelAfterFirst, NULL);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvrtcSetFlowCallback' has no HIP equivalent: hipRTC cannot call back during a compile to report progress or cancel it; remove the call [cu2hip-unsupported-api]

  const char *opts[] = {"--gpu-architecture=compute_80", "-std=c++17"};
  nvrtcResult res = nvrtcCompileProgram(prog, 2, opts);
  // CHECK: hiprtcResult res = hiprtcCompileProgram(prog, 2, (const char **)(opts));
  // DIAG: {{.*}}.cu:[[@LINE-2]]:21: warning: 'nvrtcCompileProgram' translated to 'hiprtcCompileProgram': the option strings reach hipRTC as written: {{.+}} [cu2hip-api-semantics]
  size_t logSize = 0;
  nvrtcGetProgramLogSize(prog, &logSize);
  char *log = (char *)malloc(logSize);
  nvrtcGetProgramLog(prog, log);
  // CHECK: hiprtcGetProgramLogSize(prog, &logSize);
  // CHECK-NEXT: char *log = (char *)malloc(logSize);
  // CHECK-NEXT: hiprtcGetProgramLog(prog, log);
  if (res == NVRTC_ERROR_CANCELLED || res == NVRTC_ERROR_COMPILATION) {
    // CHECK: if (res == NVRTC_ERROR_CANCELLED || res == HIPRTC_ERROR_COMPILATION) {
    // DIAG: {{.*}}.cu:[[@LINE-2]]:14: warning: 'NVRTC_ERROR_CANCELLED' has no HIP equivalent: hipRTC has no progress callback that could cancel a compile, so hiprtcResult has no such code; drop the check [cu2hip-unsupported-api]
    fprintf(stderr, "%s\n", log);
    return 1;
  }
  free(log);

  size_t codeSize = 0;
  NVRTC_CHECK(nvrtcGetPTXSize(prog, &codeSize));
  char *code = (char *)malloc(codeSize);
  NVRTC_CHECK(nvrtcGetPTX(prog, code));
  // CHECK: NVRTC_CHECK(hiprtcGetCodeSize(prog, &codeSize));
  // CHECK-NEXT: char *code = (char *)malloc(codeSize);
  // CHECK-NEXT: NVRTC_CHECK(hiprtcGetCode(prog, code));
  size_t cubinSize = 0;
  nvrtcGetCUBINSize(prog, &cubinSize);
  // CHECK: hiprtcGetCodeSize(prog, &cubinSize);
  size_t irSize = 0;
  nvrtcGetLTOIRSize(prog, &irSize);
  // CHECK: nvrtcGetLTOIRSize(prog, &irSize);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvrtcGetLTOIRSize' has no HIP equivalent: LTO-IR is NVVM IR for nvJitLink; hipRTC's counterpart is LLVM bitcode, which hiprtcGetBitcode (HIP 5.3) returns {{.+}} [cu2hip-unsupported-api]
  const char *lowered = NULL;
  NVRTC_CHECK(nvrtcGetLoweredName(prog, "scale<float>", &lowered));
  // CHECK: NVRTC_CHECK(hiprtcGetLoweredName(prog, "scale<float>", &lowered));

  CUmodule module;
  CUfunction kernel;
  cuModuleLoadData(&module, code);
  cuModuleGetFunction(&kernel, module, lowered);
  // CHECK: hipModule_t module;
  // CHECK-NEXT: hipFunction_t kernel;
  // CHECK-NEXT: hipModuleLoadData(&module, code);
  // CHECK-NEXT: hipModuleGetFunction(&kernel, module, lowered);
  NVRTC_CHECK(nvrtcDestroyProgram(&prog));
  // CHECK: NVRTC_CHECK(hiprtcDestroyProgram(&prog));
  free(code);
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
