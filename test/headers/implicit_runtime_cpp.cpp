// A .cpp file is compiled by the host compiler, which never included the
// CUDA runtime implicitly: its names are translated, but no include is
// added (the file gets its declarations some other way, here a -include).
// RUN: %strip-checks %s %t.cpp
// RUN: %cu2hip %t.cpp -o - --hip-version 5.2 -- -include cuda_runtime.h 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
/* Copyright block. */

int sync() { return cudaDeviceSynchronize() == cudaSuccess; }

// CHECK:/* Copyright block. */
// CHECK-EMPTY:
// CHECK-NEXT:int sync() { return hipDeviceSynchronize() == hipSuccess; }
// CHECK-NOT:#include
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated (2 replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
