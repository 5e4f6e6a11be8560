// The common CUDA headers and their HIP counterparts. Headers that all map to
// the HIP runtime header sit in separate branches so that each one's rewrite
// shows (within one branch they would collapse into one include).
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 -I %S/Inputs/stubs 2>%t.err | FileCheck %s --match-full-lines --strict-whitespace
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err

#if defined(USE_LAUNCH_PARAMETERS)
#include <device_launch_parameters.h>
// CHECK:#include <hip/hip_runtime.h>
#elif defined(USE_MATH)
#include <math_functions.h>
// CHECK:#include <hip/hip_runtime.h>
#elif defined(USE_DEVICE_FUNCTIONS)
#include <device_functions.h>
// CHECK:#include <hip/hip_runtime.h>
#elif defined(USE_ATOMICS)
#include <sm_60_atomic_functions.h>
// CHECK:#include <hip/hip_runtime.h>
#elif defined(USE_BUILTIN_TYPES)
#include <builtin_types.h>
// CHECK:#include <hip/hip_runtime.h>
#elif defined(USE_HOST_DEFINES)
#include <host_defines.h>
// CHECK:#include <hip/hip_runtime.h>
#elif defined(USE_PROFILER)
#include <cuda_profiler_api.h>
// CHECK:#include <hip/hip_runtime_api.h>
#else
#include <vector_functions.h>
// CHECK:#include <hip/hip_vector_types.h>
#endif

#include <cuda_runtime.h>
// CHECK:#include <hip/hip_runtime.h>
#include <cuda_runtime_api.h>
// CHECK:#include <hip/hip_runtime_api.h>
#include <cuComplex.h>
// CHECK:#include <hip/hip_complex.h>
#include <cuda_fp16.h>
// CHECK:#include <hip/hip_fp16.h>
#include <cooperative_groups.h>
// CHECK:#include <hip/hip_cooperative_groups.h>
#include <cuda_texture_types.h>
// CHECK:#include <hip/hip_texture_types.h>
#include <texture_types.h>
// CHECK:#include <hip/texture_types.h>
#include <surface_types.h>
// CHECK:#include <hip/surface_types.h>
#include <channel_descriptor.h>
// CHECK:#include <hip/channel_descriptor.h>
#include <vector_types.h>
// CHECK:#include <hip/hip_vector_types.h>
#include <driver_types.h>
// CHECK:#include <hip/driver_types.h>
#include <library_types.h>
// CHECK:#include <hip/library_types.h>
// Already included above under its HIP name: the whole line goes.
#include  <cuda.h>  // the driver API
// CHECK-NOT:{{.*}}driver API
#include <stdio.h>
// CHECK:#include <stdio.h>

int main() { return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1; }
// CHECK:int main() { return hipDeviceSynchronize() == hipSuccess ? 0 : 1; }
// DIAG-NOT: warning
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
