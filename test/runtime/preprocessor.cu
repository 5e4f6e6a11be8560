// Names in macro bodies, in branches the preprocessor skips, and in
// templates are translated like any other code; feature macros map to HIP's,
// and the runtime version macro is flagged because its numbering differs.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

#define ALLOC(p, n) cudaMalloc((void **)&(p), (n))
// CHECK: #define ALLOC(p, n) hipMalloc((void **)&(p), (n))
#define DEFAULT_STREAM_FLAGS cudaStreamNonBlocking
// CHECK: #define DEFAULT_STREAM_FLAGS hipStreamNonBlocking

#ifdef __CUDACC__
// CHECK: #ifdef __HIPCC__
#define ON_DEVICE_COMPILER 1
#endif

#if CUDART_VERSION >= 12000
// CHECK: #if HIP_VERSION >= 12000
// DIAG: {{.*}}.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION' translated to 'HIP_VERSION': HIP_VERSION encodes major*10000000 + minor*100000 + patch, a different scale from CUDART_VERSION (major*1000 + minor*10), so numeric comparisons against CUDA versions must be rewritten by hand [cu2hip-version-macro]
static const int kNewRuntime = 1;
#else
static const int kNewRuntime = 0;
#endif

#if 0
  cudaStreamSynchronize(0);
  // CHECK: hipStreamSynchronize(0);
#elif defined(NO_SUCH_MACRO)
  cudaDeviceReset();
  // CHECK: hipDeviceReset();
#endif

template <typename T>
cudaError_t allocTyped(T **p, int n) {
  // CHECK: hipError_t allocTyped(T **p, int n) {
  return cudaMalloc(p, n * sizeof(T));
  // CHECK: return hipMalloc(p, n * sizeof(T));
}

template <typename T, cudaMemcpyKind Kind>
// CHECK: template <typename T, hipMemcpyKind Kind>
struct Copier {
  static cudaError_t run(T *dst, const T *src, int n) {
    // CHECK: static hipError_t run(T *dst, const T *src, int n) {
    return cudaMemcpy(dst, src, n * sizeof(T), Kind);
    // CHECK: return hipMemcpy(dst, src, n * sizeof(T), Kind);
  }
};

int main() {
  float *a = nullptr;
  double *b = nullptr;
  ALLOC(a, 64);
  allocTyped(&b, 8);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, DEFAULT_STREAM_FLAGS);
  Copier<float, cudaMemcpyDeviceToDevice>::run(a, a, 16);
  // CHECK: Copier<float, hipMemcpyDeviceToDevice>::run(a, a, 16);
  return kNewRuntime;
}
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
