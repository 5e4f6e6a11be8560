// MTGP32 states built on the host from the precomputed parameter table and a
// Sobol32 quasirandom state initialised from direction vectors. The MTGP32
// host header and the parameter table map to hipRAND's host header and
// rocRAND's table; the program builds with hipcc for HIP 5.2.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|curand|CURAND}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hiprand/hiprand_kernel.h>
// CHECK-NEXT: #include <hiprand/hiprand_mtgp32_host.h>
// CHECK-NEXT: #include <rocrand/rocrand_mtgp32_11213.h>
// DIAG: {{.*}}.cu:[[@LINE-5]]:{{[0-9]+}}: warning: 'curand_mtgp32dc_p_11213.h' translated to 'rocrand/rocrand_mtgp32_11213.h': {{.+}} [cu2hip-api-semantics]

__global__ void mtgpDraw(curandStateMtgp32 *states, float *out) {
  // CHECK: __global__ void mtgpDraw(hiprandStateMtgp32 *states, float *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  out[id] = curand_uniform(&states[blockIdx.x]) + (float)curand(&states[blockIdx.x]);
  // CHECK:  out[id] = hiprand_uniform(&states[blockIdx.x]) + (float)hiprand(&states[blockIdx.x]);
}

__global__ void sobolDraw(curandDirectionVectors32_t *vectors, float *out) {
  // CHECK: __global__ void sobolDraw(hiprandDirectionVectors32_t *vectors, float *out) {
  curandStateSobol32_t s;
  // CHECK:  hiprandStateSobol32_t s;
  curand_init(vectors[0], threadIdx.x, &s);
  // CHECK:  hiprand_init(vectors[0], threadIdx.x, &s);
  skipahead(16ULL, &s);
  out[threadIdx.x] = curand_normal(&s);
  // CHECK:  out[threadIdx.x] = hiprand_normal(&s);
}

int main() {
  const int blocks = 64;
  curandStateMtgp32_t *states = nullptr;
  // CHECK:  hiprandStateMtgp32_t *states = nullptr;
  mtgp32_kernel_params *params = nullptr;
  // CHECK:  mtgp32_kernel_params_t *params = nullptr;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'mtgp32_kernel_params' translated to 'mtgp32_kernel_params_t': {{.+}} [cu2hip-api-semantics]
  cudaMalloc(&states, blocks * sizeof(curandStateMtgp32_t));
  cudaMalloc(&params, sizeof(mtgp32_kernel_params_t));
  // CHECK:  hipMalloc(&params, sizeof(mtgp32_kernel_params_t));
  if (curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params) != CURAND_STATUS_SUCCESS)
    // CHECK:  if (hiprandMakeMTGP32Constants(mtgp32dc_params_fast_11213, params) != HIPRAND_STATUS_SUCCESS)
    return 1;
  curandStatus_t st = curandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213,
                                                  params, blocks, 1234ULL);
  // CHECK:  hiprandStatus_t st = hiprandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213,
  float *out = nullptr;
  cudaMalloc(&out, blocks * 256 * sizeof(float));
  mtgpDraw<<<blocks, 256>>>(states, out);
  cudaFree(out);
  cudaFree(params);
  cudaFree(states);
  return st == CURAND_STATUS_SUCCESS ? 0 : 1;
  // CHECK:  return st == HIPRAND_STATUS_SUCCESS ? 0 : 1;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
