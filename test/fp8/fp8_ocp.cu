// CUDA's fp8 types are the OCP formats (e4m3 with no infinity, e5m2 IEEE-like).
// HIP has them under __hip_ names from HIP 6.3 (hip/hip_fp8.h, 6.2, had only
// the fnuz variants, which encode differently), so below 6.3 they stay and are
// reported, and from 6.3 they are translated with a note on where they run in
// device code. The storage and saturation types came with the header in 6.2.
// The e8m0 scale type has no HIP counterpart.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 >%t.52.hip 2>%t.52.err
// RUN: FileCheck %s --check-prefix=HIP52 --input-file=%t.52.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t.52.err
// RUN: %cu2hip %t.cu -o - --hip-version 6.3 >%t.63.hip 2>%t.63.err
// RUN: FileCheck %s --check-prefix=HIP63 --input-file=%t.63.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG63 --input-file=%t.63.err

#include <cuda_fp8.h>
// HIP52: #include <cuda_fp8.h>
// HIP63: #include <hip/hip_fp8.h>

__global__ void quantize(const float *in, __nv_fp8_storage_t *out, float *back, int n) {
  // HIP52: __global__ void quantize(const float *in, __nv_fp8_storage_t *out, float *back, int n) {
  // HIP63: __global__ void quantize(const float *in, __hip_fp8_storage_t *out, float *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
  // HIP52: out[i] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
  // HIP63: out[i] = __hip_cvt_float_to_fp8(in[i], __HIP_SATFINITE, __HIP_E4M3);
  __nv_fp8_e4m3 q(in[i]);
  // HIP52: __nv_fp8_e4m3 q(in[i]);
  // HIP63: __hip_fp8_e4m3 q(in[i]);
  back[i] = static_cast<float>(q);
  __nv_fp8_e8m0 scale;
  // HIP52: __nv_fp8_e8m0 scale;
  // HIP63: __nv_fp8_e8m0 scale;
  (void)scale;
}

// DIAG52: {{.*}}.cu:15:11: warning: 'cuda_fp8.h' maps to 'hip/hip_fp8.h', added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52: {{.*}}.cu:19:43: warning: '__nv_fp8_storage_t' maps to '__hip_fp8_storage_t', added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52: {{.*}}.cu:24:12: warning: '__nv_cvt_float_to_fp8' maps to '__hip_cvt_float_to_fp8', added in HIP 6.3; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52: {{.*}}.cu:24:41: warning: '__NV_SATFINITE' maps to '__HIP_SATFINITE', added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52: {{.*}}.cu:24:57: warning: '__NV_E4M3' maps to '__HIP_E4M3', added in HIP 6.3; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52: {{.*}}.cu:27:3: warning: '__nv_fp8_e4m3' maps to '__hip_fp8_e4m3', added in HIP 6.3; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52: {{.*}}.cu:31:3: warning: '__nv_fp8_e8m0' has no HIP equivalent: HIP's fp8 header has no e8m0 (UE8M0 scale) type {{.+}} [cu2hip-unsupported-api]
// DIAG52: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 7 warnings, 0 errors

// DIAG63: {{.*}}.cu:24:12: warning: '__nv_cvt_float_to_fp8' translated to '__hip_cvt_float_to_fp8': HIP's OCP fp8 types and conversions (hip/hip_fp8.h, HIP 6.3) run in device code only on GPUs with OCP fp8 hardware (gfx1200 and gfx1201 in HIP 6.3) and are host-only elsewhere; {{.+}} [cu2hip-api-semantics]
// DIAG63: {{.*}}.cu:24:57: warning: '__NV_E4M3' translated to '__HIP_E4M3': {{.+}} [cu2hip-api-semantics]
// DIAG63: {{.*}}.cu:27:3: warning: '__nv_fp8_e4m3' translated to '__hip_fp8_e4m3': {{.+}} MI300 (gfx942) device code needs the __hip_fp8_*_fnuz variants, whose encoding differs (no infinity, one NaN, exponent bias one higher) [cu2hip-api-semantics]
// DIAG63: {{.*}}.cu:31:3: warning: '__nv_fp8_e8m0' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG63: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors
