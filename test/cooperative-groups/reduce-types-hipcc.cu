// cooperative_groups::reduce on every type CUDA reduces builds with
// Debian's hipcc for HIP 5.2 and gfx90a: the shim moves values between
// lanes as 32-bit words, where HIP's group shuffles take only integers and
// floating-point types (__half, bfloat16 and structs failed to build), on
// tiles of 4, 32 and 64 threads and coalesced groups, with CUDA's function
// objects, a functor and a lambda.
// REQUIRES: hipcc, cuda-sdk
// RUN: %cu2hip-sdk %s -o %t.hip --hip-version 5.2 2>%t.err
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=cu2hip-
// CHECK: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
// RUN: %hipcc -x hip --offload-arch=gfx90a -c %t.hip -o %t.o
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;

struct MinLoc {
  float value;
  int index;
};
struct MinLocOp {
  __device__ MinLoc operator()(MinLoc a, MinLoc b) const { return b.value < a.value ? b : a; }
};

__global__ void reductions(int *i, unsigned *u, long long *ll, float *f, double *d,
                           __half *h, __nv_bfloat16 *b, MinLoc *m) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
  auto t4 = cg::tiled_partition<4>(block);
  auto t64 = cg::tiled_partition<64>(block);
  cg::coalesced_group active = cg::coalesced_threads();
  unsigned r = block.thread_rank();
  i[r] = cg::reduce(t32, (int)r, cg::plus<int>()) + cg::reduce(t4, (int)r, cg::less<int>()) +
         cg::reduce(t64, (int)r, cg::greater<int>());
  u[r] = cg::reduce(t32, r, cg::bit_xor<unsigned>()) | cg::reduce(active, r, cg::bit_or<unsigned>()) |
         cg::reduce(t4, r, cg::bit_and<unsigned>());
  ll[r] = cg::reduce(t32, (long long)r << 40, cg::plus<long long>()) +
          cg::reduce(active, (long long)r, cg::greater<long long>());
  f[r] = cg::reduce(t32, f[r], cg::plus<float>()) + cg::reduce(active, f[r], cg::less<float>());
  d[r] = cg::reduce(t4, d[r], cg::plus<double>()) + cg::reduce(t64, d[r], cg::plus<double>());
  h[r] = cg::reduce(t32, h[r], cg::plus<__half>()) + cg::reduce(active, h[r], cg::greater<__half>());
  b[r] = cg::reduce(t32, b[r], cg::plus<__nv_bfloat16>());
  m[r] = cg::reduce(t32, m[r], MinLocOp());
  m[r] = cg::reduce(active, m[r], MinLocOp());
  i[r] += cg::reduce(t32, i[r], [](int x, int y) { return x > y ? x : y; });
}
