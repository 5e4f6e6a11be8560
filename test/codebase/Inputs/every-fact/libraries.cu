// A qualifier dropped (cuda::std:: becomes std::) and a header declaration
// the tables lack.
#include <cuda_runtime.h>
#include <cuda/std/limits>
#include <cupti_activity.h>
__device__ float lowest() { return cuda::std::numeric_limits<float>::lowest(); }
void trace() { cuptiActivityEnable(CUPTI_ACTIVITY_KIND_KERNEL); }
