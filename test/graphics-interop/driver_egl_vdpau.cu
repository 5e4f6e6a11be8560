// The driver API's OpenGL interop maps to the same HIP calls as the
// runtime's; EGL and VDPAU interop, in both APIs, have none and stay as
// written, reported as graphics interop. Token mode: the mock SDK has no
// cudaGL.h, cudaEGL.h or cudaVDPAU.h (and without an AST, acronym names such
// as cuGLGetDevices are not told from a user's; the AST tier maps them).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cudaGL.h>
#include <cudaEGL.h>
#include <cuda_vdpau_interop.h>
// CHECK: #include <hip/hip_runtime_api.h>
// CHECK-NEXT: #include <cudaEGL.h>
// CHECK-NEXT: #include <cuda_vdpau_interop.h>
// DIAG: {{.*}}.cu:12:11: warning: 'cudaEGL.h' has no HIP equivalent: HIP has no EGL interop API [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:13:11: warning: 'cuda_vdpau_interop.h' has no HIP equivalent: HIP has no VDPAU interop API [cu2hip-unsupported-api]

void registerAll(CUgraphicsResource *res, GLuint vbo, unsigned int *count, CUdevice *devices) {
// CHECK: void registerAll(hipGraphicsResource_t *res, GLuint vbo, unsigned int *count, hipDevice_t *devices) {
  (void)count;
  (void)devices;
  cuGraphicsGLRegisterBuffer(res, vbo, 0);
  // CHECK: hipGraphicsGLRegisterBuffer(res, vbo, 0);
  unsigned int mode = CU_GL_DEVICE_LIST_ALL;
  // CHECK: unsigned int mode = hipGLDeviceListAll;
  (void)mode;
}

void fromEgl(CUgraphicsResource *res, void *image) {
  cuGraphicsEGLRegisterImage(res, image, 0);
  // CHECK: cuGraphicsEGLRegisterImage(res, image, 0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cuGraphicsEGLRegisterImage' has no HIP equivalent: HIP has no EGL interop (no EGL image, stream or sync registration); share the data through OpenGL buffers and images or through Vulkan external memory (hipImportExternalMemory) [cu2hip-graphics-interop]
  cudaGraphicsVDPAURegisterOutputSurface(0, 0, 0);
  // CHECK: cudaGraphicsVDPAURegisterOutputSurface(0, 0, 0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGraphicsVDPAURegisterOutputSurface' has no HIP equivalent: HIP has no VDPAU interop; share the surfaces through OpenGL or Vulkan external memory (hipImportExternalMemory) [cu2hip-graphics-interop]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors
