// A host-API Monte Carlo estimate of pi: generator create, seed, stream,
// uniform generation, destroy, and cuRAND status checks. Every cuRAND name
// becomes its hipRAND name, the headers become hipRAND's, and the result
// builds against Debian's hipRAND 5.2 headers.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|curand|CURAND}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <hiprand/hiprand.h>

#define RAND_CHECK(call)                                                     \
  do {                                                                         \
    curandStatus_t status_ = (call);                                           \
    if (status_ != CURAND_STATUS_SUCCESS) {                                    \
      std::fprintf(stderr, "rand error %d at line %d\n", (int)status_,       \
                   __LINE__);                                                  \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK:    hiprandStatus_t status_ = (call);                                           \
// CHECK:    if (status_ != HIPRAND_STATUS_SUCCESS) {                                    \

__global__ void countInside(const float *xy, int n, unsigned long long *hits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = xy[2 * i], y = xy[2 * i + 1];
    if (x * x + y * y <= 1.0f)
      atomicAdd(hits, 1ull);
  }
}

int main() {
  const int n = 1 << 20;
  float *xy = nullptr;
  unsigned long long *hits = nullptr;
  cudaMalloc(&xy, 2 * n * sizeof(float));
  cudaMalloc(&hits, sizeof(unsigned long long));
  cudaMemset(hits, 0, sizeof(unsigned long long));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK:  hipStream_t stream;
  // CHECK-NEXT:  hipStreamCreate(&stream);

  curandGenerator_t gen;
  // CHECK:  hiprandGenerator_t gen;
  RAND_CHECK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  // CHECK:  RAND_CHECK(hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_PHILOX4_32_10));
  RAND_CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  // CHECK:  RAND_CHECK(hiprandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  RAND_CHECK(curandSetGeneratorOffset(gen, 0));
  // CHECK:  RAND_CHECK(hiprandSetGeneratorOffset(gen, 0));
  RAND_CHECK(curandSetStream(gen, stream));
  // CHECK:  RAND_CHECK(hiprandSetStream(gen, stream));
  RAND_CHECK(curandGenerateSeeds(gen));
  // CHECK:  RAND_CHECK(hiprandGenerateSeeds(gen));
  RAND_CHECK(curandGenerateUniform(gen, xy, 2 * n));
  // CHECK:  RAND_CHECK(hiprandGenerateUniform(gen, xy, 2 * n));

  countInside<<<(n + 255) / 256, 256, 0, stream>>>(xy, n, hits);
  unsigned long long inside = 0;
  cudaMemcpyAsync(&inside, hits, sizeof inside, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  std::printf("pi ~= %f\n", 4.0 * (double)inside / n);

  int version = 0;
  curandStatus_t st = curandGetVersion(&version);
  // CHECK:  hiprandStatus_t st = hiprandGetVersion(&version);
  if (st == CURAND_STATUS_NOT_INITIALIZED || st == CURAND_STATUS_OUT_OF_RANGE)
    // CHECK:  if (st == HIPRAND_STATUS_NOT_INITIALIZED || st == HIPRAND_STATUS_OUT_OF_RANGE)
    return 2;
  RAND_CHECK(curandDestroyGenerator(gen));
  // CHECK:  RAND_CHECK(hiprandDestroyGenerator(gen));
  cudaStreamDestroy(stream);
  cudaFree(xy);
  cudaFree(hits);
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
