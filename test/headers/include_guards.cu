// Helper headers test CUDA's include guards to learn which headers were
// included (`#ifdef __DRIVER_TYPES_H__` around an error-check macro). Each
// becomes the guard of the HIP header that stands for it, in every kind of
// preprocessor test, even where the name does not look like CUDA's
// (`_CUFFT_H_`); so do calling-convention macros code tests the same way
// (`CUSPARSEAPI`), which elsewhere are reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#ifdef __DRIVER_TYPES_H__
// CHECK: #ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
#define HAVE_RUNTIME 1
#else
#define HAVE_RUNTIME 0
#endif
#if defined(CUBLAS_API_H_) || defined(CUBLAS_V2_H_)
// CHECK: #if defined(HIPBLAS_H) || defined(HIPBLAS_H)
#endif
#ifndef _CUFFT_H_
// CHECK: #ifndef HIPFFT_H_
#elif defined CURAND_H_ && defined(CUSOLVER_COMMON_H_)
// CHECK: #elif defined HIPRAND_H_ && defined(HIPSOLVER_H)
#endif
#if defined(CUSPARSE_H_) && defined(__cuda_cuda_h__) && defined(CU_COMPLEX_H_)
// CHECK: #if defined(_HIPSPARSE_H_) && defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H) && defined(HIP_INCLUDE_HIP_HIP_COMPLEX_H)
#endif
#ifdef CUSPARSEAPI
// CHECK: #ifdef _HIPSPARSE_H_
#elif defined(CUBLASAPI) || defined CUFFTAPI
// CHECK: #elif defined(HIPBLAS_H) || defined HIPFFT_H_
#endif
// DIAG-NOT: warning:
int main() { return HAVE_RUNTIME; }
