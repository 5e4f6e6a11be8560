// cu2hip-wave64-lane-mask: 32-bit lane masks that cannot name lanes 32-63.
// The mask argument of the *_sync intrinsics is cu2hip-warp-mask-dropped's.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o %t.hip 2>%t.err
// RUN: FileCheck %s --match-full-lines --input-file=%t.hip
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-wave64
// RUN: grep -v '#include' %t.cu > %t.in.txt
// HIP's 64-bit ballot would make __ffs ambiguous: it gets CUDA's int, as in
// CUDA (device/integer_intrinsics.cu); the finding still asks for __ffsll.
// RUN: grep -v '#include' %t.hip | sed -e 's/0xffffffffffffffffULL/0xffffffff/g' -e 's/__ffs((int)(\(.*\))) - 1/__ffs(\1) - 1/' | diff %t.in.txt -

#include <cuda_runtime.h>

__global__ void votes(int *out, const float *x) {
  int lane = threadIdx.x % warpSize;
  if (__ballot_sync(0xffffffff, x[lane] > 0) == 0xffffffff)
    out[0] = 1;
  // CHECK:  if (__ballot_sync(0xffffffffffffffffULL, x[lane] > 0) == 0xffffffff)
  // DIAG: {{.*}}.cu:[[@LINE-3]]:7: warning: '__ballot_sync(0xffffffff, x[lane] > 0) == 0xffffffff' compares a lane mask with the 32-lane full mask '0xffffffff'; AMD wavefronts have 64 lanes, so it is false when all of them take part: compare with '__activemask()' or use '__all_sync' [cu2hip-wave64-lane-mask]
  auto active = __activemask();
  if (active != ~0u)
    out[1] = 1;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:7: warning: 'active != ~0u' compares a lane mask with the 32-lane full mask '~0u'; AMD wavefronts have 64 lanes, so it is false when all of them take part: compare with '__activemask()' or use '__all_sync' [cu2hip-wave64-lane-mask]
  auto low = active & 0xffffffff;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:14: warning: 'active & 0xffffffff' combines a lane mask with the 32-lane mask '0xffffffff'; AMD wavefronts have 64 lanes, so lanes 32-63 are lost: use a 64-bit mask [cu2hip-wave64-lane-mask]
  unsigned mine = 1u << lane;
  // CHECK:  unsigned mine = 1u << lane;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:19: warning: '1u << lane' builds a 32-bit lane mask, which cannot name lanes 32-63; AMD wavefronts have 64 lanes: use '1ull << lane' [cu2hip-wave64-lane-mask]
  int below = __popc(active & ((1 << lane) - 1));
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: '__popc(active & ((1 << lane) - 1))' counts only the low 32 bits of a lane mask; AMD wavefronts have 64 lanes: use '__popcll(active & ((1 << lane) - 1))' [cu2hip-wave64-lane-mask]
  // DIAG: {{.*}}.cu:[[@LINE-2]]:33: warning: '1 << lane' builds a 32-bit lane mask, which cannot name lanes 32-63; AMD wavefronts have 64 lanes: use '1ull << lane' [cu2hip-wave64-lane-mask]
  auto ballot = __ballot_sync(0xffffffff, x[lane] > 1);
  int count = __popc(ballot);
  // CHECK:  int count = __popc(ballot);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:15: warning: '__popc(ballot)' counts only the low 32 bits of a lane mask; AMD wavefronts have 64 lanes: use '__popcll(ballot)' [cu2hip-wave64-lane-mask]
  int first = __ffs(__ballot_sync(0xffffffff, x[lane] > 2)) - 1;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:15: warning: '__ffs(__ballot_sync(0xffffffff, x[lane] > 2))' searches only the low 32 bits of a lane mask; AMD wavefronts have 64 lanes: use '__ffsll(__ballot_sync(0xffffffff, x[lane] > 2))' [cu2hip-wave64-lane-mask]
  out[2] = below + count + first + (int)mine + (int)low;

  // Masks that are already 64-bit, bit counts of other values, the mask
  // argument of a *_sync intrinsic (cu2hip-warp-mask-dropped), and 1 << n
  // with n not a lane.
  unsigned long long all = __ballot_sync(0xffffffff, 1);
  if (all == 0xffffffffffffffffull || ballot == ~0ull)
    out[3] = __popc(out[4]) + (1 << out[5]);
  out[6] = __shfl_sync(0xffffffff, out[7], 0);
}
