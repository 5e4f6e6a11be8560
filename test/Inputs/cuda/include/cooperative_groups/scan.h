#pragma once
#include "../cooperative_groups.h"
namespace cooperative_groups {
namespace __v1 {
template <class G, class T> __device__ T inclusive_scan(const G &g, T v);
template <class G, class T> __device__ T exclusive_scan(const G &g, T v);
} // namespace __v1
} // namespace cooperative_groups
