// cu2hip-wave64-mask-truncated: a ballot or active mask kept in a 32-bit
// integer. CUDA declares these intrinsics as returning `unsigned int`, so
// the analysis goes by the callee and by where the value goes.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64
// RUN: grep -v '#include' %t.cu > %t.in.txt
// RUN: grep -v '#include' %t.hip | sed 's/0xffffffffffffffffULL/0xffffffff/g' | diff %t.in.txt -

#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;

__device__ void consume(unsigned mask);
__device__ void consume64(unsigned long long mask);

__device__ unsigned votes(int p) {
  return __ballot_sync(0xffffffff, p);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:10: warning: '__ballot_sync(0xffffffff, p)' is returned as the 32-bit 'unsigned int' of 'votes', which drops lanes 32-63; AMD wavefronts have 64 lanes: make the return type 'unsigned long long' [cu2hip-wave64-mask-truncated]
}

__global__ void kernel(int *out) {
  int p = threadIdx.x & 1;
  unsigned m = __ballot_sync(0xffffffff, p);
  // CHECK:  unsigned m = __ballot_sync(0xffffffffffffffffULL, p);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'unsigned m = __ballot_sync(0xffffffff, p)' stores a lane mask in the 32-bit 'unsigned int' variable 'm', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  uint32_t active = __activemask();
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'uint32_t active = __activemask()' stores a lane mask in the 32-bit 'uint32_t' variable 'active', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  int peers = __match_any_sync(0xffffffff, out[0]);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'int peers = __match_any_sync(0xffffffff, out[0])' stores a lane mask in the 32-bit 'int' variable 'peers', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]
  m = __ballot_sync(0xffffffff, !p);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'm = __ballot_sync(0xffffffff, !p)' stores a lane mask in the 32-bit 'm' (unsigned int), which drops lanes 32-63; AMD wavefronts have 64 lanes: declare 'm' as 'unsigned long long' [cu2hip-wave64-mask-truncated]
  consume(__activemask());
  // DIAG: {{.*}}.cu:[[@LINE-1]]:11: warning: '__activemask()' is passed to the 32-bit parameter 'mask' of 'consume', which drops lanes 32-63; AMD wavefronts have 64 lanes: make the parameter 'unsigned long long' [cu2hip-wave64-mask-truncated]
  out[1] = (int)__ballot_sync(0xffffffff, p);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:12: warning: '(int)__ballot_sync(0xffffffff, p)' converts a lane mask to the 32-bit 'int', which drops lanes 32-63; AMD wavefronts have 64 lanes: convert to 'unsigned long long' [cu2hip-wave64-mask-truncated]
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  unsigned tileVotes = tile.ballot(p);
  // DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'unsigned tileVotes = tile.ballot(p)' stores a lane mask in the 32-bit 'unsigned int' variable 'tileVotes', which drops lanes 32-63; AMD wavefronts have 64 lanes: declare it 'unsigned long long' (or 'auto') [cu2hip-wave64-mask-truncated]

  // Fine on AMD: auto (the HIP intrinsic's 64-bit type), 64-bit variables
  // and parameters, a bool that only asks whether any lane voted.
  auto a = __ballot_sync(0xffffffff, p);
  const auto b = __activemask();
  unsigned long long c = __ballot_sync(0xffffffff, p);
  uint64_t d = __activemask();
  bool any = __ballot_sync(0xffffffff, p);
  consume64(__ballot_sync(0xffffffff, p));
  out[2] = (int)(a + b + c + d + any + m + active + peers + tileVotes);
}
