// A field whose value stands in for it before the HIP that has it
// (deviceOverlap before 6.0: 1) replaces reads only; where the field is
// written or its address taken, a value cannot stand in: it is reported.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#include <cuda_runtime.h>

int overlaps(cudaDeviceProp prop, cudaDeviceProp *p) {
  int a = prop.deviceOverlap & p->deviceOverlap;
  int *where = &prop.deviceOverlap;
  prop.deviceOverlap = 0;
  ++p->deviceOverlap;
  return a + *where;
}
// CHECK:   int a = (1) & (1);
// CHECK-NEXT:   int *where = &prop.deviceOverlap;
// CHECK-NEXT:   prop.deviceOverlap = 0;
// CHECK-NEXT:   ++p->deviceOverlap;
// DIAG: {{.*}}.cu:12:22: warning: 'cudaDeviceProp::deviceOverlap' is '1' in HIP 5.2, but the object before it is not a plain name, or the access is written or its address taken: write the value in by hand [cu2hip-unsupported-in-target]
// DIAG-NEXT: {{.*}}.cu:13:8: warning: 'cudaDeviceProp::deviceOverlap' is '1' {{.*}} [cu2hip-unsupported-in-target]
// DIAG-NEXT: {{.*}}.cu:14:8: warning: 'cudaDeviceProp::deviceOverlap' is '1' {{.*}} [cu2hip-unsupported-in-target]
