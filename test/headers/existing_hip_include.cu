// A file already partly ported: its HIP runtime include is kept, the CUDA
// includes that would duplicate it are removed, and no include is added.
// Clang cannot parse HIP's headers as CUDA, but that is no reason to report
// a parse error in the user's file.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cuda.h>

static void ported() { hipDeviceSynchronize(); }
static void notYet() { cudaDeviceSynchronize(); }

// CHECK:#include <hip/hip_runtime.h>
// CHECK-EMPTY:
// CHECK-NEXT:static void ported() { hipDeviceSynchronize(); }
// CHECK-NEXT:static void notYet() { hipDeviceSynchronize(); }
// CHECK-NOT:#include
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated (3 replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
