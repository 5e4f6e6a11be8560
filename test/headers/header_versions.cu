// Headers whose HIP counterpart is newer than the target: one with an older
// fallback header uses it, one without stays as written and is reported.
// With a new enough target all take the HIP name: OpenGL interop moved out of
// hip_runtime_api.h into hip_gl_interop.h in HIP 6.0, hip_fp8.h came in 6.2.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/Inputs/stubs 2>%t.52.err | FileCheck %s --check-prefix=HIP52 --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG52 --input-file=%t.52.err
// RUN: %cu2hip %t.cu -o - --hip-version 6.2 -I %S/Inputs/stubs 2>%t.62.err | FileCheck %s --check-prefix=HIP62 --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG62 --input-file=%t.62.err

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_gl_interop.h>

// HIP52:#include <hip/hip_runtime.h>
// HIP52-NEXT:#include <hip/hip_bfloat16.h>
// HIP52-NEXT:#include <cuda_fp8.h>
// HIP52-NEXT:#include <hip/hip_runtime_api.h>
// DIAG52: {{.*}}.cu:13:11: warning: 'cuda_fp8.h' maps to 'hip/hip_fp8.h', added in HIP 6.2; the target is HIP 5.2 [cu2hip-unsupported-in-target]
// DIAG52-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors

// HIP62:#include <hip/hip_runtime.h>
// HIP62-NEXT:#include <hip/hip_bf16.h>
// HIP62-NEXT:#include <hip/hip_fp8.h>
// HIP62-NEXT:#include <hip/hip_gl_interop.h>
// DIAG62-NOT: warning
// DIAG62: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
