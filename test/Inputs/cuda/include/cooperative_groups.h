#pragma once
#include "cuda_mock_common.h"
namespace cooperative_groups {
class thread_group { public: __device__ void sync() const; __device__ unsigned thread_rank() const; __device__ unsigned size() const; };
class thread_block : public thread_group { public: __device__ dim3 group_index() const; };
template <unsigned N> class thread_block_tile : public thread_group {
public:
  template <class T> __device__ T shfl_down(T v, unsigned d) const;
};
__device__ thread_block this_thread_block();
template <unsigned N, class P> __device__ thread_block_tile<N> tiled_partition(const P &parent);
}
