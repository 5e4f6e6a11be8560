// nvcc includes cuda_runtime.h before anything else. A file whose first
// include is not the runtime gets the HIP runtime include on top, where
// nvcc's was, and its own later top-level includes of it go: a user header
// included first may use the runtime's types, and HIP 5.2's cooperative
// groups header needs the runtime before it; so do the includes of it in
// branches after the top.
// RUN: rm -rf %t && mkdir %t && %strip-checks %s %t/a.cu
// RUN: printf '#pragma once\nstatic cudaError_t lastError;\n' > %t/check.h
// RUN: %cu2hip %t/a.cu -o - --hip-version 5.2 2>%t/err.txt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t/err.txt
// RUN: printf '#include <cuda_runtime.h>\n#include "check.h"\nint f() { return cudaGetLastError(); }\n' > %t/first.cu
// RUN: %cu2hip %t/first.cu -o - 2>/dev/null | FileCheck %s --check-prefix=FIRST --match-full-lines
// A .cu file that spells no CUDA name but includes a header that does gets
// it too: nvcc includes the runtime into every .cu file.
// RUN: printf '#include "check.h"\nint main() { return 0; }\n' > %t/plain.cu
// RUN: %cu2hip %t/plain.cu -o - 2>/dev/null | FileCheck %s --check-prefix=PLAIN --match-full-lines
// PLAIN:#include <hip/hip_runtime.h>
// PLAIN-NEXT:#include "check.h"
// A translated file is left as it is.
// RUN: %cu2hip %t/a.cu -o %t/a.hip.cu 2>/dev/null
// RUN: %cu2hip %t/a.hip.cu -o - 2>/dev/null | diff %t/a.hip.cu -

#include "check.h"
#include <cooperative_groups.h>
#ifdef _WIN32
#include <cuda_runtime.h>
#endif
#include <cuda_runtime.h>
#include <cstdio>

__global__ void k() { cooperative_groups::this_thread_block().sync(); }
int main() { return cudaDeviceSynchronize(); }

// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include "check.h"
// CHECK-NEXT:#include <hip/hip_cooperative_groups.h>
// CHECK-NEXT:#ifdef _WIN32
// CHECK-NEXT:#endif
// CHECK-NEXT:#include <cstdio>
// CHECK-NOT:#include
// DIAG-NOT: warning:
// FIRST:#include <hip/hip_runtime.h>
// FIRST-NEXT:#include "check.h"
// FIRST-NEXT:int f() { return hipGetLastError(); }
