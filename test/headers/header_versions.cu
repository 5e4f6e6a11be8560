// Headers whose HIP counterpart is newer than the target: one with an older
// fallback header uses it, one without stays as written and is reported.
// With a new enough target both take the HIP name (the fp8 header still
// needs a human: its type names differ).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/Inputs/stubs 2>%t.52.err | FileCheck %s --check-prefix=HIP52 --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t.52.err
// RUN: %cu2hip %t.cu -o - --hip-version 6.1 -I %S/Inputs/stubs 2>%t.61.err | FileCheck %s --check-prefix=HIP61 --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG61 --input-file=%t.61.err

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>

// HIP52:#include <hip/hip_runtime.h>
// HIP52-NEXT:#include <hip/hip_bfloat16.h>
// HIP52-NEXT:#include <cuda_fp8.h>
// DIAG52: {{.*}}.cu:13:11: warning: 'cuda_fp8.h' maps to 'hip/hip_fp8.h', added in HIP 6.1; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors

// HIP61:#include <hip/hip_runtime.h>
// HIP61-NEXT:#include <hip/hip_bf16.h>
// HIP61-NEXT:#include <hip/hip_fp8.h>
// DIAG61: {{.*}}.cu:13:11: warning: 'cuda_fp8.h' translated to 'hip/hip_fp8.h': HIP's fp8 types and conversion functions have different names {{.*}} [cu2hip-api-semantics]
// DIAG61-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
