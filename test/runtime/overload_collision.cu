// cudaError_t and CUresult both become hipError_t: a user's overloads on
// them become two definitions of one function. The second definition is kept
// for NVIDIA builds only, and reported; overloads that stay distinct, and
// redeclarations, are left alone.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#include <cuda.h>
#include <cuda_runtime.h>

const char *errorText(cudaError_t e);
const char *errorText(cudaError_t e) { return cudaGetErrorString(e); }
// CHECK: const char *errorText(hipError_t e) { return hipGetErrorString(e); }
const char *errorText(CUresult e) { return e ? "driver error" : "ok"; }
// CHECK: #if !defined(__HIP_PLATFORM_AMD__) // AMD builds declare these already
// CHECK-NEXT: const char *errorText(hipError_t e) { return e ? "driver error" : "ok"; }
// CHECK-NEXT: #endif
// DIAG: {{.*}}.cu:[[@LINE-4]]:1: warning: 'errorText(CUresult)' and 'errorText(cudaError_t)' both become 'errorText(hipError_t)': this definition is kept for NVIDIA builds only, so AMD builds call 'errorText(cudaError_t)' for both; check that its body serves both [cu2hip-overload-collision]
const char *errorText(int code) { return code ? "error" : "ok"; }

namespace other {
bool failed(CUresult e) { return e != CUDA_SUCCESS; }
}
bool failed(cudaError_t e) { return e != cudaSuccess; }

// Defined elsewhere: cu2hip cannot choose, and says so.
void check(cudaError_t e);
void check(CUresult e);
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: 'check(CUresult)' and 'check(cudaError_t)' both become 'check(hipError_t)': the HIP code has one function where CUDA had two, and their definitions are not both in this unit, so cu2hip cannot keep one for NVIDIA builds alone; make sure AMD builds define it once [cu2hip-overload-collision]
// DIAG-NOT: warning:
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
