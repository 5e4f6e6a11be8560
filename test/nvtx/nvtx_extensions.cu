// NVTX's extensions and C++ API have no rocTX counterpart: naming CUDA
// resources (nvToolsExtCudaRt.h) and the RAII ranges of nvtx3.hpp stay as
// written and are reported, with the rocTX calls to write instead; the C API
// beside them is translated as usual.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <nvtx3/nvtx3.hpp>
#include <nvtx3/nvToolsExtCudaRt.h>
// CHECK: #include <nvtx3/nvtx3.hpp>
// CHECK-NEXT: #include <nvtx3/nvToolsExtCudaRt.h>
// DIAG: {{.*}}.cu:10:11: warning: 'nvtx3/nvtx3.hpp' has no HIP equivalent: rocTX has no C++ API (nvtx3.hpp); {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:11:11: warning: 'nvtx3/nvToolsExtCudaRt.h' has no HIP equivalent: roctracer's rocTX (roctracer/roctx.h) cannot name devices, contexts, streams or events; {{.+}} [cu2hip-unsupported-api]

void step(cudaStream_t s) {
  // CHECK: void step(hipStream_t s) {
  nvtxNameCudaStreamA(s, "compute");
  // CHECK: nvtxNameCudaStreamA(s, "compute");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxNameCudaStreamA' has no HIP equivalent: roctracer's rocTX (roctracer/roctx.h) cannot name devices, contexts, streams or events; put the resource's name into the range messages [cu2hip-unsupported-api]
  nvtx3::scoped_range range{"step"};
  // CHECK: nvtx3::scoped_range range{"step"};
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: 'nvtx3::scoped_range' has no HIP equivalent: rocTX has no C++ API (nvtx3.hpp); bracket the code with roctxRangePushA and roctxRangePop (a scoped_range is a push in its constructor and a pop in its destructor), or mark it with roctxMarkA [cu2hip-unsupported-api]
  nvtx3::mark("checkpoint");
  // CHECK: nvtx3::mark("checkpoint");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:10: warning: 'nvtx3::mark' has no HIP equivalent: rocTX has no C++ API {{.+}} [cu2hip-unsupported-api]
  nvtxRangePushA("inner");
  // CHECK: roctxRangePushA("inner");
  nvtxRangePop();
  // CHECK: roctxRangePop();
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 5 warnings, 0 errors
