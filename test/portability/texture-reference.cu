// Texture and surface references (removed in CUDA 12): each declaration is
// reported once with its name, from tokens, since the file no longer parses
// against a current SDK; their binding API is reported by its table rows.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// CHECK: texture<float, 1, hipReadModeElementType> texIn;
// CHECK: hipBindTexture(&offset, texIn, in, n * sizeof(float));
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> texIn;
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: texture reference 'texIn' (texture<float, 1, cudaReadModeElementType>): CUDA 12 removed texture references; HIP still has texture<T, dim, readMode> and its binding API, deprecated, so the translation builds with hipcc for now: port 'texIn' to a texture object (hipTextureObject_t from hipCreateTextureObject, passed to the kernels that read it with tex1Dfetch<T>(obj, i)/tex2D<T>(obj, x, y)) [cu2hip-texture-reference]
static texture<uchar4, 2> image;
// DIAG: {{.*}}.cu:[[@LINE-1]]:8: warning: texture reference 'image' (texture<uchar4, 2>): CUDA 12 removed texture references; HIP still has texture<T, dim, readMode> and its binding API, deprecated, so the translation builds with hipcc for now: port 'image' to a texture object (hipTextureObject_t from hipCreateTextureObject, passed to the kernels that read it with tex1Dfetch<T>(obj, i)/tex2D<T>(obj, x, y)) [cu2hip-texture-reference]
surface<void, 2> outSurf;
// DIAG: {{.*}}.cu:[[@LINE-1]]:1: warning: surface reference 'outSurf' (surface<void, 2>): CUDA 12 removed surface references and HIP has none (no surface<> template, no cudaBindSurfaceToArray): port 'outSurf' to a surface object (hipSurfaceObject_t from hipCreateSurfaceObject, passed to the kernels that use it with surf2Dread/surf2Dwrite) [cu2hip-texture-reference]

__global__ void scale(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * tex1Dfetch(texIn, i);
}

void run(float *in, float *out, int n) {
  size_t offset = 0;
  cudaBindTexture(&offset, texIn, in, n * sizeof(float));
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaBindTexture' translated to 'hipBindTexture': binds a texture reference, which CUDA 12 removed; HIP keeps texture references, deprecated, so this builds with hipcc for now: create a texture object over the same memory instead (hipCreateTextureObject with a hipResourceDesc and a hipTextureDesc) and pass it to the kernels that read the texture [cu2hip-texture-reference]
// DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'hipBindTexture' (for 'cudaBindTexture') is deprecated since HIP 5.2 [cu2hip-deprecated-in-target]
  scale<<<(n + 255) / 256, 256>>>(out, n);
  cudaUnbindTexture(texIn);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudaUnbindTexture' translated to 'hipUnbindTexture': unbinds a texture reference, which CUDA 12 removed; HIP keeps texture references, deprecated, so this builds with hipcc for now: with a texture object, call hipDestroyTextureObject instead [cu2hip-texture-reference]
// DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'hipUnbindTexture' (for 'cudaUnbindTexture') is deprecated since HIP 5.2 [cu2hip-deprecated-in-target]
}

// Not references: a texture object, and a member template named texture.
struct Material { template <int N> int texture() const { return N; } };
int useMaterial(const Material &m, cudaTextureObject_t obj) { return m.texture<3>() + (obj != 0); }
// DIAG-NOT: {{warning|error}}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 7 warnings, 0 errors
