// Error checking shared by every unit: a failed CUDA call names itself and
// its location, then ends the program.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define DUAL_CHECK(call)                                                      \
  do {                                                                        \
    cudaError_t err_ = (call);                                                \
    if (err_ != cudaSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,      \
                   cudaGetErrorString(err_));                                 \
      std::exit(1);                                                           \
    }                                                                         \
  } while (0)
