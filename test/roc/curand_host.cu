// --roc: cuRAND's host API becomes rocRAND's own (not hipRAND's): the
// generator, its types and status values, seeding, streams and the
// generate calls. The translation builds with hipcc against Debian's
// rocRAND 5.3 headers, and nothing is left for hipRAND.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --roc >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{curand|CURAND|hiprand|HIPRAND}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --allow-empty --implicit-check-not=warning:
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <curand.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK: #include <rocrand/rocrand.h>

static int check(curandStatus_t s) {
  // CHECK: static int check(rocrand_status s) {
  return s == CURAND_STATUS_SUCCESS ? 0 : (s == CURAND_STATUS_NOT_INITIALIZED ? 2 : 1);
  // CHECK: return s == ROCRAND_STATUS_SUCCESS ? 0 : (s == ROCRAND_STATUS_NOT_CREATED ? 2 : 1);
}

int draw(float *u, double *g, unsigned int *bits, size_t n, cudaStream_t stream) {
  curandGenerator_t gen;
  // CHECK: rocrand_generator gen;
  curandRngType_t type = CURAND_RNG_PSEUDO_PHILOX4_32_10;
  // CHECK: rocrand_rng_type type = ROCRAND_RNG_PSEUDO_PHILOX4_32_10;
  if (check(curandCreateGenerator(&gen, type)))
    // CHECK: if (check(rocrand_create_generator(&gen, type)))
    return 1;
  curandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  // CHECK: rocrand_set_seed(gen, 1234ULL);
  curandSetGeneratorOffset(gen, 16ULL);
  // CHECK: rocrand_set_offset(gen, 16ULL);
  curandSetStream(gen, stream);
  // CHECK: rocrand_set_stream(gen, stream);
  curandGenerateSeeds(gen);
  // CHECK: rocrand_initialize_generator(gen);
  curandGenerateUniform(gen, u, n);
  // CHECK: rocrand_generate_uniform(gen, u, n);
  curandGenerateNormalDouble(gen, g, n, 0.0, 1.0);
  // CHECK: rocrand_generate_normal_double(gen, g, n, 0.0, 1.0);
  curandGenerateLogNormal(gen, u, n, 0.0f, 0.5f);
  // CHECK: rocrand_generate_log_normal(gen, u, n, 0.0f, 0.5f);
  curandGeneratePoisson(gen, bits, n, 3.5);
  // CHECK: rocrand_generate_poisson(gen, bits, n, 3.5);
  curandGenerate(gen, bits, n);
  // CHECK: rocrand_generate(gen, bits, n);
  curandDiscreteDistribution_t poisson;
  // CHECK: rocrand_discrete_distribution poisson;
  curandCreatePoissonDistribution(2.0, &poisson);
  // CHECK: rocrand_create_poisson_distribution(2.0, &poisson);
  curandDestroyDistribution(poisson);
  // CHECK: rocrand_destroy_discrete_distribution(poisson);
  int version = 0;
  curandGetVersion(&version);
  // CHECK: rocrand_get_version(&version);
  return check(curandDestroyGenerator(gen));
  // CHECK: return check(rocrand_destroy_generator(gen));
}

int quasi(float *out, size_t n) {
  curandGenerator_t gen;
  // CHECK: rocrand_generator gen;
  curandCreateGenerator(&gen, CURAND_RNG_QUASI_SOBOL32);
  // CHECK: rocrand_create_generator(&gen, ROCRAND_RNG_QUASI_SOBOL32);
  curandSetQuasiRandomGeneratorDimensions(gen, 4);
  // CHECK: rocrand_set_quasi_random_generator_dimensions(gen, 4);
  curandGenerateUniform(gen, out, n);
  // CHECK: rocrand_generate_uniform(gen, out, n);
  return curandDestroyGenerator(gen) != CURAND_STATUS_SUCCESS;
  // CHECK: return rocrand_destroy_generator(gen) != ROCRAND_STATUS_SUCCESS;
}
// DIAG-NOT: warning:
