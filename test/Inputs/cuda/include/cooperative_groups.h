#pragma once
#include "cuda_mock_common.h"
// Laid out as the SDK's: the API lives in an ABI namespace (__v1) that a
// using-directive re-exports, so table keys must look through it.
namespace cooperative_groups {
namespace __v1 {
class thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned thread_rank() const;
  __device__ unsigned size() const;
  __device__ unsigned long long num_threads() const;
};
class thread_block : public thread_group {
public:
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 dim_threads() const;
};
class grid_group : public thread_group {
public:
  __device__ bool is_valid() const;
  __device__ unsigned long long block_rank() const;
  __device__ unsigned long long num_blocks() const;
  __device__ unsigned cluster_rank() const;
  __device__ dim3 block_index() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 dim_threads() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 thread_index() const;
};
class coalesced_group : public thread_group {
public:
  __device__ unsigned meta_group_rank() const;
};
template <unsigned N> class thread_block_tile : public thread_group {
public:
  template <class T> __device__ T shfl(T v, int lane) const;
  template <class T> __device__ T shfl_down(T v, unsigned d) const;
  template <class T> __device__ T shfl_up(T v, unsigned d) const;
  template <class T> __device__ T shfl_xor(T v, unsigned m) const;
  __device__ unsigned ballot(int pred) const;
  __device__ int any(int pred) const;
  __device__ int all(int pred) const;
  __device__ unsigned meta_group_rank() const;
};
__device__ thread_block this_thread_block();
__device__ thread_block_tile<1> this_thread();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();
template <unsigned N, class P>
__device__ thread_block_tile<N> tiled_partition(const P &parent);
__device__ thread_group tiled_partition(const thread_group &parent, unsigned n);
template <class G> __device__ void sync(const G &g);
} // namespace __v1
using namespace __v1;
} // namespace cooperative_groups
