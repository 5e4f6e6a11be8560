#pragma once
#include "../cooperative_groups.h"
namespace cooperative_groups {
namespace __v1 {
template <class T> struct plus { __device__ T operator()(T a, T b) const; };
template <class T> struct greater { __device__ T operator()(T a, T b) const; };
template <class G, class T, class Op> __device__ T reduce(const G &g, T v, Op op);
} // namespace __v1
} // namespace cooperative_groups
