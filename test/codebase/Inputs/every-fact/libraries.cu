// A qualifier dropped (cuda::std:: becomes std::) and header declarations
// the tables lack.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cuda/std/limits>
#include <cupti_activity.h>
__device__ float lowest() { return cuda::std::numeric_limits<float>::lowest(); }
void trace() { cuptiActivityEnable(CUPTI_ACTIVITY_KIND_KERNEL); }
CUresult allocate(CUdeviceptr *p) { return cuMemAlloc_v2(p, 64); }
