// Texture and surface objects are integers in CUDA and pointers in HIP.
// Each expression that uses a handle as an integer is reported; what a
// pointer allows too (copies, comparisons of handles with each other or
// with 0, truth tests, C-style casts) is not.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// RUN: %cu2hip %t.cu --no-ast -o - 2>&1 >/dev/null | FileCheck %s --check-prefix=NOAST

#include <cuda_runtime.h>

struct Slot { unsigned long long id; };
__device__ int lookup(unsigned long long key);
__device__ int fetch(cudaTextureObject_t tex);

__global__ void use(float *out, cudaTextureObject_t tex, cudaTextureObject_t other,
                    cudaSurfaceObject_t surf, Slot *slots, int i) {
  // CHECK: __global__ void use(float *out, hipTextureObject_t tex, hipTextureObject_t other,
  cudaTextureObject_t copy = tex;
  cudaTextureObject_t none = 0;
  if (tex && !other && tex != 0 && copy == tex && tex < other && none == 0)
    out[0] = (float)(unsigned long long)tex;
  out[tex % 4] = 1.0f;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:7: warning: a 'cudaTextureObject_t' in integer arithmetic: HIP's 'hipTextureObject_t' is a pointer, so hipcc rejects this; keep the handle opaque (copy it, compare it with another handle or with 0) [cu2hip-api-semantics]
  if (tex == 1 || surf > 3)
    out[1] = 0.0f;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: a 'cudaTextureObject_t' compared with an integer: {{.*}} [cu2hip-api-semantics]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:19: warning: a 'cudaSurfaceObject_t' compared with an integer: HIP's 'hipSurfaceObject_t' is a pointer{{.*}} [cu2hip-api-semantics]
  unsigned long long key = tex;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:28: warning: a 'cudaTextureObject_t' initialized as an integer: {{.*}} [cu2hip-api-semantics]
  slots[i].id = surf;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:17: warning: a 'cudaSurfaceObject_t' assigned as an integer: {{.*}} [cu2hip-api-semantics]
  copy = key + 1;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:10: warning: an integer assigned as a 'cudaTextureObject_t': {{.*}} [cu2hip-api-semantics]
  out[2] = lookup(tex) + fetch(5) + fetch(other);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:19: warning: a 'cudaTextureObject_t' passed as an integer: {{.*}} [cu2hip-api-semantics]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:32: warning: an integer passed as a 'cudaTextureObject_t': {{.*}} [cu2hip-api-semantics]
  out[3] = static_cast<int>(tex >> 1);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:29: warning: a 'cudaTextureObject_t' in integer arithmetic: {{.*}} [cu2hip-api-semantics]
}

unsigned long long handleOf(cudaTextureObject_t tex) { return tex; }
// DIAG: {{.*}}.cu:[[@LINE-1]]:63: warning: a 'cudaTextureObject_t' returned as an integer: {{.*}} [cu2hip-api-semantics]
// DIAG-NOT: warning:
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 10 warnings, 0 errors
// NOAST-NOT: is a pointer, so hipcc rejects
