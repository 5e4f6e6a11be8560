// The device rows' HIP names exist in HIP 5.2: renamed math intrinsics,
// every atomic scope, fences, barriers with predicates, cache-hinted loads.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>

__global__ void mathKernel(float *f, double *d, int *i, unsigned *u) {
  f[0] = __tanhf(f[0]) + __expf(f[1]) * __fdividef(f[2], 3.0f) + __saturatef(f[3]);
  // CHECK:  f[0] = tanhf(f[0]) + __expf(f[1]) * __fdividef(f[2], 3.0f) + __saturatef(f[3]);
  i[0] = __isnanf(f[4]) + __finitef(f[5]) + __signbitf(f[6]) + __isinf(d[0]);
  // CHECK:  i[0] = isnan(f[4]) + isfinite(f[5]) + signbit(f[6]) + isinf(d[0]);
  f[1] = __fmaf_ieee_rn(f[0], f[1], f[2]) + __fadd_rn(f[3], f[4]) + __int_as_float(__float_as_int(f[5]));
  // CHECK:  f[1] = __fmaf_rn(f[0], f[1], f[2]) + __fadd_rn(f[3], f[4]) + __int_as_float(__float_as_int(f[5]));
  u[0] = __fns(u[1], 0, 1) + __popc(u[2]) + __brev(u[3]) + __clz(i[1]) + __ffs(i[2]);
  // CHECK:  u[0] = __fns32(u[1], 0, 1) + __popc(u[2]) + __brev(u[3]) + __clz(i[1]) + __ffs(i[2]);
  f[2] = __double2float_rd(d[1]) + __int2float_rz(i[3]) + __uint2float_ru(u[4]);
  i[4] = min(i[5], i[6]) + umin(u[5], u[6]) + max(i[7], 0);
  // CHECK:  i[4] = min(i[5], i[6]) + min((unsigned int)(u[5]), (unsigned int)(u[6])) + max(i[7], 0);
  if (f[0] < -1.0f)
    __trap();
  // CHECK:    abort();
}

__global__ void atomicKernel(int *i, unsigned *u, float *f, double *d) {
  atomicAdd(i, 1);
  atomicAdd(f, 1.0f);
  atomicAdd(d, 1.0);
  atomicAdd_block(i + 1, 1);
  atomicCAS_block(i + 2, 0, 1);
  atomicMax_block(i + 3, 7);
  atomicDec_block(u, 9u);
  // CHECK:  atomicDec(u, 9u);
  atomicAdd_system(i + 4, 1);
  atomicExch_system(i + 5, 2);
  atomicCAS_system(i + 6, 0, 1);
  atomicInc_system(u + 1, 9u);
  // CHECK:  atomicInc(u + 1, 9u);
  atomicSub(i + 7, 1);
  atomicOr(i + 8, 4);
  atomicInc(u + 2, 9u);
}

__global__ void syncKernel(const float *__restrict__ in, float *out, int pred) {
  int n = __syncthreads_count(pred) + __syncthreads_and(pred) + __syncthreads_or(pred);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  out[threadIdx.x] = n + __ldg(in) + __ldcg(in + 1) + __ldcs(in + 2) + __ldca(in + 3) + __ldlu(in + 4);
  // CHECK:  out[threadIdx.x] = n + __ldg(in) + __ldg(in + 1) + __ldg(in + 2) + __ldg(in + 3) + __ldg(in + 4);
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
