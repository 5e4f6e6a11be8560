// managed.cu - unified (managed) memory for the run statistics.
//
// SimStats is tiny and written by many kernels with atomics, then read once by
// the host. Managed memory avoids a separate device copy; the advice and
// prefetch hints keep it resident on the GPU while kernels run and move it
// back in one go before the host reads it.
//
// CUDA 13 changed cudaMemAdvise / cudaMemPrefetchAsync to take a
// cudaMemLocation instead of an int device (cudaCpuDeviceId for the host).
// CMake detects the toolkit and defines PARTICLES_USE_MEM_LOCATION for 13+;
// builds outside CMake (and older toolkits) use the classic int-device API.

#include <cstring>

#include "cuda_check.h"
#include "particles.h"

namespace particles {
namespace {

bool has_concurrent_managed_access(int device) {
  int value = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(
      &value, cudaDevAttrConcurrentManagedAccess, device));
  return value != 0;
}

#if CUDART_VERSION >= 13000 && defined(PARTICLES_USE_MEM_LOCATION)

cudaMemLocation make_location(int device) {
  cudaMemLocation loc = {};
  if (device == cudaCpuDeviceId) {
    loc.type = cudaMemLocationTypeHost;
    loc.id = 0;
  } else {
    loc.type = cudaMemLocationTypeDevice;
    loc.id = device;
  }
  return loc;
}

void advise(const void* ptr, size_t bytes, cudaMemoryAdvise advice, int device) {
  CUDA_CHECK(cudaMemAdvise(ptr, bytes, advice, make_location(device)));
}

void prefetch(const void* ptr, size_t bytes, int device, cudaStream_t stream) {
  CUDA_CHECK(cudaMemPrefetchAsync(ptr, bytes, make_location(device),
                                  /*flags=*/0, stream));
}

#else  // classic int-device API (CUDA 8 .. 12)

void advise(const void* ptr, size_t bytes, cudaMemoryAdvise advice, int device) {
  CUDA_CHECK(cudaMemAdvise(ptr, bytes, advice, device));
}

void prefetch(const void* ptr, size_t bytes, int device, cudaStream_t stream) {
  CUDA_CHECK(cudaMemPrefetchAsync(ptr, bytes, device, stream));
}

#endif

}  // namespace

SimStats* create_managed_stats(int device) {
  SimStats* stats = nullptr;
  CUDA_CHECK(cudaMallocManaged(&stats, sizeof(SimStats), cudaMemAttachGlobal));
  std::memset(stats, 0, sizeof(SimStats));

  if (has_concurrent_managed_access(device)) {
    // Lives on the GPU; the CPU only peeks at it at the end of the run.
    advise(stats, sizeof(SimStats), cudaMemAdviseSetPreferredLocation, device);
    advise(stats, sizeof(SimStats), cudaMemAdviseSetAccessedBy, cudaCpuDeviceId);
  }
  return stats;
}

void prefetch_stats_to_device(SimStats* stats, int device, cudaStream_t stream) {
  // Without concurrent managed access the driver migrates on kernel launch
  // anyway, and prefetching is not supported.
  if (has_concurrent_managed_access(device)) {
    prefetch(stats, sizeof(SimStats), device, stream);
  }
}

void prefetch_stats_to_host(SimStats* stats, cudaStream_t stream) {
  int device = 0;
  CUDA_CHECK(cudaGetDevice(&device));
  if (has_concurrent_managed_access(device)) {
    prefetch(stats, sizeof(SimStats), cudaCpuDeviceId, stream);
  }
}

void destroy_managed_stats(SimStats* stats) {
  if (stats != nullptr) CUDA_CHECK(cudaFree(stats));
}

}  // namespace particles
