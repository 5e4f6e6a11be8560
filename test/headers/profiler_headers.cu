// Libraries with no ROCm counterpart that has their API: CUPTI (with the
// Perfworks headers and the callback parameter structs it generates) and
// NVBLAS. Their headers stay as written and are reported with what to use.
// Token mode: the mock SDK has none of them.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cupti.h>
#include <nvperf_host.h>
#include <generated_cuda_runtime_api_meta.h>
#include <nvblas.h>
// CHECK: #include <cupti.h>
// CHECK-NEXT: #include <nvperf_host.h>
// CHECK-NEXT: #include <generated_cuda_runtime_api_meta.h>
// CHECK-NEXT: #include <nvblas.h>
// DIAG: {{.*}}.cu:9:11: warning: 'cupti.h' has no HIP equivalent: CUPTI has no ROCm counterpart with its API; trace and profile with rocprofiler-sdk (rocprofiler and roctracer on older ROCm), whose callback, activity and counter APIs differ [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:10:11: warning: 'nvperf_host.h' has no HIP equivalent: NVIDIA's Perfworks metrics API (used by CUPTI's profiler) has no ROCm counterpart; collect hardware counters with rocprofiler-sdk [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:11:11: warning: 'generated_cuda_runtime_api_meta.h' has no HIP equivalent: parameter structs of CUPTI's API callbacks; {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:12:11: warning: 'nvblas.h' has no HIP equivalent: ROCm has no library that intercepts host BLAS calls and runs them on the GPU like NVBLAS; call hipBLAS explicitly [cu2hip-unsupported-api]
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors

int main() { return 0; }
