// A 16x16x16 half-precision tile product with WMMA. rocWMMA (a header-only
// ROCm library, rocwmma/rocwmma.hpp, namespace rocwmma since ROCm 5.2) has
// the same fragments, tags and calls; fragment and mma_sync need a human
// (element layout on 64-lane wavefronts, one accumulator type, no satf).
// rocWMMA has no nvcuda namespace: a using-directive for it is reported, and
// qualifiers written wmma become rocwmma. The tf32 tag has no rocWMMA counterpart.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{(^|[^c])wmma::|nvcuda::}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <mma.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rocwmma/rocwmma.hpp>
using namespace nvcuda;
// CHECK: using namespace nvcuda;
// DIAG: {{.*}}.cu:[[@LINE-2]]:17: warning: 'nvcuda' has no HIP equivalent: rocWMMA declares its API directly in namespace rocwmma, {{.+}} [cu2hip-unsupported-api]

__global__ void tile(const half *a, const half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  // CHECK: rocwmma::fragment<rocwmma::matrix_a, 16, 16, 16, half, rocwmma::row_major> fa;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:9: warning: 'nvcuda::wmma::fragment': a rocWMMA fragment spreads its elements over the lanes of an AMD wavefront {{.+}} [cu2hip-api-semantics]
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  // CHECK: rocwmma::fragment<rocwmma::matrix_b, 16, 16, 16, half, rocwmma::col_major> fb;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:9: warning: 'nvcuda::wmma::fragment': {{.+}} [cu2hip-api-semantics]
  nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> acc;
  // CHECK: rocwmma::fragment<rocwmma::accumulator, 16, 16, 16, float> acc;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:17: warning: 'nvcuda::wmma::fragment': {{.+}} [cu2hip-api-semantics]
  wmma::fill_fragment(acc, 0.0f);
  // CHECK: rocwmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  // CHECK: rocwmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  // CHECK: rocwmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(acc, fa, fb, acc);
  // CHECK: rocwmma::mma_sync(acc, fa, fb, acc);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:9: warning: 'nvcuda::wmma::mma_sync': rocwmma::mma_sync needs the d and c accumulators of one type and has no saturation argument (satf), {{.+}} [cu2hip-api-semantics]
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);
  // CHECK: rocwmma::store_matrix_sync(c, acc, 16, rocwmma::mem_row_major);
}

template <typename T> struct is_tf32 { static const bool value = false; };
template <> struct is_tf32<wmma::precision::tf32> { static const bool value = true; };
// CHECK: template <> struct is_tf32<rocwmma::precision::tf32> { static const bool value = true; };
// DIAG: {{.*}}.cu:[[@LINE-2]]:45: warning: 'nvcuda::wmma::precision::tf32' has no HIP equivalent: rocWMMA has no tf32 precision tag {{.+}} [cu2hip-unsupported-api]
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
