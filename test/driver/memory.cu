// Driver memory management. cuda.h defines most of these names as macros for
// their _v2 entry points; the names the user wrote are the ones translated.
// HIP's device pointer type is a pointer, not an integer, so each use of the
// device pointer type is flagged; HIP 5.2 also takes the host source of a
// host-to-device copy as a non-const pointer, so a cast is added.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cu[A-Z][a-z]|CU[a-z_]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error

#include <cuda.h>

int roundTrip(const float *src, float *dst, unsigned n, CUstream s) {
  // CHECK: int roundTrip(const float *src, float *dst, unsigned n, hipStream_t s) {
  CUdeviceptr d;
  // CHECK: hipDeviceptr_t d;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'CUdeviceptr' translated to 'hipDeviceptr_t': the CUdeviceptr is an unsigned integer but hipDeviceptr_t is void*: integer arithmetic, integer casts and printf formats on device pointers must be rewritten (e.g. cast through char* or uintptr_t) [cu2hip-api-semantics]
  if (cuMemAlloc(&d, n * sizeof(float)) != CUDA_SUCCESS)
    // CHECK: if (hipMalloc(&d, n * sizeof(float)) != hipSuccess)
    return 1;
  cuMemsetD32(d, 0, n);
  // CHECK: hipMemsetD32(d, 0, n);
  cuMemcpyHtoD(d, src, n * sizeof(float));
  // CHECK: hipMemcpyHtoD(d, const_cast<void *>(static_cast<const void *>(src)), n * sizeof(float));
  cuMemcpyHtoDAsync(d, src, n * sizeof(float), s);
  // CHECK: hipMemcpyHtoDAsync(d, const_cast<void *>(static_cast<const void *>(src)), n * sizeof(float), s);
  cuMemcpyDtoHAsync(dst, d, n * sizeof(float), s);
  // CHECK: hipMemcpyDtoHAsync(dst, d, n * sizeof(float), s);
  cuMemcpyDtoH(dst, d, n * sizeof(float));
  // CHECK: hipMemcpyDtoH(dst, d, n * sizeof(float));
  cuMemFree(d);
  // CHECK: hipFree(d);
  return 0;
}

int main() {
  CUdevice dev;
  cuInit(0);
  cuDeviceGet(&dev, 0);
  unsigned long total = 0, freeBytes = 0, devBytes = 0;
  cuDeviceTotalMem(&devBytes, dev);
  // CHECK: hipDeviceTotalMem(&devBytes, dev);
  cuMemGetInfo(&freeBytes, &total);
  // CHECK: hipMemGetInfo(&freeBytes, &total);
  float *pinned = nullptr;
  cuMemAllocHost((void **)&pinned, 64 * sizeof(float));
  // CHECK: hipHostMalloc((void **)&pinned, 64 * sizeof(float));
  int rc = roundTrip(pinned, pinned, 64, nullptr);
  cuMemFreeHost(pinned);
  // CHECK: hipHostFree(pinned);
  return rc;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
