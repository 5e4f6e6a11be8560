// Real transforms: a 2-D R2C/C2R pair, a batched 1-D plan with the advanced
// data layout (plan-many), size estimates, and a caller-owned work area
// (auto-allocation off). All of it is a rename to hipFFT.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cufft|CUFFT|cuda[A-Z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=warning:

#include <cufft.h>
// CHECK: #include <hipfft/hipfft.h>

int run(cufftReal *real, cufftComplex *spec, cufftDoubleReal *dreal,
        cufftDoubleComplex *dspec, void *work) {
  // CHECK: int run(hipfftReal *real, hipfftComplex *spec, hipfftDoubleReal *dreal,
  // CHECK-NEXT:         hipfftDoubleComplex *dspec, void *work) {
  const int nx = 64, ny = 128;
  cufftHandle fwd, inv;
  // CHECK: hipfftHandle fwd, inv;
  if (cufftPlan2d(&fwd, nx, ny, CUFFT_R2C) != CUFFT_SUCCESS)
    return 1;
  // CHECK: if (hipfftPlan2d(&fwd, nx, ny, HIPFFT_R2C) != HIPFFT_SUCCESS)
  if (cufftPlan2d(&inv, nx, ny, CUFFT_C2R) != CUFFT_SUCCESS)
    return 1;
  // CHECK: if (hipfftPlan2d(&inv, nx, ny, HIPFFT_C2R) != HIPFFT_SUCCESS)
  cufftExecR2C(fwd, real, spec);
  // CHECK: hipfftExecR2C(fwd, real, spec);
  cufftExecC2R(inv, spec, real);
  // CHECK: hipfftExecC2R(inv, spec, real);

  // Batched 1-D double-precision real transforms with explicit strides.
  int n[1] = {nx};
  int inembed[1] = {nx}, onembed[1] = {nx / 2 + 1};
  size_t estimate = 0, workSize = 0;
  cufftEstimateMany(1, n, inembed, 1, nx, onembed, 1, nx / 2 + 1, CUFFT_D2Z, ny,
                    &estimate);
  // CHECK: hipfftEstimateMany(1, n, inembed, 1, nx, onembed, 1, nx / 2 + 1, HIPFFT_D2Z, ny,
  cufftHandle many;
  cufftCreate(&many);
  // CHECK: hipfftCreate(&many);
  cufftSetAutoAllocation(many, 0);
  // CHECK: hipfftSetAutoAllocation(many, 0);
  cufftMakePlanMany(many, 1, n, inembed, 1, nx, onembed, 1, nx / 2 + 1,
                    CUFFT_D2Z, ny, &workSize);
  // CHECK: hipfftMakePlanMany(many, 1, n, inembed, 1, nx, onembed, 1, nx / 2 + 1,
  // CHECK-NEXT:                    HIPFFT_D2Z, ny, &workSize);
  cufftSetWorkArea(many, work);
  // CHECK: hipfftSetWorkArea(many, work);
  cufftExecD2Z(many, dreal, dspec);
  // CHECK: hipfftExecD2Z(many, dreal, dspec);

  cufftHandle back;
  cufftPlanMany(&back, 1, n, onembed, 1, nx / 2 + 1, inembed, 1, nx, CUFFT_Z2D,
                ny);
  // CHECK: hipfftPlanMany(&back, 1, n, onembed, 1, nx / 2 + 1, inembed, 1, nx, HIPFFT_Z2D,
  cufftExecZ2D(back, dspec, dreal);
  // CHECK: hipfftExecZ2D(back, dspec, dreal);

  cufftType kinds[2] = {CUFFT_C2C, CUFFT_Z2Z};
  // CHECK: hipfftType kinds[2] = {HIPFFT_C2C, HIPFFT_Z2Z};
  (void)kinds;
  cufftDestroy(back);
  cufftDestroy(many);
  cufftDestroy(inv);
  cufftDestroy(fwd);
  // CHECK: hipfftDestroy(back);
  // CHECK-NEXT: hipfftDestroy(many);
  return estimate > 0 ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
