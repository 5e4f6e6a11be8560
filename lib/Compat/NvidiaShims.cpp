//===- NvidiaShims.cpp - Hand-written parts of the NVIDIA headers ---------===//
///
/// \file
/// Written for NVIDIA's 32-lane warps and CUDA 13's headers. Helpers live in
/// namespace __cu2hip_nvidia. Where a shim overloads a CUDA function it
/// forwards through a helper declared before the overload, so that the
/// forwarding call resolves among CUDA's own overloads as the original CUDA
/// call did, and the overload drops out (SFINAE) where CUDA has none.
///
//===----------------------------------------------------------------------===//
#include "NvidiaShims.h"
#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;
using llvm::StringRef;

static constexpr StringRef Platform =
    R"cpp(// This is HIP on NVIDIA; __CUDA_ARCH__ marks the device pass as
// __HIP_DEVICE_COMPILE__ does (the translation writes it for
// `defined(__CUDA_ARCH__)`).
#ifndef __HIP_PLATFORM_NVIDIA__
#define __HIP_PLATFORM_NVIDIA__ 1
#endif
#if defined(__CUDA_ARCH__) && !defined(__HIP_DEVICE_COMPILE__)
#define __HIP_DEVICE_COMPILE__ 1
#endif
)cpp";

static constexpr StringRef Launch =
    R"cpp(// --launch-syntax=hipLaunchKernelGGL writes
// hipLaunchKernelGGL(kernel, grid, block, sharedBytes, stream, args...);
// template kernels come wrapped in HIP_KERNEL_NAME(...) for their commas.
// HIP_SYMBOL(x) names the device variable x for hipMemcpyToSymbol & co.
#define hipLaunchKernelGGL(kernel, grid, block, sharedBytes, stream, ...)   \
  kernel<<<(grid), (block), (sharedBytes), (stream)>>>(__VA_ARGS__)
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_SYMBOL(symbol) symbol
)cpp";

static constexpr StringRef Overloads =
    R"cpp(// The rows map cudaMallocHost and cudaHostAlloc to hipHostMalloc, whose
// flags are optional; of those two only C++'s cudaMallocHost takes a call
// with or without flags.
#define hipHostMalloc cudaMallocHost
)cpp";

static constexpr StringRef WideMasks =
    R"cpp(// HIP 7's warp functions take a 64-bit lane mask, and the translation
// widens CUDA's (0xffffffff becomes 0xffffffffffffffffULL, a variable m
// static_cast<unsigned long long>(m)). A warp has 32 lanes here, so the low
// half names the same lanes: these overloads pass it to CUDA's function and
// return what HIP returns (64-bit masks from ballots and matches).
// The templates take only a 64-bit mask (WideMask): given CUDA's 32-bit
// one they step aside, so that a type CUDA has no overload for is an error,
// not a recursion through the helpers below.
namespace __cu2hip_nvidia {
__device__ inline unsigned lowLanes(unsigned long long mask) {
  return static_cast<unsigned>(mask);
}
template <class M> struct WideMask {};
template <> struct WideMask<unsigned long long> { using type = void; };
template <> struct WideMask<long long> { using type = void; };
#if __SIZEOF_LONG__ == 8
template <> struct WideMask<unsigned long> { using type = void; };
template <> struct WideMask<long> { using type = void; };
#endif
template <class T>
__device__ inline auto shflSync(unsigned mask, T var, int srcLane, int width)
    -> decltype(__shfl_sync(mask, var, srcLane, width)) {
  return __shfl_sync(mask, var, srcLane, width);
}
template <class T>
__device__ inline auto shflUpSync(unsigned mask, T var, unsigned delta,
                                  int width)
    -> decltype(__shfl_up_sync(mask, var, delta, width)) {
  return __shfl_up_sync(mask, var, delta, width);
}
template <class T>
__device__ inline auto shflDownSync(unsigned mask, T var, unsigned delta,
                                    int width)
    -> decltype(__shfl_down_sync(mask, var, delta, width)) {
  return __shfl_down_sync(mask, var, delta, width);
}
template <class T>
__device__ inline auto shflXorSync(unsigned mask, T var, int laneMask,
                                   int width)
    -> decltype(__shfl_xor_sync(mask, var, laneMask, width)) {
  return __shfl_xor_sync(mask, var, laneMask, width);
}
template <class T>
__device__ inline auto matchAnySync(unsigned mask, T value)
    -> decltype(__match_any_sync(mask, value)) {
  return __match_any_sync(mask, value);
}
template <class T>
__device__ inline auto matchAllSync(unsigned mask, T value, int *pred)
    -> decltype(__match_all_sync(mask, value, pred)) {
  return __match_all_sync(mask, value, pred);
}
#define __CU2HIP_REDUCE_HELPER(Helper, Cuda)                                  \
  template <class T>                                                          \
  __device__ inline auto Helper(unsigned mask, T value)                       \
      -> decltype(Cuda(mask, value)) {                                        \
    return Cuda(mask, value);                                                 \
  }
__CU2HIP_REDUCE_HELPER(reduceAddSync, __reduce_add_sync)
__CU2HIP_REDUCE_HELPER(reduceMinSync, __reduce_min_sync)
__CU2HIP_REDUCE_HELPER(reduceMaxSync, __reduce_max_sync)
__CU2HIP_REDUCE_HELPER(reduceAndSync, __reduce_and_sync)
__CU2HIP_REDUCE_HELPER(reduceOrSync, __reduce_or_sync)
__CU2HIP_REDUCE_HELPER(reduceXorSync, __reduce_xor_sync)
#undef __CU2HIP_REDUCE_HELPER
} // namespace __cu2hip_nvidia

