// Driver streams and events. The driver's create functions take flags, so
// they map to HIP's WithFlags variants.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda.h>

float timeCopy(CUdeviceptr dst, const void *src, unsigned n) {
  CUstream s;
  // CHECK: hipStream_t s;
  CUevent start, stop;
  // CHECK: hipEvent_t start, stop;
  cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
  // CHECK: hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  cuEventCreate(&start, CU_EVENT_DEFAULT);
  // CHECK: hipEventCreateWithFlags(&start, hipEventDefault);
  cuEventCreate(&stop, CU_EVENT_BLOCKING_SYNC);
  // CHECK: hipEventCreateWithFlags(&stop, hipEventBlockingSync);
  cuEventRecord(start, s);
  // CHECK: hipEventRecord(start, s);
  cuMemcpyHtoDAsync(dst, src, n, s);
  cuEventRecord(stop, s);
  cuStreamSynchronize(s);
  // CHECK: hipStreamSynchronize(s);
  cuEventSynchronize(stop);
  // CHECK: hipEventSynchronize(stop);
  float ms = 0.0f;
  cuEventElapsedTime(&ms, start, stop);
  // CHECK: hipEventElapsedTime(&ms, start, stop);
  cuEventDestroy(start);
  // CHECK: hipEventDestroy(start);
  cuEventDestroy(stop);
  cuStreamDestroy(s);
  // CHECK: hipStreamDestroy(s);
  return ms;
}
// DIAG: {{.*}}.cu:9:16: warning: 'CUdeviceptr' translated to 'hipDeviceptr_t'{{.*}} [cu2hip-api-semantics]
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
