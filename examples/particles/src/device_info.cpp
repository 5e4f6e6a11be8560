// device_info.cpp - device selection and capability reporting.
//
// Plain C++ against the runtime API (no kernels here), compiled by the host
// compiler.

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#include "cli.h"
#include "cuda_check.h"
#include "particles.h"

namespace particles {

DeviceSummary query_device(int ordinal) {
  int count = 0;
  CUDA_CHECK(cudaGetDeviceCount(&count));
  if (ordinal < 0 || ordinal >= count) {
    std::fprintf(stderr, "device %d requested but only %d CUDA device(s) found\n",
                 ordinal, count);
    std::exit(EXIT_FAILURE);
  }

  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, ordinal));

  DeviceSummary dev;
  dev.ordinal = ordinal;
  dev.name = prop.name;
  dev.major = prop.major;
  dev.minor = prop.minor;
  dev.sm_count = prop.multiProcessorCount;
  dev.warp_size = prop.warpSize;
  dev.shared_mem_per_block = prop.sharedMemPerBlock;
  dev.global_mem = prop.totalGlobalMem;
#if CUDART_VERSION >= 11000
  // Persisting L2 (access policy windows) arrived with CUDA 11 / Ampere.
  dev.l2_cache_bytes = prop.l2CacheSize;
#endif

  // The kernels hard-code 32-lane warps (full-warp shuffle masks, 32-wide
  // cooperative-group tiles).
  if (dev.warp_size != 32) {
    std::fprintf(stderr, "unsupported warp size %d on %s\n", dev.warp_size,
                 dev.name.c_str());
    std::exit(EXIT_FAILURE);
  }
  if (dev.major < 7) {
    std::fprintf(stderr, "%s is sm_%d%d; sm_70 or newer is required\n",
                 dev.name.c_str(), dev.major, dev.minor);
    std::exit(EXIT_FAILURE);
  }
  if (!prop.managedMemory) {
    std::fprintf(stderr, "%s does not support managed memory\n",
                 dev.name.c_str());
    std::exit(EXIT_FAILURE);
  }
  return dev;
}

void print_device_summary(const DeviceSummary& dev) {
  int runtime_version = 0;
  int driver_version = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&runtime_version));
  CUDA_CHECK(cudaDriverGetVersion(&driver_version));

  Report r("Device " + std::to_string(dev.ordinal));
  r.add("name", dev.name);
  r.add("compute capability",
        std::to_string(dev.major) + "." + std::to_string(dev.minor));
  r.add("multiprocessors", static_cast<long long>(dev.sm_count));
  r.add("warp size", static_cast<long long>(dev.warp_size));
  r.add("shared mem / block", format_bytes(dev.shared_mem_per_block));
  r.add("global memory", format_bytes(dev.global_mem));
  if (dev.l2_cache_bytes > 0) {
    r.add("L2 cache", format_bytes(dev.l2_cache_bytes));
  }
  r.add("runtime / driver", std::to_string(runtime_version) + " / " +
                                std::to_string(driver_version));
  r.print();
}

}  // namespace particles
