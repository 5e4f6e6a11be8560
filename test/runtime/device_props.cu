// Device management and device property fields. CUDA 13 removed clockRate and
// memoryClockRate from the struct; HIP still has them, so they translate to
// themselves without a parse-error finding.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error

#include <cuda_runtime.h>
#include <stdio.h>

static int clockKHz(const cudaDeviceProp *p) { return p->clockRate; }
// CHECK: static int clockKHz(const hipDeviceProp_t *p) { return p->clockRate; }

int main() {
  int count = 0, dev = 0;
  cudaGetDeviceCount(&count);
  // CHECK: hipGetDeviceCount(&count);
  cudaSetDevice(count - 1);
  // CHECK: hipSetDevice(count - 1);
  cudaGetDevice(&dev);
  // CHECK: hipGetDevice(&dev);
  cudaSetDeviceFlags(cudaDeviceScheduleAuto | cudaDeviceMapHost);
  // CHECK: hipSetDeviceFlags(hipDeviceScheduleAuto | hipDeviceMapHost);
  cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, dev);
  // CHECK: hipGetDeviceProperties(&prop, dev);
  printf("%s %zu %d %d %d\n", prop.name, prop.totalGlobalMem, prop.warpSize,
         prop.multiProcessorCount, prop.maxThreadsPerBlock);
  // CHECK: printf("%s %zu %d %d %d\n", prop.name, prop.totalGlobalMem, prop.warpSize,
  // CHECK: prop.multiProcessorCount, prop.maxThreadsPerBlock);
  printf("%d %d %d\n", prop.maxGridSize[0], prop.l2CacheSize, prop.regsPerBlock);
  // CHECK: printf("%d %d %d\n", prop.maxGridSize[0], prop.l2CacheSize, prop.regsPerBlock);
  int khz = prop.clockRate + clockKHz(&prop);
  // CHECK: int khz = prop.clockRate + clockKHz(&prop);
  int memKhz = prop.memoryClockRate;
  // CHECK: int memKhz = prop.memoryClockRate;
  if (prop.major >= 7)
    // CHECK: if (prop.major >= 7)
    // DIAG: {{.*}}.cu:[[@LINE-2]]:12: warning: 'cudaDeviceProp::major': HIP reports the AMD gfx architecture version (e.g. 9.0 for gfx90a) instead of a CUDA compute capability, so comparisons against sm versions must be rewritten [cu2hip-api-semantics]
    puts("volta or newer");
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  // CHECK: hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, dev);
  int canPeer = 0;
  cudaDeviceCanAccessPeer(&canPeer, 0, 1);
  // CHECK: hipDeviceCanAccessPeer(&canPeer, 0, 1);
  if (canPeer)
    cudaDeviceEnablePeerAccess(1, 0);
  // CHECK: hipDeviceEnablePeerAccess(1, 0);
  cudaDeviceReset();
  // CHECK: hipDeviceReset();
  return khz + memKhz + sms > 0 ? 0 : 1;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
