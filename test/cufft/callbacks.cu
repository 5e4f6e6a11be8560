// cuFFT callbacks. hipFFT has the legacy device-function callback API with
// the same signatures, but rocFFT runs callbacks experimentally (no callback
// shared memory, no planar layouts), so registering one is translated and
// reported for review; LTO (JIT) callbacks have no hipFFT equivalent up to
// ROCm 7.2 and are left in place and reported as unsupported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api

#include <cufftXt.h>
// CHECK: #include <hipfft/hipfftXt.h>

__device__ cufftComplex scaleLoad(void *in, size_t offset, void *info,
                                  void *shared) {
  // CHECK: __device__ hipfftComplex scaleLoad(void *in, size_t offset, void *info,
  cufftComplex v = static_cast<cufftComplex *>(in)[offset];
  // CHECK: hipfftComplex v = static_cast<hipfftComplex *>(in)[offset];
  float s = *static_cast<float *>(info);
  v.x *= s;
  v.y *= s;
  return v;
}
__device__ cufftCallbackLoadC d_scaleLoad = scaleLoad;
// CHECK: __device__ hipfftCallbackLoadC d_scaleLoad = scaleLoad;

int attach(cufftHandle plan, float *d_scale) {
  // CHECK: int attach(hipfftHandle plan, float *d_scale) {
  cufftCallbackLoadC h_load;
  // CHECK: hipfftCallbackLoadC h_load;
  cudaMemcpyFromSymbol(&h_load, d_scaleLoad, sizeof(h_load));
  // CHECK: hipMemcpyFromSymbol(&h_load, HIP_SYMBOL(d_scaleLoad), sizeof(h_load));
  void *info = d_scale;
  cufftResult r = cufftXtSetCallback(plan, (void **)&h_load, CUFFT_CB_LD_COMPLEX, &info);
  // CHECK: hipfftResult r = hipfftXtSetCallback(plan, (void **)&h_load, HIPFFT_CB_LD_COMPLEX, &info);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftXtSetCallback' translated to 'hipfftXtSetCallback': hipFFT load/store callbacks are experimental on rocFFT{{.*}} [cu2hip-api-semantics]
  if (r != CUFFT_SUCCESS)
    return 1;
  cufftXtSetCallbackSharedSize(plan, CUFFT_CB_LD_COMPLEX, 0);
  // CHECK: hipfftXtSetCallbackSharedSize(plan, HIPFFT_CB_LD_COMPLEX, 0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftXtSetCallbackSharedSize' translated to 'hipfftXtSetCallbackSharedSize': rocFFT callbacks cannot use shared memory{{.*}} [cu2hip-api-semantics]
  return cufftXtClearCallback(plan, CUFFT_CB_LD_COMPLEX) == CUFFT_SUCCESS ? 0 : 1;
  // CHECK: return hipfftXtClearCallback(plan, HIPFFT_CB_LD_COMPLEX) == HIPFFT_SUCCESS ? 0 : 1;
}

int attachLto(cufftHandle plan, const void *fatbin, size_t size) {
  // CHECK: int attachLto(hipfftHandle plan, const void *fatbin, size_t size) {
  cufftJITCallbackLoadC unused = nullptr;
  // CHECK: cufftJITCallbackLoadC unused = nullptr;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftJITCallbackLoadC' has no HIP equivalent: lto (jit) callbacks have no hipFFT equivalent in ROCm up to 7.2{{.*}} [cu2hip-unsupported-api]
  (void)unused;
  return cufftXtSetJITCallback(plan, "scaleLoad", fatbin, size, CUFFT_CB_LD_COMPLEX, nullptr);
  // CHECK: return cufftXtSetJITCallback(plan, "scaleLoad", fatbin, size, HIPFFT_CB_LD_COMPLEX, nullptr);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:{{[0-9]+}}: warning: 'cufftXtSetJITCallback' has no HIP equivalent: lto-ir callbacks compiled by nvcc or NVRTC cannot run on AMD gpus{{.*}} [cu2hip-unsupported-api]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors
