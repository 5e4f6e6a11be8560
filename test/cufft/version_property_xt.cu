// cuFFT calls whose hipFFT form differs: cufftGetProperty's property argument
// is cast to hipfftLibraryPropertyType (same values), version queries and
// macros report hipFFT's own numbering, the single-process multi-GPU Xt API
// maps to hipFFT's experimental one, and names with no hipFFT counterpart
// (compatibility modes, work-area policy, plan properties) are reported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api

#include <cufftXt.h>
// CHECK: #include <hipfft/hipfftXt.h>

int versions() {
  int major = 0, version = 0;
  cufftGetProperty(MAJOR_VERSION, &major);
  // CHECK: hipfftGetProperty(static_cast<hipfftLibraryPropertyType>(HIP_LIBRARY_MAJOR_VERSION), &major);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftGetProperty' translated to 'hipfftGetProperty': hipfftGetProperty takes hipfftLibraryPropertyType{{.*}} [cu2hip-api-semantics]
  cufftGetVersion(&version);
  // CHECK: hipfftGetVersion(&version);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftGetVersion' translated to 'hipfftGetVersion': hipfftGetVersion reports the version of the backend fft library{{.*}} [cu2hip-api-semantics]
#if CUFFT_VER_MAJOR >= 11
  // CHECK: #if hipfftVersionMajor >= 11
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'CUFFT_VER_MAJOR' translated to 'hipfftVersionMajor': hipFFT version numbers (1.0.x) are unrelated to cuFFT version numbers (12.x){{.*}} [cu2hip-version-macro]
  return major + version;
#else
  return 0;
#endif
}

int multiGpu(cufftComplex *host, int n) {
  cufftHandle plan;
  int gpus[2] = {0, 1};
  size_t work[2];
  cufftCreate(&plan);
  cufftXtSetGPUs(plan, 2, gpus);
  // CHECK: hipfftXtSetGPUs(plan, 2, gpus);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftXtSetGPUs' translated to 'hipfftXtSetGPUs': hipFFT multi-device plans are experimental on rocFFT{{.*}} [cu2hip-api-semantics]
  cufftMakePlan1d(plan, n, CUFFT_C2C, 1, work);
  cudaLibXtDesc *desc = nullptr;
  // CHECK: hipLibXtDesc *desc = nullptr;
  cufftXtMalloc(plan, &desc, CUFFT_XT_FORMAT_INPLACE);
  // CHECK: hipfftXtMalloc(plan, &desc, HIPFFT_XT_FORMAT_INPLACE);
  cufftXtMemcpy(plan, desc, host, CUFFT_COPY_HOST_TO_DEVICE);
  // CHECK: hipfftXtMemcpy(plan, desc, host, HIPFFT_COPY_HOST_TO_DEVICE);
  cufftXtExecDescriptorC2C(plan, desc, desc, CUFFT_FORWARD);
  // CHECK: hipfftXtExecDescriptorC2C(plan, desc, desc, HIPFFT_FORWARD);
  cufftXtMemcpy(plan, host, desc, CUFFT_COPY_DEVICE_TO_HOST);
  // CHECK: hipfftXtMemcpy(plan, host, desc, HIPFFT_COPY_DEVICE_TO_HOST);
  int gpuCount = desc->descriptor->nGPUs;
  cufftXtFree(desc);
  // CHECK: hipfftXtFree(desc);
  cufftDestroy(plan);
  return gpuCount;
}

int leftovers(cufftHandle plan) {
  size_t limit = 1 << 20;
  cufftXtSetWorkAreaPolicy(plan, CUFFT_WORKAREA_MINIMAL, &limit);
  // CHECK: cufftXtSetWorkAreaPolicy(plan, CUFFT_WORKAREA_MINIMAL, &limit);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftXtSetWorkAreaPolicy' has no HIP equivalent: hipFFT has no work-area policy; control the work area with hipfftSetAutoAllocation and hipfftSetWorkArea instead [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'CUFFT_WORKAREA_MINIMAL' has no HIP equivalent: hipFFT has no work-area policy{{.*}} [cu2hip-unsupported-api]
  cufftSetPlanPropertyInt64(plan, NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT, 1);
  // CHECK: cufftSetPlanPropertyInt64(plan, NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT, 1);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftSetPlanPropertyInt64' has no HIP equivalent: hipFFT has no per-plan property API{{.*}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT' has no HIP equivalent: hipFFT has no per-plan property API{{.*}} [cu2hip-unsupported-api]
  cufftCompatibility mode = CUFFT_COMPATIBILITY_DEFAULT;
  // CHECK: cufftCompatibility mode = CUFFT_COMPATIBILITY_DEFAULT;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftCompatibility' has no HIP equivalent: hipFFT has no compatibility modes{{.*}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:{{[0-9]+}}: warning: 'CUFFT_COMPATIBILITY_DEFAULT' has no HIP equivalent: hipFFT has no compatibility modes{{.*}} [cu2hip-unsupported-api]
  cufftHandle none = CUFFT_PLAN_NULL;
  // CHECK: hipfftHandle none = CUFFT_PLAN_NULL;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'CUFFT_PLAN_NULL' has no HIP equivalent: hipfftHandle is an opaque pointer on AMD{{.*}} [cu2hip-unsupported-api]
  return mode + (none == plan);
}
