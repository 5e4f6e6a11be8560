// Texture objects over linear memory: the descriptors, their fields and
// enumerators, creation and destruction. The handle type itself is not
// flagged: only uses of a handle as an integer are (texture_object_integer.cu).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>
#include <string.h>

cudaTextureObject_t makeTexture(float *d, int n) {
  // CHECK: hipTextureObject_t makeTexture(float *d, int n) {
  cudaResourceDesc res;
  // CHECK: hipResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeLinear;
  // CHECK: res.resType = hipResourceTypeLinear;
  res.res.linear.devPtr = d;
  // CHECK: res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  // CHECK: res.res.linear.desc = hipCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  // CHECK: res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc desc;
  // CHECK: hipTextureDesc desc;
  memset(&desc, 0, sizeof(desc));
  desc.addressMode[0] = cudaAddressModeClamp;
  // CHECK: desc.addressMode[0] = hipAddressModeClamp;
  desc.filterMode = cudaFilterModePoint;
  // CHECK: desc.filterMode = hipFilterModePoint;
  desc.readMode = cudaReadModeElementType;
  // CHECK: desc.readMode = hipReadModeElementType;
  desc.normalizedCoords = 0;
  cudaTextureObject_t tex = 0;
  // CHECK: hipTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &desc, nullptr);
  // CHECK: hipCreateTextureObject(&tex, &res, &desc, nullptr);
  return tex;
}

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(float));
  auto tex = makeTexture(d, 64);
  cudaDestroyTextureObject(tex);
  // CHECK: hipDestroyTextureObject(tex);
  cudaFree(d);
  return 0;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
