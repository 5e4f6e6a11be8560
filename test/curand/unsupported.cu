// cuRAND APIs hipRAND lacks stay as written and are reported with the table's
// reason; APIs hipRAND added after 5.2 are reported for a HIP 5.2 target; the
// ones that translate but behave differently get an attention note. The
// same file for the newest HIP renames the post-5.2 APIs (NEW prefix).
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.new.err | FileCheck %s --check-prefix=NEW --match-full-lines
// RUN: FileCheck %s --check-prefix=NEWDIAG --input-file=%t.new.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-unsupported-in-target

#include <curand.h>
#include <curand_kernel.h>

__global__ void mtgp(curandStateMtgp32_t *states, unsigned int *out, float *f) {
  // CHECK: __global__ void mtgp(hiprandStateMtgp32_t *states, unsigned int *out, float *f) {
  out[threadIdx.x] = curand_mtgp32_specific(&states[blockIdx.x], threadIdx.x, blockDim.x);
  // CHECK:  out[threadIdx.x] = curand_mtgp32_specific(&states[blockIdx.x], threadIdx.x, blockDim.x);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:22: warning: 'curand_mtgp32_specific' has no HIP equivalent: hipRAND has no per-thread-index mtgp32 draw; call hiprand() or hiprand_uniform() on the shared hiprandStateMtgp32_t state from every thread of the block [cu2hip-unsupported-api]
  f[threadIdx.x] = curand_mtgp32_single(&states[blockIdx.x]);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:20: warning: 'curand_mtgp32_single' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
}

__global__ void sobol64(curandStateSobol64_t *s, unsigned long long *out) {
  // CHECK: __global__ void sobol64(curandStateSobol64_t *s, unsigned long long *out) {
  // NEW: __global__ void sobol64(hiprandStateSobol64_t *s, unsigned long long *out) {
  // DIAG: {{.*}}.cu:[[@LINE-3]]:25: warning: 'curandStateSobol64_t' maps to 'hiprandStateSobol64_t', added in HIP 5.5; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // NEWDIAG: {{.*}}.cu:[[@LINE-4]]:25: warning: 'curandStateSobol64_t' translated to 'hiprandStateSobol64_t': curand() on a 64-bit sobol state returns unsigned long long, but hiprand() returns unsigned int; call hiprand_long_long() on this state instead [cu2hip-api-semantics]
  out[threadIdx.x] = curand(&s[threadIdx.x]);
  // CHECK:  out[threadIdx.x] = hiprand(&s[threadIdx.x]);
  // NEW:  out[threadIdx.x] = hiprand(&s[threadIdx.x]);
}

int main() {
  curandGenerator_t gen;
  curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_XORWOW);
  // CHECK:  hiprandCreateGeneratorHost(&gen, HIPRAND_RNG_PSEUDO_XORWOW);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'curandCreateGeneratorHost' translated to 'hiprandCreateGeneratorHost': before ROCm 6.2 hiprandCreateGeneratorHost returns HIPRAND_STATUS_NOT_IMPLEMENTED on AMD GPUs; check the status or create a device generator and copy the results back [cu2hip-api-semantics]
  curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_LEGACY);
  // CHECK:  cu2hip_hiprandSetGeneratorOrdering(gen, CU2HIP_HIPRAND_ORDERING_PSEUDO_LEGACY);
  // NEW:  hiprandSetGeneratorOrdering(gen, HIPRAND_ORDERING_PSEUDO_LEGACY);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'curandSetGeneratorOrdering' translated to 'cu2hip_hiprandSetGeneratorOrdering', from a shim cu2hip writes into this file (HIP 5.2 has no 'hiprandSetGeneratorOrdering'): {{.*}} [cu2hip-api-semantics]
  // DIAG: {{.*}}.cu:[[@LINE-4]]:35: warning: 'CURAND_ORDERING_PSEUDO_LEGACY' translated to 'CU2HIP_HIPRAND_ORDERING_PSEUDO_LEGACY', {{.*}} [cu2hip-api-semantics]
  unsigned long long *out64 = nullptr;
  curandGenerateLongLong(gen, out64, 64);
  // NEW:  hiprandGenerateLongLong(gen, out64, 64);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'curandGenerateLongLong' maps to 'hiprandGenerateLongLong', added in HIP 5.5; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  unsigned int *out = nullptr;
  curandGenerateBinomial(gen, out, 64, 10, 0.5);
  // CHECK:  curandGenerateBinomial(gen, out, 64, 10, 0.5);
  // NEW:  curandGenerateBinomial(gen, out, 64, 10, 0.5);
  // DIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'curandGenerateBinomial' has no HIP equivalent: hipRAND has no binomial distribution generator; generate uniforms with hiprandGenerateUniform and transform them yourself [cu2hip-unsupported-api]
  // NEWDIAG: {{.*}}.cu:[[@LINE-4]]:3: warning: 'curandGenerateBinomial' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  curandGeneratePoissonMethod(gen, out, 64, 3.0, CURAND_KNUTH);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'curandGeneratePoissonMethod' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:50: warning: 'CURAND_KNUTH' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  int major = 0;
  curandGetProperty(MAJOR_VERSION, &major);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'curandGetProperty' has no HIP equivalent: hipRAND has no library property query; call hiprandGetVersion and split the number it returns [cu2hip-unsupported-api]
  unsigned int *scramble = nullptr;
  curandGetScrambleConstants32(&scramble);
  // NEW:  hiprandGetScrambleConstants32(&scramble);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'curandGetScrambleConstants32' maps to 'hiprandGetScrambleConstants32', added in HIP 5.5; the target is HIP 5.2 [cu2hip-unsupported-in-target]
  // NEWDIAG: {{.*}}.cu:[[@LINE-3]]:3: warning: 'curandGetScrambleConstants32' translated to 'hiprandGetScrambleConstants32': hipRAND takes a const unsigned int ** where cuRAND takes unsigned int **; declare the pointer that receives the constants as const unsigned int * [cu2hip-api-semantics]
#if CURAND_VERSION >= 10300
  // CHECK: #if HIPRAND_VERSION >= 10300
  // DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CURAND_VERSION' translated to 'HIPRAND_VERSION': {{.+}} [cu2hip-version-macro]
  curandDestroyGenerator(gen);
#endif
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 13 warnings, 0 errors
// NEWDIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 10 warnings, 0 errors
