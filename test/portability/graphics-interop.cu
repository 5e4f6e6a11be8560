// Graphics interop: the parts HIP lacks are reported as graphics-interop;
// the parts it has (map, unmap) are renamed without a finding.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// CHECK: hipGraphicsMapResources(1, &res, s);
#include <cuda_runtime.h>

void drawFrame(cudaGraphicsResource_t res, cudaStream_t s) {
  cudaGraphicsResourceSetMapFlags(res, cudaGraphicsMapFlagsReadOnly);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaGraphicsResourceSetMapFlags' has no HIP equivalent: HIP graphics interop has no map-flag setting; remove the call [cu2hip-graphics-interop]
// DIAG: {{.*}}.cu:[[@LINE-2]]:40: warning: 'cudaGraphicsMapFlagsReadOnly' has no HIP equivalent: HIP has no graphics map flags enumeration [cu2hip-graphics-interop]
  cudaGraphicsMapResources(1, &res, s);
  cudaGraphicsUnmapResources(1, &res, s);
}

int cubeFace() { return cudaGraphicsCubeFacePositiveX; }
// DIAG: {{.*}}.cu:[[@LINE-1]]:25: warning: 'cudaGraphicsCubeFacePositiveX' has no HIP equivalent: HIP has no graphics cube-face enumeration [cu2hip-graphics-interop]
// DIAG-NOT: {{warning|error}}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
