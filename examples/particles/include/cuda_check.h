// cuda_check.h - error checking helpers shared by every translation unit that
// talks to the CUDA runtime or the CUDA driver API.
//
// Usage:
//   CUDA_CHECK(cudaMalloc(&ptr, bytes));
//   CU_CHECK(cuModuleLoadData(&module, image));
//   CUDA_CHECK_LAST();   // after a kernel launch
//
// All macros abort the process on failure: this is a batch simulation tool,
// there is nothing sensible to recover to.
#pragma once

#include <cstdio>
#include <cstdlib>

#include <cuda.h>
#include <cuda_runtime.h>

namespace particles {

[[noreturn]] inline void report_cuda_error(cudaError_t err, const char* expr,
                                           const char* file, int line) {
  std::fprintf(stderr, "%s:%d: CUDA runtime error %d (%s): %s\n    in: %s\n",
               file, line, static_cast<int>(err), cudaGetErrorName(err),
               cudaGetErrorString(err), expr);
  std::exit(EXIT_FAILURE);
}

[[noreturn]] inline void report_cu_error(CUresult res, const char* expr,
                                         const char* file, int line) {
  const char* msg = nullptr;
  if (cuGetErrorString(res, &msg) != CUDA_SUCCESS || msg == nullptr) {
    msg = "<unknown driver error>";
  }
  std::fprintf(stderr, "%s:%d: CUDA driver error %d: %s\n    in: %s\n", file,
               line, static_cast<int>(res), msg, expr);
  std::exit(EXIT_FAILURE);
}

}  // namespace particles

// Runtime API check.
#define CUDA_CHECK(call)                                                  \
  do {                                                                    \
    cudaError_t cuda_check_err_ = (call);                                 \
    if (cuda_check_err_ != cudaSuccess) {                                 \
      ::particles::report_cuda_error(cuda_check_err_, #call, __FILE__,    \
                                     __LINE__);                           \
    }                                                                     \
  } while (0)

// Driver API check.
#define CU_CHECK(call)                                                    \
  do {                                                                    \
    CUresult cu_check_res_ = (call);                                      \
    if (cu_check_res_ != CUDA_SUCCESS) {                                  \
      ::particles::report_cu_error(cu_check_res_, #call, __FILE__,        \
                                   __LINE__);                             \
    }                                                                     \
  } while (0)

// Check for launch errors right after a <<<...>>> launch. Only synchronizes
// in debug builds so release timings are not distorted.
#ifndef NDEBUG
#define CUDA_CHECK_LAST()                                                 \
  do {                                                                    \
    CUDA_CHECK(cudaGetLastError());                                       \
    CUDA_CHECK(cudaDeviceSynchronize());                                  \
  } while (0)
#else
#define CUDA_CHECK_LAST() CUDA_CHECK(cudaGetLastError())
#endif
