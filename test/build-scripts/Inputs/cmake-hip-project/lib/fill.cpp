#include "saxpy.h"
#include <curand.h>

void fillUniform(float *d, std::size_t n, unsigned long long seed) {
  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  curandSetPseudoRandomGeneratorSeed(gen, seed);
  curandGenerateUniform(gen, d, n);
  curandDestroyGenerator(gen);
}
