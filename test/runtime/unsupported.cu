// A runtime API with no HIP equivalent stays as written and is reported at
// the call, with the table's reason and the unsupported-api id. The rest of
// the line is still translated.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.cu -o - --report=%t.json >/dev/null 2>&1
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json

#include <cuda_runtime.h>

__global__ void kernel() {}

int main() {
  const char *name = nullptr;
  if (cudaFuncGetName(&name, (const void *)kernel) != cudaSuccess)
    // CHECK: if (cudaFuncGetName(&name, (const void *)kernel) != hipSuccess)
    // DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: 'cudaFuncGetName' has no HIP equivalent: no HIP equivalent of cudaFuncGetName in any ROCm release verified here [cu2hip-unsupported-api]
    // JSON: "findings": [
    // JSON: "id": "cu2hip-unsupported-api",
    // JSON-NEXT: "severity": "warning",
    // JSON-NEXT: "effort": "high",
    // JSON-NEXT: "category": "portability",
    // JSON-NEXT: "line": [[#@LINE-8]],
    // JSON-NEXT: "column": 7,
    // JSON-NEXT: "length": 0,
    // JSON-NEXT: "message": "'cudaFuncGetName' has no HIP equivalent: no HIP equivalent of cudaFuncGetName in any ROCm release verified here",
    // JSON-NEXT: "cuda_name": "cudaFuncGetName",
    // JSON-NEXT: "source": "  if (cudaFuncGetName(&name, (const void *)kernel) != cudaSuccess)",
    // JSON-NEXT: "fixes": []
    return 1;
  return 0;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
