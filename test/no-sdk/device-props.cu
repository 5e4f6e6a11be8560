// cudaDeviceProp fields against the generated headers: each field is keyed
// by its struct as with the SDK (the compute capability fields are
// reported; clockRate, gone from CUDA 13, is still known and kept).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-nosdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-

#include <cuda_runtime.h>
#include <cstdio>
#include <string>

struct Summary {
  std::string name;
  int cc;
};

Summary query(int dev) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, dev);
  // CHECK: hipDeviceProp_t prop;
  // CHECK-NEXT: hipGetDeviceProperties(&prop, dev);
  Summary s;
  s.name = prop.name;
  s.cc = prop.major * 10 + prop.minor;
  // DIAG: [[@LINE-1]]:15: warning: 'cudaDeviceProp::major': HIP reports the AMD gfx architecture version {{.*}} [cu2hip-api-semantics]
  // DIAG: [[@LINE-2]]:33: warning: 'cudaDeviceProp::minor': HIP reports the AMD gfx architecture version {{.*}} [cu2hip-api-semantics]
  std::printf("%s: %d SMs, warp %d, clock %d kHz, %zu bytes shared\n",
              prop.name, prop.multiProcessorCount, prop.warpSize,
              prop.clockRate, prop.sharedMemPerBlock);
  // CHECK: prop.clockRate, prop.sharedMemPerBlock);
  return s;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
