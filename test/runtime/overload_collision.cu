// cudaError_t and CUresult both become hipError_t: a user's overloads on
// them become two definitions of one function. The second is reported where
// it is declared; overloads that stay distinct, and redeclarations, are not.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#include <cuda.h>
#include <cuda_runtime.h>

const char *errorText(cudaError_t e);
const char *errorText(cudaError_t e) { return cudaGetErrorString(e); }
// CHECK: const char *errorText(hipError_t e) { return hipGetErrorString(e); }
const char *errorText(CUresult e) { return e ? "driver error" : "ok"; }
// CHECK: const char *errorText(hipError_t e) { return e ? "driver error" : "ok"; }
// DIAG: {{.*}}.cu:[[@LINE-2]]:1: warning: 'errorText(CUresult)' and 'errorText(cudaError_t)' both become 'errorText(hipError_t)': the HIP code defines one function twice, which hipcc rejects; keep one of them (for NVIDIA builds the other under '#if !defined(__HIP_PLATFORM_AMD__)') [cu2hip-api-semantics]
const char *errorText(int code) { return code ? "error" : "ok"; }

namespace other {
bool failed(CUresult e) { return e != CUDA_SUCCESS; }
}
bool failed(cudaError_t e) { return e != cudaSuccess; }
// DIAG-NOT: warning:
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
