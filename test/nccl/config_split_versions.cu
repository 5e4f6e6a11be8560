// Non-blocking communicator setup with a config struct, a split, finalize
// and revoke. The names RCCL shares keep their spelling; each carries the
// ROCm release whose RCCL added it, so targeting ROCm 5.5 reports the split
// (RCCL 2.18, ROCm 6.0) as too new, and revoke (NCCL 2.28) has no RCCL
// counterpart at all.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - --hip-version 5.5 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|nccl\.h}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:
// RUN: %cu2hip-sdk %t.cu -o /dev/null --hip-version 7.2 2>%t.new.err
// RUN: FileCheck %s --check-prefix=NEW --input-file=%t.new.err --implicit-check-not=warning:

#include <nccl.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <rccl/rccl.h>

ncclResult_t makeComms(ncclUniqueId id, int nranks, int rank, ncclComm_t *comm,
                       ncclComm_t *half) {
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  config.blocking = 0;
  // CHECK: ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  ncclResult_t r = ncclCommInitRankConfig(comm, nranks, id, rank, &config);
  // CHECK: ncclResult_t r = ncclCommInitRankConfig(comm, nranks, id, rank, &config);
  while (r == ncclInProgress)
    ncclCommGetAsyncError(*comm, &r);
  // CHECK: while (r == ncclInProgress)
  int color = rank < nranks / 2 ? 0 : NCCL_SPLIT_NOCOLOR;
  r = ncclCommSplit(*comm, color, rank, half, nullptr);
  // CHECK: int color = rank < nranks / 2 ? 0 : NCCL_SPLIT_NOCOLOR;
  // CHECK-NEXT: r = ncclCommSplit(*comm, color, rank, half, nullptr);
  // DIAG: [[@LINE-4]]:{{[0-9]+}}: warning: 'NCCL_SPLIT_NOCOLOR' maps to 'NCCL_SPLIT_NOCOLOR', added in HIP 6.0; the target is HIP 5.5 [cu2hip-unsupported-in-target]
  // DIAG: [[@LINE-4]]:{{[0-9]+}}: warning: 'ncclCommSplit' maps to 'ncclCommSplit', added in HIP 6.0; the target is HIP 5.5 [cu2hip-unsupported-in-target]
  if (r != ncclSuccess)
    return r;
  ncclCommFinalize(*comm);
  // CHECK: ncclCommFinalize(*comm);
  return ncclCommRevoke(*comm, NCCL_REVOKE_DEFAULT);
  // CHECK: return ncclCommRevoke(*comm, NCCL_REVOKE_DEFAULT);
  // DIAG: [[@LINE-2]]:{{[0-9]+}}: warning: 'ncclCommRevoke' has no HIP equivalent: RCCL releases through ROCm 7.2 implement the NCCL 2.27 API, which has no ncclCommRevoke; {{.*}} [cu2hip-unsupported-api]
  // DIAG: [[@LINE-3]]:{{[0-9]+}}: warning: 'NCCL_REVOKE_DEFAULT' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
  // NEW: {{.*}}: warning: 'ncclCommRevoke' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
  // NEW: {{.*}}: warning: 'NCCL_REVOKE_DEFAULT' has no HIP equivalent: {{.*}} [cu2hip-unsupported-api]
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors
// NEW: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 2 warnings, 0 errors