template <class M, class T,
          class = typename __cu2hip_nvidia::WideMask<M>::type>
__device__ inline auto __shfl_sync(M mask, T var,
                                   int srcLane, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflSync(0u, var, srcLane, width)) {
  return __cu2hip_nvidia::shflSync(__cu2hip_nvidia::lowLanes(mask), var,
                                   srcLane, width);
}
template <class M, class T,
          class = typename __cu2hip_nvidia::WideMask<M>::type>
__device__ inline auto __shfl_up_sync(M mask, T var,
                                      unsigned delta, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflUpSync(0u, var, delta, width)) {
  return __cu2hip_nvidia::shflUpSync(__cu2hip_nvidia::lowLanes(mask), var,
                                     delta, width);
}
template <class M, class T,
          class = typename __cu2hip_nvidia::WideMask<M>::type>
__device__ inline auto __shfl_down_sync(M mask, T var,
                                        unsigned delta, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflDownSync(0u, var, delta, width)) {
  return __cu2hip_nvidia::shflDownSync(__cu2hip_nvidia::lowLanes(mask), var,
                                       delta, width);
}
template <class M, class T,
          class = typename __cu2hip_nvidia::WideMask<M>::type>
__device__ inline auto __shfl_xor_sync(M mask, T var,
                                       int laneMask, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflXorSync(0u, var, laneMask, width)) {
  return __cu2hip_nvidia::shflXorSync(__cu2hip_nvidia::lowLanes(mask), var,
                                      laneMask, width);
}
__device__ inline unsigned long long __ballot_sync(unsigned long long mask,
                                                   int predicate) {
  return __ballot_sync(__cu2hip_nvidia::lowLanes(mask), predicate);
}
__device__ inline int __any_sync(unsigned long long mask, int predicate) {
  return __any_sync(__cu2hip_nvidia::lowLanes(mask), predicate);
}
__device__ inline int __all_sync(unsigned long long mask, int predicate) {
  return __all_sync(__cu2hip_nvidia::lowLanes(mask), predicate);
}
__device__ inline void __syncwarp(unsigned long long mask) {
  __syncwarp(__cu2hip_nvidia::lowLanes(mask));
}
template <class M, class T,
          class = typename __cu2hip_nvidia::WideMask<M>::type>
__device__ inline auto __match_any_sync(M mask, T value)
    -> decltype(static_cast<unsigned long long>(
        __cu2hip_nvidia::matchAnySync(0u, value))) {
  return __cu2hip_nvidia::matchAnySync(__cu2hip_nvidia::lowLanes(mask), value);
}
template <class M, class T,
          class = typename __cu2hip_nvidia::WideMask<M>::type>
__device__ inline auto __match_all_sync(M mask, T value,
                                        int *pred)
    -> decltype(static_cast<unsigned long long>(
        __cu2hip_nvidia::matchAllSync(0u, value, pred))) {
  return __cu2hip_nvidia::matchAllSync(__cu2hip_nvidia::lowLanes(mask), value,
                                       pred);
}
#define __CU2HIP_REDUCE_SYNC(Hip, Helper)                                     \
  template <class M, class T,                                                 \
            class = typename __cu2hip_nvidia::WideMask<M>::type>              \
  __device__ inline auto Hip(M mask, T value)                                 \
      -> decltype(__cu2hip_nvidia::Helper(0u, value)) {                       \
    return __cu2hip_nvidia::Helper(__cu2hip_nvidia::lowLanes(mask), value);   \
  }
