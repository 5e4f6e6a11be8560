// Every header of the CUDA toolkit is either classified by a row or starts as
// the tables' header_prefixes say, so an angled include of one no row knows is
// reported, never left silently (the table check pins the toolkit's side).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/Inputs/stubs 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <nv/target>
#include <fatbinary_section.h>

int main() { return 0; }

// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include <nv/target>
// CHECK-NEXT:#include <fatbinary_section.h>
// DIAG: {{.*}}.cu:9:11: warning: include of 'nv/target', a CUDA header the mapping tables do not classify [cu2hip-unmapped-api]
// DIAG-NEXT: {{.*}}.cu:10:11: warning: include of 'fatbinary_section.h', a CUDA header the mapping tables do not classify [cu2hip-unmapped-api]
// DIAG-NOT: warning: include
