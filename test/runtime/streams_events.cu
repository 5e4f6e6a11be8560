// Streams and events: creation with flags and priorities, recording, timing,
// queries and synchronization.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#include <cuda_runtime.h>

float timeIt(cudaStream_t s) {
  // CHECK: float timeIt(hipStream_t s) {
  cudaEvent_t start, stop;
  // CHECK: hipEvent_t start, stop;
  cudaEventCreate(&start);
  // CHECK: hipEventCreate(&start);
  cudaEvent_t quiet;
  // CHECK: hipEvent_t quiet;
  cudaEventCreate(&quiet, cudaEventDisableTiming);
  // CHECK: hipEventCreateWithFlags(&quiet, hipEventDisableTiming);
  cudaStreamWaitEvent(s, quiet);
  // CHECK: hipStreamWaitEvent(s, quiet, 0);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync | cudaEventDisableTiming);
  // CHECK: hipEventCreateWithFlags(&stop, hipEventBlockingSync | hipEventDisableTiming);
  cudaEventRecord(start, s);
  // CHECK: hipEventRecord(start, s);
  cudaEventRecord(stop);
  // CHECK: hipEventRecord(stop);
  cudaEventSynchronize(stop);
  // CHECK: hipEventSynchronize(stop);
  float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: hipEventElapsedTime(&ms, start, stop);
  if (cudaEventQuery(stop) == cudaErrorNotReady)
    // CHECK: if (hipEventQuery(stop) == hipErrorNotReady)
    ms = -1.0f;
  cudaEventDestroy(start);
  // CHECK: hipEventDestroy(start);
  cudaEventDestroy(stop);
  // CHECK: hipEventDestroy(stop);
  return ms;
}

int main() {
  cudaStream_t a, b, c;
  // CHECK: hipStream_t a, b, c;
  cudaStreamCreate(&a);
  // CHECK: hipStreamCreate(&a);
  cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
  // CHECK: hipStreamCreateWithFlags(&b, hipStreamNonBlocking);
  int least = 0, greatest = 0;
  cudaDeviceGetStreamPriorityRange(&least, &greatest);
  // CHECK: hipDeviceGetStreamPriorityRange(&least, &greatest);
  cudaStreamCreateWithPriority(&c, cudaStreamDefault, greatest);
  // CHECK: hipStreamCreateWithPriority(&c, hipStreamDefault, greatest);
  cudaEvent_t done;
  // CHECK: hipEvent_t done;
  cudaEventCreateWithFlags(&done, cudaEventDefault);
  // CHECK: hipEventCreateWithFlags(&done, hipEventDefault);
  cudaEventRecord(done, a);
  // CHECK: hipEventRecord(done, a);
  cudaStreamWaitEvent(b, done, 0);
  // CHECK: hipStreamWaitEvent(b, done, 0);
  float ms = timeIt(c);
  while (cudaStreamQuery(b) != cudaSuccess) {
    // CHECK: while (hipStreamQuery(b) != hipSuccess) {
  }
  cudaStreamSynchronize(a);
  // CHECK: hipStreamSynchronize(a);
  cudaDeviceSynchronize();
  // CHECK: hipDeviceSynchronize();
  cudaStreamDestroy(a);
  // CHECK: hipStreamDestroy(a);
  return ms > 0.0f ? 0 : 1;
}
// Only the two calls whose HIP overloads and defaults differ are flagged.
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
