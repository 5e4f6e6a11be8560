//===- FallbackSdkPrelude.cuh - Stand-in CUDA support -----------*- C++ -*-===//
///
/// \file
/// What the declarations header of --no-cuda-sdk (FallbackSdk.cpp) starts
/// with: the CUDA language support no table row describes. Execution-space
/// attributes, dim3 and the built-in variables (Clang's own header, as with
/// a real SDK), the configuration call Clang emits for `<<<...>>>`, the
/// headers Clang's CUDA runtime wrapper includes, and the value and type
/// machinery the generated declarations are built from.
///
/// This is CUDA for the frontend to parse, not cu2hip's own C++: it is a
/// .cuh so that the tools formatting and linting that C++ (they take *.cpp
/// and *.h) leave it as it is, since its text is exactly what the parse
/// sees. The build compiles it in as a string (lib/Frontend/EmbedText.cmake)
/// from `#pragma once` on; the comment lines that open the file are for
/// readers of the source tree and are left out.
///
//===----------------------------------------------------------------------===//
#pragma once
#include <assert.h>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <stdlib.h>
#include <string.h>

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ inline __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __CUDACC__ 1
// The CUDA release the tables describe, for `#if CUDART_VERSION >= ...`.
#define CUDART_VERSION 13000
#define CUDA_VERSION 13000
#define __CU2HIP_HD __attribute__((host)) __attribute__((device))

namespace __cu2hip {
template <bool B> struct enable_if {};
template <> struct enable_if<true> { using type = int; };
struct universal {};
template <class T>
constexpr bool is_u = __is_base_of(universal, __remove_cvref(T));
// Not char: `str = value` would be ambiguous between string::operator=
// (const char *) and (char).
template <class T>
constexpr bool is_scalar =
    !__is_class(T) && !__is_union(T) && !__is_same(__remove_cvref(T), char);

// A value of unknown type: what every function returns.
struct any : universal {
  template <class T, typename enable_if<is_scalar<T> || is_u<T>>::type = 0>
  constexpr __CU2HIP_HD operator T() const { return T(); }
  template <class... A>
  constexpr __CU2HIP_HD any operator()(A &&...) const { return {}; }
  template <class I> constexpr __CU2HIP_HD any operator[](I &&) const {
    return {};
  }
  constexpr __CU2HIP_HD any operator*() const { return {}; }
  constexpr __CU2HIP_HD any operator-() const { return {}; }
  constexpr __CU2HIP_HD any operator~() const { return {}; }
  constexpr __CU2HIP_HD bool operator!() const { return false; }
  // Fields are `any`: `desc.resType = cudaResourceTypeArray`.
  template <class T> constexpr __CU2HIP_HD any &operator=(T &&) {
    return *this;
  }
  constexpr __CU2HIP_HD any &operator++() { return *this; }
  constexpr __CU2HIP_HD any &operator--() { return *this; }
  constexpr __CU2HIP_HD any operator++(int) { return {}; }
  constexpr __CU2HIP_HD any operator--(int) { return {}; }
};

// A type: built from anything but another stand-in (which converts itself),
// usable as a scalar, and as a `switch` condition.
struct object : universal {
  template <class... A, typename enable_if<!(is_u<A> || ...)>::type = 0>
  constexpr __CU2HIP_HD object(A &&...) {}
  template <class T, typename enable_if<is_scalar<T> || is_u<T>>::type = 0>
  constexpr __CU2HIP_HD operator T() const { return T(); }
  constexpr __CU2HIP_HD operator long long() const { return 0; }
};

// With one operand a stand-in, arithmetic yields the other operand's type:
// `std::string("error: ") + cudaGetErrorString(e)` is still a string.
template <class L, class R, bool LU = is_u<L>, bool RU = is_u<R>>
struct mixed { using type = any; };
template <class L, class R> struct mixed<L, R, false, true> {
  using type = __decay(L);
};
template <class L, class R> struct mixed<L, R, true, false> {
  using type = __decay(R);
};
#define __CU2HIP_ARITH(OP)                                                     \
  template <class L, class R,                                                  \
            typename enable_if<is_u<L> || is_u<R>>::type = 0>                  \
  __CU2HIP_HD typename mixed<L, R>::type operator OP(L &&, R &&);
#define __CU2HIP_LOGIC(OP)                                                     \
  template <class L, class R,                                                  \
            typename enable_if<is_u<L> || is_u<R>>::type = 0>                  \
  constexpr __CU2HIP_HD bool operator OP(L &&, R &&) { return false; }
#define __CU2HIP_ASSIGN(OP)                                                    \
  template <class L, class R,                                                  \
            typename enable_if<is_u<L> || is_u<R>>::type = 0>                  \
  __CU2HIP_HD L &operator OP(L &l, R &&) { return l; }
__CU2HIP_ARITH(+) __CU2HIP_ARITH(-) __CU2HIP_ARITH(*) __CU2HIP_ARITH(/)
__CU2HIP_ARITH(%) __CU2HIP_ARITH(&) __CU2HIP_ARITH(|) __CU2HIP_ARITH(^)
__CU2HIP_ARITH(>>)
__CU2HIP_LOGIC(==) __CU2HIP_LOGIC(!=) __CU2HIP_LOGIC(<) __CU2HIP_LOGIC(>)
__CU2HIP_LOGIC(<=) __CU2HIP_LOGIC(>=) __CU2HIP_LOGIC(&&) __CU2HIP_LOGIC(||)
__CU2HIP_ASSIGN(+=) __CU2HIP_ASSIGN(-=) __CU2HIP_ASSIGN(*=) __CU2HIP_ASSIGN(/=)
__CU2HIP_ASSIGN(%=) __CU2HIP_ASSIGN(&=) __CU2HIP_ASSIGN(|=) __CU2HIP_ASSIGN(^=)
__CU2HIP_ASSIGN(<<=) __CU2HIP_ASSIGN(>>=)
// `std::cerr << cudaGetErrorString(e) << std::endl`: the stream goes on.
template <class L, class R, typename enable_if<is_u<R> && !is_u<L>>::type = 0>
__CU2HIP_HD L &operator<<(L &l, R &&) { return l; }
template <class L, class R, typename enable_if<is_u<L>>::type = 0>
__CU2HIP_HD typename mixed<L, R>::type operator<<(L &&, R &&);
} // namespace __cu2hip

// What a macro row stands for when it is a value; a single identifier, so
// that `#if SOME_VERSION >= 11000` still preprocesses (as 0).
constexpr ::__cu2hip::any __cu2hip_value{};

struct dim3 : ::__cu2hip::universal {
  unsigned x, y, z;
  constexpr __CU2HIP_HD dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1)
      : x(x), y(y), z(z) {}
};
struct uint3 : ::__cu2hip::object {
  using object::object;
  unsigned x, y, z;
};
#include <__clang_cuda_builtin_vars.h>
// Not variadic: Clang checks `<<<...>>>` against its parameters.
namespace __cu2hip {
struct launch_stream : object {
  using object::object;
};
} // namespace __cu2hip
int __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared = 0,
                                ::__cu2hip::launch_stream stream = 0);
