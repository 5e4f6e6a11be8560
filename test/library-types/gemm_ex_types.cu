// The data types shared across the CUDA math libraries, as a GemmEx-style
// wrapper uses them (the data-type enum, its half/float/double values, the
// library property enum), together with single- and double-precision complex
// values from the complex header. Everything here exists in HIP 5.2, so the
// translation compiles with Debian's hipcc.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|CUDA_|cuC|cuComplex|cuDouble|cuFloat}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:
// RUN: %if hipcc %{ %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
#include <library_types.h>
#include <cuComplex.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/library_types.h>
// CHECK-NEXT: #include <hip/hip_complex.h>

static size_t elementBytes(cudaDataType_t t) {
  // CHECK: static size_t elementBytes(hipDataType t) {
  switch (t) {
  case CUDA_R_16F: return 2;
  case CUDA_R_32F: return 4;
  case CUDA_R_64F: return 8;
  case CUDA_C_16F: return 4;
  case CUDA_C_32F: return sizeof(cuComplex);
  case CUDA_C_64F: return sizeof(cuDoubleComplex);
  default: return 0;
  }
  // CHECK: case HIP_R_16F: return 2;
  // CHECK-NEXT: case HIP_R_32F: return 4;
  // CHECK-NEXT: case HIP_R_64F: return 8;
  // CHECK-NEXT: case HIP_C_16F: return 4;
  // CHECK-NEXT: case HIP_C_32F: return sizeof(hipComplex);
  // CHECK-NEXT: case HIP_C_64F: return sizeof(hipDoubleComplex);
}

struct GemmExArgs {
  cudaDataType Atype, Btype, Ctype;
  // CHECK: hipDataType Atype, Btype, Ctype;
  size_t bytes(int m, int n, int k) const {
    return m * k * elementBytes(Atype) + k * n * elementBytes(Btype) +
           m * n * elementBytes(Ctype);
  }
};

static int libraryVersionPart(libraryPropertyType part) {
  // CHECK: static int libraryVersionPart(hipLibraryPropertyType part) {
  return part == MAJOR_VERSION ? 1 : part == MINOR_VERSION ? 2 : 3;
  // CHECK: return part == HIP_LIBRARY_MAJOR_VERSION ? 1 : part == HIP_LIBRARY_MINOR_VERSION ? 2 : 3;
}

__global__ void axpyComplex(cuFloatComplex a, const cuFloatComplex *x,
                            cuFloatComplex *y, int n) {
  // CHECK: __global__ void axpyComplex(hipFloatComplex a, const hipFloatComplex *x,
  // CHECK-NEXT: hipFloatComplex *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = cuCaddf(cuCmulf(a, x[i]), y[i]);
  // CHECK: y[i] = hipCaddf(hipCmulf(a, x[i]), y[i]);
}

__host__ __device__ double phaseRatio(cuDoubleComplex z, cuDoubleComplex w) {
  cuDoubleComplex q = cuCdiv(z, w);
  // CHECK: __host__ __device__ double phaseRatio(hipDoubleComplex z, hipDoubleComplex w) {
  // CHECK-NEXT: hipDoubleComplex q = hipCdiv(z, w);
  // DIAG: [[@LINE-3]]:{{[0-9]+}}: warning: 'cuCdiv' translated to 'hipCdiv': hipCdiv divides by the squared magnitude {{.*}} [cu2hip-api-semantics]
  return cuCimag(q) / cuCreal(make_cuDoubleComplex(1.0, 0.0)) +
         cuCrealf(cuComplexDoubleToFloat(cuConj(q)));
  // CHECK: return hipCimag(q) / hipCreal(make_hipDoubleComplex(1.0, 0.0)) +
  // CHECK-NEXT: hipCrealf(hipComplexDoubleToFloat(hipConj(q)));
}

int describe(GemmExArgs &args) {
  args.Atype = CUDA_R_16F;
  args.Btype = CUDA_R_16F;
  args.Ctype = CUDA_R_32F;
  // CHECK: args.Atype = HIP_R_16F;
  // CHECK-NEXT: args.Btype = HIP_R_16F;
  // CHECK-NEXT: args.Ctype = HIP_R_32F;
  cuComplex one = make_cuComplex(1.0f, 0.0f);
  // CHECK: hipComplex one = make_hipComplex(1.0f, 0.0f);
  return libraryVersionPart(PATCH_LEVEL) + (int)cuCabsf(one);
  // CHECK: return libraryVersionPart(HIP_LIBRARY_PATCH_LEVEL) + (int)hipCabsf(one);
  // DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'cuCabsf' translated to 'hipCabsf': hipCabsf computes sqrt(re*re + im*im) directly{{.*}} [cu2hip-api-semantics]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
