// A header keeps its delimiters: a quoted CUDA include becomes a quoted HIP
// include. A quoted include the tables do not know is the project's own
// header and is not reported, however CUDA-like its name; an angled one is.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/Inputs/stubs -I %S/Inputs/project 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include "cuda_runtime.h"
#include "cuComplex.h"
#include   <cuda_fp16.h>
#include "cuda_helpers.h"
#include <crt/func_macro.h>

int main() { return cudaSuccess; }

// CHECK:#include "hip/hip_runtime.h"
// CHECK-NEXT:#include "hip/hip_complex.h"
// CHECK-NEXT:#include   <hip/hip_fp16.h>
// CHECK-NEXT:#include "cuda_helpers.h"
// CHECK-NEXT:#include <crt/func_macro.h>
// CHECK-EMPTY:
// CHECK-NEXT:int main() { return hipSuccess; }
// DIAG: {{.*}}.cu:12:11: warning: include of 'crt/func_macro.h', a CUDA header the mapping tables do not classify [cu2hip-unmapped-api]
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
