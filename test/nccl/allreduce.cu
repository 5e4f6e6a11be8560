// A single-process, multi-GPU NCCL all-reduce: unique id, grouped
// per-device communicator init, a grouped all-reduce on per-device streams,
// error strings, and teardown. RCCL keeps NCCL's API names, so the calls stay
// as written; the header becomes <rccl/rccl.h> and the CUDA runtime calls
// become HIP's. The all-to-all call takes RCCL's spelling with its caveat.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{cuda[A-Z_]|nccl\.h|ncclAlltoAll}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <cstdio>
#include <cuda_runtime.h>
#include <nccl.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cstdio>
// CHECK-NEXT: #include <rccl/rccl.h>

#define NCCLCHECK(cmd)                                                         \
  do {                                                                         \
    ncclResult_t r = (cmd);                                                    \
    if (r != ncclSuccess) {                                                    \
      std::printf("nccl error %s\n", ncclGetErrorString(r));                   \
      return 1;                                                                \
    }                                                                          \
  } while (0)
// CHECK: ncclResult_t r = (cmd);                                                    \
// CHECK-NEXT: if (r != ncclSuccess) {                                                    \
// CHECK-NEXT: std::printf("nccl error %s\n", ncclGetErrorString(r));                   \

int allReduce(float **sendbuf, float **recvbuf, size_t count, int nDev) {
  ncclComm_t comms[8];
  cudaStream_t streams[8];
  // CHECK: ncclComm_t comms[8];
  // CHECK-NEXT: hipStream_t streams[8];
  ncclUniqueId id;
  NCCLCHECK(ncclGetUniqueId(&id));
  // CHECK: ncclUniqueId id;
  // CHECK-NEXT: NCCLCHECK(ncclGetUniqueId(&id));
  NCCLCHECK(ncclGroupStart());
  for (int i = 0; i < nDev; ++i) {
    cudaSetDevice(i);
    cudaStreamCreate(&streams[i]);
    NCCLCHECK(ncclCommInitRank(&comms[i], nDev, id, i));
  }
  NCCLCHECK(ncclGroupEnd());
  // CHECK: NCCLCHECK(ncclGroupStart());
  // CHECK-NEXT: for (int i = 0; i < nDev; ++i) {
  // CHECK-NEXT: hipSetDevice(i);
  // CHECK-NEXT: hipStreamCreate(&streams[i]);
  // CHECK-NEXT: NCCLCHECK(ncclCommInitRank(&comms[i], nDev, id, i));
  // CHECK-NEXT: }
  // CHECK-NEXT: NCCLCHECK(ncclGroupEnd());

  NCCLCHECK(ncclGroupStart());
  for (int i = 0; i < nDev; ++i)
    NCCLCHECK(ncclAllReduce(sendbuf[i], recvbuf[i], count, ncclFloat, ncclSum,
                            comms[i], streams[i]));
  NCCLCHECK(ncclGroupEnd());
  // CHECK: NCCLCHECK(ncclAllReduce(sendbuf[i], recvbuf[i], count, ncclFloat, ncclSum,

  for (int i = 0; i < nDev; ++i)
    NCCLCHECK(ncclAlltoAll(sendbuf[i], recvbuf[i], count / nDev, ncclFloat,
                           comms[i], streams[i]));
  // CHECK: NCCLCHECK(ncclAllToAll(sendbuf[i], recvbuf[i], count / nDev, ncclFloat,
  // DIAG: [[@LINE-3]]:{{[0-9]+}}: warning: 'ncclAlltoAll' translated to 'ncclAllToAll': RCCL releases through ROCm 7.2 spell {{.*}} [cu2hip-api-semantics]

  int rank = 0, ranks = 0, version = 0;
  NCCLCHECK(ncclCommUserRank(comms[0], &rank));
  NCCLCHECK(ncclCommCount(comms[0], &ranks));
  NCCLCHECK(ncclGetVersion(&version));
  // CHECK: NCCLCHECK(ncclCommUserRank(comms[0], &rank));
  // CHECK-NEXT: NCCLCHECK(ncclCommCount(comms[0], &ranks));
  // CHECK-NEXT: NCCLCHECK(ncclGetVersion(&version));

  for (int i = 0; i < nDev; ++i) {
    cudaSetDevice(i);
    cudaStreamSynchronize(streams[i]);
    ncclResult_t async;
    ncclCommGetAsyncError(comms[i], &async);
    if (async != ncclSuccess)
      std::printf("rank %d: %s\n", i, ncclGetErrorString(async));
    ncclCommDestroy(comms[i]);
    cudaStreamDestroy(streams[i]);
  }
  // CHECK: hipSetDevice(i);
  // CHECK-NEXT: hipStreamSynchronize(streams[i]);
  // CHECK-NEXT: ncclResult_t async;
  // CHECK-NEXT: ncclCommGetAsyncError(comms[i], &async);
  // CHECK-NEXT: if (async != ncclSuccess)
  // CHECK-NEXT: std::printf("rank %d: %s\n", i, ncclGetErrorString(async));
  // CHECK-NEXT: ncclCommDestroy(comms[i]);
  // CHECK-NEXT: hipStreamDestroy(streams[i]);
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 1 warnings, 0 errors
