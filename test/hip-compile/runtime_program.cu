// A small CUDA program using much of the runtime API. Its translation must
// compile with hipcc for an AMD GPU: every HIP name the tables produce here
// exists in HIP 5.2 with an argument list the call fits.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu --hip-version 5.2 -o - 2>%t.err > %t.hip
// RUN: FileCheck %s --input-file=%t.hip --implicit-check-not='{{cuda[A-Z]}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=parse-error
// RUN: %hipcc --offload-arch=gfx90a -c %t.hip -o %t.o

#include <cuda_runtime.h>
#include <stdio.h>
#include <string.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "%s:%d %s (%s)\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(e_), cudaGetErrorName(e_));                   \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__constant__ float kScale[4];
__device__ unsigned int gHits;

__global__ void scale(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = in[i] * kScale[i % 4];
    atomicAdd(&gHits, 1u);
  }
}

__global__ void fetch(float *out, cudaTextureObject_t tex, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(tex, i);
}

static void hostDone(void *flag) { *static_cast<int *>(flag) = 1; }

int main() {
  int count = 0, dev = 0;
  CHECK(cudaGetDeviceCount(&count));
  CHECK(cudaSetDevice(0));
  CHECK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, dev));
  printf("%s: %d SMs, %d kHz, cc %d.%d, %zu bytes\n", prop.name,
         prop.multiProcessorCount, prop.clockRate, prop.major, prop.minor,
         prop.totalGlobalMem);
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));

  const int n = 1 << 16;
  const size_t bytes = n * sizeof(float);
  float *h = nullptr, *pinned = nullptr, *d_in = nullptr, *d_out = nullptr,
        *managed = nullptr;
  CHECK(cudaMallocHost((void **)&h, bytes));
  CHECK(cudaHostAlloc((void **)&pinned, bytes, cudaHostAllocMapped));
  float *mapped = nullptr;
  CHECK(cudaHostGetDevicePointer((void **)&mapped, pinned, 0));
  CHECK(cudaMalloc((void **)&d_in, bytes));
  CHECK(cudaMalloc(&d_out, bytes));
  CHECK(cudaMallocManaged(&managed, bytes, cudaMemAttachGlobal));
  for (int i = 0; i < n; ++i)
    h[i] = float(i);

  const float factors[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  CHECK(cudaMemcpyToSymbol(kScale, factors, sizeof(factors)));
  unsigned int zero = 0;
  CHECK(cudaMemcpyToSymbol(gHits, &zero, sizeof(zero), 0, cudaMemcpyHostToDevice));
  void *hitsAddr = nullptr;
  size_t hitsSize = 0;
  CHECK(cudaGetSymbolAddress(&hitsAddr, gHits));
  CHECK(cudaGetSymbolSize(&hitsSize, gHits));

  cudaStream_t s1, s2;
  int lo = 0, hi = 0;
  CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  CHECK(cudaDeviceGetStreamPriorityRange(&lo, &hi));
  CHECK(cudaStreamCreateWithPriority(&s2, cudaStreamDefault, hi));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreateWithFlags(&stop, cudaEventBlockingSync));

  CHECK(cudaFuncSetCacheConfig(scale, cudaFuncCachePreferL1));
  int blocksPerSm = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocksPerSm, scale, 256, 0));

  CHECK(cudaEventRecord(start, s1));
  CHECK(cudaMemcpyAsync(d_in, h, bytes, cudaMemcpyHostToDevice, s1));
  CHECK(cudaMemsetAsync(d_out, 0, bytes, s1));
  scale<<<(n + 255) / 256, 256, 0, s1>>>(d_out, d_in, n);
  CHECK(cudaGetLastError());
  void *args[] = {&d_out, &d_in, const_cast<int *>(&n)};
  CHECK(cudaLaunchKernel(scale, dim3((n + 255) / 256), dim3(256), args, 0, s1));
  CHECK(cudaEventRecord(stop, s1));
  CHECK(cudaStreamWaitEvent(s2, stop, 0));
  int done = 0;
  CHECK(cudaLaunchHostFunc(s2, hostDone, &done));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  if (cudaStreamQuery(s2) == cudaErrorNotReady)
    CHECK(cudaStreamSynchronize(s2));

  CHECK(cudaMemcpy(h, d_out, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(managed, d_out, bytes, cudaMemcpyDefault));
  unsigned int hits = 0;
  CHECK(cudaMemcpyFromSymbol(&hits, gHits, sizeof(hits)));

  // CUDA 12 style managed-memory hints: an int device, as HIP takes it.
  CHECK(cudaMemAdvise(managed, bytes, cudaMemAdviseSetReadMostly, dev));
  CHECK(cudaMemPrefetchAsync(managed, bytes, dev, s1));

  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d_in;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = bytes;
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.readMode = cudaReadModeElementType;
  td.filterMode = cudaFilterModePoint;
  cudaTextureObject_t tex = 0;
  CHECK(cudaCreateTextureObject(&tex, &res, &td, nullptr));
  fetch<<<(n + 255) / 256, 256>>>(d_out, tex, n);
  CHECK(cudaDestroyTextureObject(tex));

  size_t freeMem = 0, totalMem = 0;
  CHECK(cudaMemGetInfo(&freeMem, &totalMem));
  cudaThreadSynchronize();
  CHECK(cudaDeviceSynchronize());
  printf("%.3f ms, %u hits, %d blocks/SM, %zu free\n", ms, hits, blocksPerSm,
         freeMem);

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaStreamDestroy(s2));
  CHECK(cudaFree(managed));
  CHECK(cudaFree(d_out));
  CHECK(cudaFree(d_in));
  CHECK(cudaFreeHost(pinned));
  CHECK(cudaFreeHost(h));
  CHECK(cudaDeviceReset());
  return 0;
}
// A few spot checks; the compile is the real test.
// CHECK: #include <hip/hip_runtime.h>
// CHECK: hipMemcpyToSymbol(HIP_SYMBOL(kScale), factors, sizeof(factors))
// CHECK: hipLaunchKernel(reinterpret_cast<const void *>(scale),
// CHECK: hipDeviceSynchronize();
// DIAG-NOT: unsupported
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; {{[0-9]+}} warnings, 0 errors
