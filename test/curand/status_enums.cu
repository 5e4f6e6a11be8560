// cuRAND's enumerations: every status, the generator types HIP 5.2 can
// create, and a user's own CURAND_-prefixed macro (left alone, not reported).
// A status-to-string switch translated for HIP 5.2 builds with hipcc.
// REQUIRES: cuda-sdk, hipcc
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|curand[A-Z_]|CURAND_STATUS|CURAND_RNG}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o

#include <curand.h>
// CHECK: #include <hiprand/hiprand.h>

#define CURAND_CALL(x) ((x) == CURAND_STATUS_SUCCESS)
// CHECK: #define CURAND_CALL(x) ((x) == HIPRAND_STATUS_SUCCESS)

const char *statusName(curandStatus_t s) {
  // CHECK: const char *statusName(hiprandStatus_t s) {
  switch (s) {
  case CURAND_STATUS_SUCCESS: return "success";
  // CHECK:  case HIPRAND_STATUS_SUCCESS: return "success";
  case CURAND_STATUS_VERSION_MISMATCH: return "version mismatch";
  // CHECK:  case HIPRAND_STATUS_VERSION_MISMATCH: return "version mismatch";
  case CURAND_STATUS_NOT_INITIALIZED: return "not initialized";
  // CHECK:  case HIPRAND_STATUS_NOT_INITIALIZED: return "not initialized";
  case CURAND_STATUS_ALLOCATION_FAILED: return "allocation failed";
  // CHECK:  case HIPRAND_STATUS_ALLOCATION_FAILED: return "allocation failed";
  case CURAND_STATUS_TYPE_ERROR: return "type error";
  // CHECK:  case HIPRAND_STATUS_TYPE_ERROR: return "type error";
  case CURAND_STATUS_OUT_OF_RANGE: return "out of range";
  // CHECK:  case HIPRAND_STATUS_OUT_OF_RANGE: return "out of range";
  case CURAND_STATUS_LENGTH_NOT_MULTIPLE: return "length not multiple";
  // CHECK:  case HIPRAND_STATUS_LENGTH_NOT_MULTIPLE: return "length not multiple";
  case CURAND_STATUS_DOUBLE_PRECISION_REQUIRED: return "double precision required";
  // CHECK:  case HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED: return "double precision required";
  case CURAND_STATUS_LAUNCH_FAILURE: return "launch failure";
  // CHECK:  case HIPRAND_STATUS_LAUNCH_FAILURE: return "launch failure";
  case CURAND_STATUS_PREEXISTING_FAILURE: return "preexisting failure";
  // CHECK:  case HIPRAND_STATUS_PREEXISTING_FAILURE: return "preexisting failure";
  case CURAND_STATUS_INITIALIZATION_FAILED: return "initialization failed";
  // CHECK:  case HIPRAND_STATUS_INITIALIZATION_FAILED: return "initialization failed";
  case CURAND_STATUS_ARCH_MISMATCH: return "arch mismatch";
  // CHECK:  case HIPRAND_STATUS_ARCH_MISMATCH: return "arch mismatch";
  case CURAND_STATUS_INTERNAL_ERROR: return "internal error";
  // CHECK:  case HIPRAND_STATUS_INTERNAL_ERROR: return "internal error";
  default: return "unknown";
  }
}

bool isQuasi(curandRngType_t t) {
  // CHECK: bool isQuasi(hiprandRngType_t t) {
  return t == CURAND_RNG_QUASI_DEFAULT || t == CURAND_RNG_QUASI_SOBOL32;
  // CHECK:  return t == HIPRAND_RNG_QUASI_DEFAULT || t == HIPRAND_RNG_QUASI_SOBOL32;
}

int makeAll() {
  const curandRngType types[] = {CURAND_RNG_PSEUDO_DEFAULT, CURAND_RNG_PSEUDO_XORWOW,
                                 CURAND_RNG_PSEUDO_MRG32K3A, CURAND_RNG_PSEUDO_MTGP32,
                                 CURAND_RNG_PSEUDO_PHILOX4_32_10, CURAND_RNG_TEST};
  // CHECK:  const hiprandRngType types[] = {HIPRAND_RNG_PSEUDO_DEFAULT, HIPRAND_RNG_PSEUDO_XORWOW,
  // CHECK-NEXT:                                 HIPRAND_RNG_PSEUDO_MRG32K3A, HIPRAND_RNG_PSEUDO_MTGP32,
  // CHECK-NEXT:                                 HIPRAND_RNG_PSEUDO_PHILOX4_32_10, HIPRAND_RNG_TEST};
  // DIAG: {{.*}}.cu:[[@LINE-4]]:67: warning: 'CURAND_RNG_TEST' translated to 'HIPRAND_RNG_TEST': hipRAND declares HIPRAND_RNG_TEST but cannot create a generator of that type: hiprandCreateGenerator returns HIPRAND_STATUS_TYPE_ERROR [cu2hip-api-semantics]
  int created = 0;
  for (curandRngType_t t : types) {
    // CHECK:  for (hiprandRngType_t t : types) {
    curandGenerator_st *g = nullptr;
    // CHECK:    hiprandGenerator_st *g = nullptr;
    // DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'curandGenerator_st' translated to 'hiprandGenerator_st': hipRAND declares hiprandGenerator_st as a typedef, so 'struct hiprandGenerator_st' does not compile; drop the struct keyword or use hiprandGenerator_t [cu2hip-api-semantics]
    if (CURAND_CALL(curandCreateGenerator(&g, t))) {
      // CHECK:    if (CURAND_CALL(hiprandCreateGenerator(&g, t))) {
      ++created;
      curandDestroyGenerator(g);
      // CHECK:      hiprandDestroyGenerator(g);
    }
  }
  if (isQuasi(CURAND_RNG_QUASI_SOBOL32)) {
    curandGenerator_t q;
    curandCreateGenerator(&q, CURAND_RNG_QUASI_SOBOL32);
    // CHECK:    hiprandCreateGenerator(&q, HIPRAND_RNG_QUASI_SOBOL32);
    curandSetQuasiRandomGeneratorDimensions(q, 3);
    // CHECK:    hiprandSetQuasiRandomGeneratorDimensions(q, 3);
    curandDestroyGenerator(q);
  }
  return created + (statusName(CURAND_STATUS_SUCCESS)[0] == 's');
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
