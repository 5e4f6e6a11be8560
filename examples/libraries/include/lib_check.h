// lib_check.h - status checking shared by the library examples.
//
// Each NVIDIA library has its own status type, so there is one macro per
// library. The macros only name library symbols in their bodies: a program
// includes the headers of the libraries it uses itself, and a macro that a
// program never expands costs nothing.
//
//   CUDA_CHECK(cudaMalloc(&p, bytes));
//   CUBLAS_CHECK(cublasSgemm(handle, ...));
//   CUDA_CHECK_LAST();            // right after a <<<...>>> launch
//
// Every failure prints where it happened and exits: these are test programs,
// there is nothing to recover.
#pragma once

#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

namespace libex {

[[noreturn]] inline void fail(const char* library, int code, const char* what,
                              const char* expr, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: %s error %d (%s)\n    in: %s\n", file, line,
               library, code, what ? what : "no description", expr);
  std::fprintf(stderr, "FAIL\n");
  std::exit(EXIT_FAILURE);
}

}  // namespace libex

#define CUDA_CHECK(call)                                                     \
  do {                                                                       \
    cudaError_t libex_err_ = (call);                                         \
    if (libex_err_ != cudaSuccess)                                           \
      ::libex::fail("CUDA runtime", static_cast<int>(libex_err_),            \
                    cudaGetErrorString(libex_err_), #call, __FILE__,         \
                    __LINE__);                                               \
  } while (0)

#define CUDA_CHECK_LAST() CUDA_CHECK(cudaGetLastError())

// cublasGetStatusString exists since CUDA 11.4.
#define CUBLAS_CHECK(call)                                                   \
  do {                                                                       \
    cublasStatus_t libex_st_ = (call);                                       \
    if (libex_st_ != CUBLAS_STATUS_SUCCESS)                                  \
      ::libex::fail("cuBLAS", static_cast<int>(libex_st_),                   \
                    cublasGetStatusString(libex_st_), #call, __FILE__,       \
                    __LINE__);                                               \
  } while (0)

// cuRAND, cuFFT and cuSOLVER have no status-to-string function; for cuSPARSE
// the status number is enough here.
#define CURAND_CHECK(call)                                                   \
  do {                                                                       \
    curandStatus_t libex_st_ = (call);                                       \
    if (libex_st_ != CURAND_STATUS_SUCCESS)                                  \
      ::libex::fail("cuRAND", static_cast<int>(libex_st_), nullptr, #call,   \
                    __FILE__, __LINE__);                                     \
  } while (0)

#define CUSPARSE_CHECK(call)                                                 \
  do {                                                                       \
    cusparseStatus_t libex_st_ = (call);                                     \
    if (libex_st_ != CUSPARSE_STATUS_SUCCESS)                                \
      ::libex::fail("cuSPARSE", static_cast<int>(libex_st_), nullptr,        \
                    #call, __FILE__, __LINE__);                              \
  } while (0)

#define CUFFT_CHECK(call)                                                    \
  do {                                                                       \
    cufftResult libex_st_ = (call);                                          \
    if (libex_st_ != CUFFT_SUCCESS)                                          \
      ::libex::fail("cuFFT", static_cast<int>(libex_st_), nullptr, #call,    \
                    __FILE__, __LINE__);                                     \
  } while (0)

#define CUSOLVER_CHECK(call)                                                 \
  do {                                                                       \
    cusolverStatus_t libex_st_ = (call);                                     \
    if (libex_st_ != CUSOLVER_STATUS_SUCCESS)                                \
      ::libex::fail("cuSOLVER", static_cast<int>(libex_st_), nullptr,        \
                    #call, __FILE__, __LINE__);                              \
  } while (0)

#define CUDNN_CHECK(call)                                                    \
  do {                                                                       \
    cudnnStatus_t libex_st_ = (call);                                        \
    if (libex_st_ != CUDNN_STATUS_SUCCESS)                                   \
      ::libex::fail("cuDNN", static_cast<int>(libex_st_),                    \
                    cudnnGetErrorString(libex_st_), #call, __FILE__,         \
                    __LINE__);                                               \
  } while (0)

#define NCCL_CHECK(call)                                                     \
  do {                                                                       \
    ncclResult_t libex_st_ = (call);                                         \
    if (libex_st_ != ncclSuccess)                                            \
      ::libex::fail("NCCL", static_cast<int>(libex_st_),                     \
                    ncclGetErrorString(libex_st_), #call, __FILE__,          \
                    __LINE__);                                               \
  } while (0)
