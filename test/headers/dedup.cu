// Several CUDA headers become the one HIP runtime header: within one
// conditional block the second include of it is removed (the whole line),
// but includes in different branches are kept, since only one branch is
// compiled. An include at the top level covers the branches after it.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#if defined(USE_DRIVER_API)
#include <cuda.h>
#include <cuda_runtime.h>
#elif defined(USE_BOTH)
#include <cuda_runtime.h>
#include "cuda.h"
#else
#include <device_launch_parameters.h>
#endif
// CHECK:#if defined(USE_DRIVER_API)
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-NEXT:#elif defined(USE_BOTH)
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-NEXT:#else
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-NEXT:#endif

#include <cuda.h>
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#ifdef __cplusplus
#include <cuda_runtime.h>
#endif
// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#ifdef __cplusplus
// CHECK-NEXT:#endif

int main() { return cudaGetLastError(); }
// CHECK:int main() { return hipGetLastError(); }
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
