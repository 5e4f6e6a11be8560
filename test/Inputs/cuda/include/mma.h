// Mock of the CUDA WMMA header (mma.h, crt/mma.h): the names the tests use.
#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__
#include "cuda_fp16.h"
namespace nvcuda {
namespace wmma {
struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
namespace precision {
struct tf32;
}
enum layout_t { mem_row_major, mem_col_major };
template <typename T, int size> struct __frag_base {
  T x[size];
  enum { num_elements = size };
};
template <typename Use, int m, int n, int k, typename T, typename Layout = void>
class fragment : public __frag_base<T, 8> {};
template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ void fill_fragment(fragment<Use, m, n, k, T, Layout> &f, const T &v);
template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ void load_matrix_sync(fragment<Use, m, n, k, T, Layout> &a, const T *p, unsigned ldm);
template <typename Use, int m, int n, int k, typename T>
__device__ void load_matrix_sync(fragment<Use, m, n, k, T> &a, const T *p, unsigned ldm, layout_t layout);
template <typename Use, int m, int n, int k, typename T>
__device__ void store_matrix_sync(T *p, const fragment<Use, m, n, k, T> &a, unsigned ldm, layout_t layout);
template <int m, int n, int k, typename TA, typename LA, typename LB, typename TC>
__device__ void mma_sync(fragment<accumulator, m, n, k, TC> &d, const fragment<matrix_a, m, n, k, TA, LA> &a,
                         const fragment<matrix_b, m, n, k, TA, LB> &b, const fragment<accumulator, m, n, k, TC> &c);
} // namespace wmma
} // namespace nvcuda
#endif