__CU2HIP_REDUCE_SYNC(__reduce_add_sync, reduceAddSync)
__CU2HIP_REDUCE_SYNC(__reduce_min_sync, reduceMinSync)
__CU2HIP_REDUCE_SYNC(__reduce_max_sync, reduceMaxSync)
__CU2HIP_REDUCE_SYNC(__reduce_and_sync, reduceAndSync)
__CU2HIP_REDUCE_SYNC(__reduce_or_sync, reduceOrSync)
__CU2HIP_REDUCE_SYNC(__reduce_xor_sync, reduceXorSync)
#undef __CU2HIP_REDUCE_SYNC
)cpp";

static constexpr StringRef Maskless =
    R"cpp(// HIP's warp functions without a mask, which the translation writes for
// targets before HIP 7.0 (`__shfl_down_sync(m, v, 1)` -> `__shfl_down(v, 1)`).
// They act on the lanes that are running: __activemask() names those.
// CUDA declares no __shfl* for sm_70 and later, so templates serve; it
// declares __ballot, __any and __all for every target, but sm_70 and later
// reject them and HIP's __ballot returns 64 bits, so macros redirect those.
// libcu++ declares a class named __any: it is read first, so that the macro
// does not rewrite it.
template <class T>
__device__ inline auto __shfl(T var, int srcLane, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflSync(0u, var, srcLane, width)) {
  return __cu2hip_nvidia::shflSync(__activemask(), var, srcLane, width);
}
template <class T>
__device__ inline auto __shfl_up(T var, unsigned delta, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflUpSync(0u, var, delta, width)) {
  return __cu2hip_nvidia::shflUpSync(__activemask(), var, delta, width);
}
template <class T>
__device__ inline auto __shfl_down(T var, unsigned delta, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflDownSync(0u, var, delta, width)) {
  return __cu2hip_nvidia::shflDownSync(__activemask(), var, delta, width);
}
template <class T>
__device__ inline auto __shfl_xor(T var, int laneMask, int width = warpSize)
    -> decltype(__cu2hip_nvidia::shflXorSync(0u, var, laneMask, width)) {
  return __cu2hip_nvidia::shflXorSync(__activemask(), var, laneMask, width);
}
#if __has_include(<cuda/std/__functional/invoke.h>)
#include <cuda/std/__functional/invoke.h>
#endif
namespace __cu2hip_nvidia {
__device__ inline unsigned long long ballot(int predicate) {
  return __ballot_sync(__activemask(), predicate);
}
__device__ inline int any(int predicate) {
  return __any_sync(__activemask(), predicate);
}
__device__ inline int all(int predicate) {
  return __all_sync(__activemask(), predicate);
}
} // namespace __cu2hip_nvidia
#define __ballot(predicate) (::__cu2hip_nvidia::ballot(predicate))
#define __any(predicate) (::__cu2hip_nvidia::any(predicate))
#define __all(predicate) (::__cu2hip_nvidia::all(predicate))
)cpp";

static constexpr StringRef LaneIds =
    R"cpp(// The translation writes these for the PTX special registers %laneid and
// %smid.
__device__ inline unsigned __lane_id() {
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
__device__ inline unsigned __smid() {
  unsigned id;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
  return id;
}
)cpp";

static const NvidiaShim Shims[] = {
    {"platform macros", "__HIP_DEVICE_COMPILE__ __HIP_PLATFORM_NVIDIA__", false,
     Platform},
    {"kernel launches and symbols",
     "HIP_KERNEL_NAME HIP_SYMBOL hipLaunchKernelGGL", false, Launch},
    {"renames the rows leave open", "hipHostMalloc", false, Overloads},
    {"warp functions with 64-bit lane masks",
     "__all_sync __any_sync __ballot_sync __match_all_sync __match_any_sync "
     "__reduce_add_sync __reduce_and_sync __reduce_max_sync __reduce_min_sync "
     "__reduce_or_sync __reduce_xor_sync __shfl_down_sync __shfl_sync "
     "__shfl_up_sync __shfl_xor_sync __syncwarp",
     true, WideMasks},
    {"warp functions without a lane mask",
     "__all __any __ballot __shfl __shfl_down __shfl_up __shfl_xor", true,
     Maskless},
    {"lane and multiprocessor ids", "__lane_id __smid", true, LaneIds},
};

llvm::ArrayRef<NvidiaShim> cu2hip::nvidiaShims() { return Shims; }

bool cu2hip::isShimmed(StringRef HipName) {
  return llvm::any_of(Shims, [&](const NvidiaShim &S) {
    llvm::SmallVector<StringRef, 16> Names;
    S.Names.split(Names, ' ', -1, /*KeepEmpty=*/false);
    return llvm::is_contained(Names, HipName);
  });
}
