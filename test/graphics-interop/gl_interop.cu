// OpenGL interop: registering a buffer and an image, mapping, the device
// query. HIP has the same calls under hip names; they were declared in
// hip_runtime_api.h up to HIP 5.7 and only in hip_gl_interop.h from HIP 6.0,
// so the header follows the target. The legacy buffer-object calls have no
// HIP counterpart: they stay and are reported as graphics interop.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/../Inputs/window-system >%t.52.hip 2>%t.52.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP52 --input-file=%t.52.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.52.err --implicit-check-not=warning:
// RUN: %cu2hip %t.cu -o - --hip-version 6.2 -I %S/../Inputs/window-system >%t.62.hip 2>%t.62.err
// RUN: FileCheck %s --check-prefixes=CHECK,HIP62 --input-file=%t.62.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.62.err --implicit-check-not=warning:

#include <cuda_gl_interop.h>
// HIP52: #include <hip/hip_runtime_api.h>
// HIP62: #include <hip/hip_gl_interop.h>

int drawFrame(GLuint vbo, GLuint tex, cudaStream_t s) {
  unsigned int count = 0;
  int devices[4];
  cudaGLGetDevices(&count, devices, 4, cudaGLDeviceListAll);
  // CHECK: hipGLGetDevices(&count, devices, 4, hipGLDeviceListAll);
  cudaGraphicsResource_t buffer, image;
  // CHECK: hipGraphicsResource_t buffer, image;
  cudaGraphicsGLRegisterBuffer(&buffer, vbo, 0);
  // CHECK: hipGraphicsGLRegisterBuffer(&buffer, vbo, 0);
  cudaGraphicsGLRegisterImage(&image, tex, 0x0DE1, 0);
  // CHECK: hipGraphicsGLRegisterImage(&image, tex, 0x0DE1, 0);
  cudaGraphicsMapResources(1, &buffer, s);
  // CHECK: hipGraphicsMapResources(1, &buffer, s);
  void *ptr = nullptr;
  size_t bytes = 0;
  cudaGraphicsResourceGetMappedPointer(&ptr, &bytes, buffer);
  // CHECK: hipGraphicsResourceGetMappedPointer(&ptr, &bytes, buffer);
  cudaGraphicsUnmapResources(1, &buffer, s);
  // CHECK: hipGraphicsUnmapResources(1, &buffer, s);
  cudaGraphicsUnregisterResource(image);
  // CHECK: hipGraphicsUnregisterResource(image);
  return (int)count;
}

void legacyFrame(GLuint vbo) {
  void *ptr = nullptr;
  cudaGLSetGLDevice(0);
  // CHECK: cudaGLSetGLDevice(0);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGLSetGLDevice' has no HIP equivalent: HIP needs no OpenGL device selection before interop; select the device with hipSetDevice [cu2hip-graphics-interop]
  cudaGLRegisterBufferObject(vbo);
  // CHECK: cudaGLRegisterBufferObject(vbo);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGLRegisterBufferObject' has no HIP equivalent: HIP has no legacy OpenGL buffer-object interop; register the buffer once with hipGraphicsGLRegisterBuffer, then map it with hipGraphicsMapResources and hipGraphicsResourceGetMappedPointer [cu2hip-graphics-interop]
  cudaGLMapBufferObject(&ptr, vbo);
  // CHECK: cudaGLMapBufferObject(&ptr, vbo);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGLMapBufferObject' has no HIP equivalent: HIP has no legacy OpenGL buffer-object interop; {{.+}} [cu2hip-graphics-interop]
  cudaGLSetBufferObjectMapFlags(vbo, cudaGLMapFlagsReadOnly);
  // CHECK: cudaGLSetBufferObjectMapFlags(vbo, cudaGLMapFlagsReadOnly);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGLSetBufferObjectMapFlags' has no HIP equivalent: HIP has no legacy OpenGL buffer-object interop; {{.+}} [cu2hip-graphics-interop]
  // DIAG: {{.*}}.cu:[[@LINE-3]]:38: warning: 'cudaGLMapFlagsReadOnly' has no HIP equivalent: HIP has no map flags for the legacy OpenGL buffer-object interop; {{.+}} [cu2hip-graphics-interop]
  cudaGLUnmapBufferObject(vbo);
  // CHECK: cudaGLUnmapBufferObject(vbo);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'cudaGLUnmapBufferObject' has no HIP equivalent: {{.+}} [cu2hip-graphics-interop]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
