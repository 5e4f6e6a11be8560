// Run-time linking with nvJitLink, NVVM IR compilation and the demangler have
// no HIP counterpart with the same API: the calls stay and are reported with
// what to use instead (hipRTC's linker, ROCm's clang or amd_comgr,
// abi::__cxa_demangle).
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <nvJitLink.h>
#include <nvvm.h>
#include <nv_decode.h>
// CHECK: #include <nvJitLink.h>
// CHECK-NEXT: #include <nvvm.h>
// CHECK-NEXT: #include <nv_decode.h>
// DIAG: {{.*}}.cu:11:11: warning: 'nvJitLink.h' has no HIP equivalent: HIP has no nvJitLink; hipRTC's linker {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:12:11: warning: 'nvvm.h' has no HIP equivalent: ROCm has no NVVM IR compiler library; {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:13:11: warning: 'nv_decode.h' has no HIP equivalent: ROCm has no CUDA name demangler library; {{.+}} [cu2hip-unsupported-api]

int linkLto(const void *ltoir, size_t size) {
  nvJitLinkHandle handle;
  // CHECK: nvJitLinkHandle handle;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvJitLinkHandle' has no HIP equivalent: HIP has no nvJitLink; link device code at run time with hipRTC's linker (hiprtcLinkCreate, hiprtcLinkAddData or hiprtcLinkAddFile, hiprtcLinkComplete, hiprtcLinkDestroy; HIP 5.3), whose options and inputs differ [cu2hip-unsupported-api]
  const char *opts[] = {"-arch=sm_90", "-lto"};
  nvJitLinkCreate(&handle, 2, opts);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'nvJitLinkCreate' has no HIP equivalent: HIP has no nvJitLink; {{.+}} [cu2hip-unsupported-api]
  nvJitLinkAddData(handle, NVJITLINK_INPUT_LTOIR, ltoir, size, "kernel");
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'nvJitLinkAddData' has no HIP equivalent: HIP has no nvJitLink; {{.+}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:28: warning: 'NVJITLINK_INPUT_LTOIR' has no HIP equivalent: hipRTC's linker takes LLVM bitcode {{.+}} [cu2hip-unsupported-api]
  return nvJitLinkComplete(handle) == NVJITLINK_SUCCESS;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:10: warning: 'nvJitLinkComplete' has no HIP equivalent: HIP has no nvJitLink; {{.+}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:39: warning: 'NVJITLINK_SUCCESS' has no HIP equivalent: HIP has no nvJitLink; hipRTC's linker (HIP 5.3) reports a hiprtcResult [cu2hip-unsupported-api]
}

const char *demangle(const char *name) {
  int status = 0;
  return __cu_demangle(name, nullptr, nullptr, &status);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:10: warning: '__cu_demangle' has no HIP equivalent: ROCm has no CUDA name demangler library; {{.+}} [cu2hip-unsupported-api]
}

nvvmResult compileIr(nvvmProgram prog) { return nvvmCompileProgram(prog, 0, nullptr); }
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: 'nvvmResult' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:[[@LINE-2]]:22: warning: 'nvvmProgram' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:[[@LINE-3]]:49: warning: 'nvvmCompileProgram' has no HIP equivalent: ROCm has no NVVM IR compiler library; compile LLVM IR for AMD GPUs with ROCm's clang or its Code Object Manager (amd_comgr) [cu2hip-unsupported-api]
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 13 warnings, 0 errors
