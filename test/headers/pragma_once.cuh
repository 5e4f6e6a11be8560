// In a header, the added include goes after `#pragma once`, so that the
// guard stays the first directive.
// RUN: %strip-checks %s %t.cuh
// RUN: %cu2hip %t.cuh -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#pragma once

inline cudaError_t syncAll() { return cudaDeviceSynchronize(); }

// CHECK:#pragma once
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-EMPTY:
// CHECK-NEXT:inline hipError_t syncAll() { return hipDeviceSynchronize(); }
// CHECK-NOT:#include
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
