// The device API: per-thread XORWOW and Philox states set up with the
// init call, then uniform, normal, log-normal, Poisson and raw draws,
// skipahead, and an MRG32k3a state. Translated for HIP 5.2, the kernels build
// with hipcc against Debian's hipRAND headers.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|curand|CURAND}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <curand_kernel.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hiprand/hiprand_kernel.h>

__global__ void setupXorwow(curandState *states, unsigned long long seed) {
  // CHECK: __global__ void setupXorwow(hiprandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
  // CHECK:  hiprand_init(seed, id, 0, &states[id]);
}

__global__ void drawXorwow(curandState_t *states, float *u, float *g,
                           unsigned int *bits, int n) {
  // CHECK: __global__ void drawXorwow(hiprandState_t *states, float *u, float *g,
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState_t local = states[id];
  // CHECK:  hiprandState_t local = states[id];
  for (int i = id; i < n; i += blockDim.x * gridDim.x) {
    u[i] = curand_uniform(&local);
    // CHECK:    u[i] = hiprand_uniform(&local);
    g[i] = curand_normal(&local) + (float)curand_normal_double(&local);
    // CHECK:    g[i] = hiprand_normal(&local) + (float)hiprand_normal_double(&local);
    bits[i] = curand(&local) ^ curand_poisson(&local, 4.0);
    // CHECK:    bits[i] = hiprand(&local) ^ hiprand_poisson(&local, 4.0);
  }
  float2 pair = curand_normal2(&local);
  // CHECK:  float2 pair = hiprand_normal2(&local);
  g[id] += pair.x * pair.y + curand_log_normal(&local, 0.0f, 1.0f);
  // CHECK:  g[id] += pair.x * pair.y + hiprand_log_normal(&local, 0.0f, 1.0f);
  skipahead(1000ULL, &local);
  // CHECK:  skipahead(1000ULL, &local);
  skipahead_sequence(1ULL, &local);
  // CHECK:  skipahead_sequence(1ULL, &local);
  states[id] = local;
}

__global__ void philox(unsigned long long seed, float4 *u4, float4 *n4,
                       uint4 *raw, double2 *d2) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  // CHECK:  hiprandStatePhilox4_32_10_t state;
  curand_init(seed, id, 0, &state);
  // CHECK:  hiprand_init(seed, id, 0, &state);
  u4[id] = curand_uniform4(&state);
  // CHECK:  u4[id] = hiprand_uniform4(&state);
  n4[id] = curand_normal4(&state);
  // CHECK:  n4[id] = hiprand_normal4(&state);
  raw[id] = curand4(&state);
  // CHECK:  raw[id] = hiprand4(&state);
  d2[id] = curand_uniform2_double(&state);
  // CHECK:  d2[id] = hiprand_uniform2_double(&state);
  uint4 p = curand_poisson4(&state, 10.0);
  // CHECK:  uint4 p = hiprand_poisson4(&state, 10.0);
  float4 ln = curand_log_normal4(&state, 0.0f, 0.5f);
  // CHECK:  float4 ln = hiprand_log_normal4(&state, 0.0f, 0.5f);
  u4[id].x += ln.x + (float)p.x;
}

__global__ void mrg(curandStateMRG32k3a *states, double *out) {
  // CHECK: __global__ void mrg(hiprandStateMRG32k3a *states, double *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStateMRG32k3a_t s = states[id];
  // CHECK:  hiprandStateMRG32k3a_t s = states[id];
  skipahead_subsequence(2ULL, &s);
  // CHECK:  skipahead_subsequence(2ULL, &s);
  double2 nd = curand_normal2_double(&s);
  // CHECK:  double2 nd = hiprand_normal2_double(&s);
  out[id] = curand_uniform_double(&s) + nd.x + curand_log_normal_double(&s, 0.0, 1.0);
  // CHECK:  out[id] = hiprand_uniform_double(&s) + nd.x + hiprand_log_normal_double(&s, 0.0, 1.0);
  states[id] = s;
}

__global__ void discrete(curandStateXORWOW_t *states,
                         curandDiscreteDistribution_t dist, unsigned int *out) {
  // CHECK: __global__ void discrete(hiprandStateXORWOW_t *states,
  // CHECK-NEXT:                         hiprandDiscreteDistribution_t dist, unsigned int *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  out[id] = curand_discrete(&states[id], dist);
  // CHECK:  out[id] = hiprand_discrete(&states[id], dist);
}

int main() {
  curandState *states = nullptr;
  // CHECK:  hiprandState *states = nullptr;
  cudaMalloc(&states, 256 * sizeof(curandState));
  // CHECK:  hipMalloc(&states, 256 * sizeof(hiprandState));
  setupXorwow<<<1, 256>>>(states, 42ULL);
  curandDiscreteDistribution_t poisson;
  // CHECK:  hiprandDiscreteDistribution_t poisson;
  if (curandCreatePoissonDistribution(5.0, &poisson) != CURAND_STATUS_SUCCESS)
    // CHECK:  if (hiprandCreatePoissonDistribution(5.0, &poisson) != HIPRAND_STATUS_SUCCESS)
    return 1;
  curandDestroyDistribution(poisson);
  // CHECK:  hiprandDestroyDistribution(poisson);
  cudaFree(states);
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
