// Scales a histogram to a probability distribution, plus dithering noise.
#include <cublas_v2.h>
#include <curand.h>
#include "warp_utils.cuh"

int normalize(cublasHandle_t blas, float *hist, int bins, float total) {
  float scale = 1.0f / total;
  if (cublasSscal(blas, bins, &scale, hist, 1) != CUBLAS_STATUS_SUCCESS)
    return 1;
  return 0;
}

int dither(float *noise, size_t n, unsigned long long seed) {
  curandGenerator_t gen;
  if (curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10) !=
      CURAND_STATUS_SUCCESS)
    return 1;
  curandSetPseudoRandomGeneratorSeed(gen, seed);
  curandGenerateUniform(gen, noise, n);
  curandDestroyGenerator(gen);
  cudaDeviceSynchronize();
  return 0;
}
