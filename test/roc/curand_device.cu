// --roc: cuRAND's device API becomes rocRAND's (rocrand_kernel.h): the
// XORWOW, Philox, MRG32k3a and Sobol states and their init, uniform,
// normal, log-normal, Poisson and raw draws, and skipahead. The kernels
// build with hipcc against Debian's rocRAND 5.3 headers.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --roc >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{curand|CURAND|hiprand|HIPRAND}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty --implicit-check-not=warning:
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <curand_kernel.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <rocrand/rocrand_kernel.h>

__global__ void xorwow(curandState *states, float *u, unsigned int *bits,
                       unsigned long long seed, int n) {
  // CHECK: __global__ void xorwow(rocrand_state_xorwow *states, float *u, unsigned int *bits,
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
  // CHECK: rocrand_init(seed, id, 0, &states[id]);
  curandState_t local = states[id];
  // CHECK: rocrand_state_xorwow local = states[id];
  for (int i = id; i < n; i += blockDim.x * gridDim.x) {
    u[i] = curand_uniform(&local) + curand_normal(&local) +
           curand_log_normal(&local, 0.0f, 1.0f);
    // CHECK: u[i] = rocrand_uniform(&local) + rocrand_normal(&local) +
    // CHECK: rocrand_log_normal(&local, 0.0f, 1.0f);
    bits[i] = curand(&local) ^ curand_poisson(&local, 4.0);
    // CHECK: bits[i] = rocrand(&local) ^ rocrand_poisson(&local, 4.0);
  }
  double2 pair = curand_normal2_double(&local);
  // CHECK: double2 pair = rocrand_normal_double2(&local);
  u[id] += (float)(pair.x * curand_uniform_double(&local));
  // CHECK: u[id] += (float)(pair.x * rocrand_uniform_double(&local));
  skipahead(1000ULL, &local);
  // CHECK: skipahead(1000ULL, &local);
  skipahead_sequence(1ULL, &local);
  // CHECK: skipahead_sequence(1ULL, &local);
  states[id] = local;
}

__global__ void philox(unsigned long long seed, float4 *u4, float4 *n4,
                       uint4 *raw, double2 *d2) {
  curandStatePhilox4_32_10_t s;
  // CHECK: rocrand_state_philox4x32_10 s;
  curand_init(seed, threadIdx.x, 0, &s);
  // CHECK: rocrand_init(seed, threadIdx.x, 0, &s);
  u4[threadIdx.x] = curand_uniform4(&s);
  // CHECK: u4[threadIdx.x] = rocrand_uniform4(&s);
  n4[threadIdx.x] = curand_normal4(&s);
  // CHECK: n4[threadIdx.x] = rocrand_normal4(&s);
  raw[threadIdx.x] = curand4(&s);
  // CHECK: raw[threadIdx.x] = rocrand4(&s);
  d2[threadIdx.x] = curand_uniform2_double(&s);
  // CHECK: d2[threadIdx.x] = rocrand_uniform_double2(&s);
}

__global__ void mrg(unsigned long long seed, float *out) {
  curandStateMRG32k3a_t s;
  // CHECK: rocrand_state_mrg32k3a s;
  curand_init(seed, threadIdx.x, 0, &s);
  // CHECK: rocrand_init(seed, threadIdx.x, 0, &s);
  float2 g = curand_normal2(&s);
  // CHECK: float2 g = rocrand_normal2(&s);
  out[threadIdx.x] = g.x + g.y + curand_uniform(&s);
  // CHECK: out[threadIdx.x] = g.x + g.y + rocrand_uniform(&s);
}

__global__ void sobol(unsigned int *vectors, float *out) {
  curandStateSobol32_t s;
  // CHECK: rocrand_state_sobol32 s;
  curand_init(vectors, threadIdx.x, &s);
  // CHECK: rocrand_init(vectors, threadIdx.x, &s);
  out[threadIdx.x] = curand_uniform(&s);
  // CHECK: out[threadIdx.x] = rocrand_uniform(&s);
}
// DIAG-NOT: warning:
