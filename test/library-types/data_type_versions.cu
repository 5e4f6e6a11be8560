// cudaDataType values HIP added after 5.2 carry the ROCm release that added
// them: the integer and bfloat16 types (5.5), OCP fp8 (6.3), the microscaling
// fp8/fp6/fp4 types (7.0). Targeting ROCm 6.3 translates the first two groups
// and reports the third; CUDA 13's floating-point emulation controls have no
// HIP counterpart at all.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 6.3 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <library_types.h>
// CHECK: #include <hip/library_types.h>

int bitsOf(cudaDataType_t t) {
  // CHECK: int bitsOf(hipDataType t) {
  switch (t) {
  case CUDA_R_8I: case CUDA_R_8U: return 8;
  // CHECK: case HIP_R_8I: case HIP_R_8U: return 8;
  case CUDA_R_16BF: case CUDA_R_16I: return 16;
  // CHECK: case HIP_R_16BF: case HIP_R_16I: return 16;
  case CUDA_C_32I: case CUDA_R_64U: return 64;
  // CHECK: case HIP_C_32I: case HIP_R_64U: return 64;
  case CUDA_R_8F_E4M3: case CUDA_R_8F_E5M2: return 8;
  // CHECK: case HIP_R_8F_E4M3: case HIP_R_8F_E5M2: return 8;
  case CUDA_R_4F_E2M1: return 4;
  // CHECK: case CUDA_R_4F_E2M1: return 4;
  // DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'CUDA_R_4F_E2M1' maps to 'HIP_R_4F_E2M1', added in HIP 7.0; the target is HIP 6.3 [cu2hip-unsupported-in-target]
  default: return 0;
  }
}

cudaEmulationStrategy_t strategy = CUDA_EMULATION_STRATEGY_EAGER;
// CHECK: cudaEmulationStrategy_t strategy = CUDA_EMULATION_STRATEGY_EAGER;
// DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'cudaEmulationStrategy_t' has no HIP equivalent: HIP's math libraries have no floating-point emulation controls; {{.*}} [cu2hip-unsupported-api]
// DIAG: [[@LINE-3]]:{{[0-9]+}}: warning: 'CUDA_EMULATION_STRATEGY_EAGER' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
