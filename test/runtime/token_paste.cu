// CUDA names built by token pasting in a macro. When every use in the file
// maps by one rename of the pasted fragment (cuda -> hip), the macro is
// translated; otherwise each use is reported with the name it builds.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=pasted-name

#include <cuda_runtime.h>
int check(int);

#define CUDA_API(n) cuda##n
// CHECK: #define CUDA_API(n) hip##n
#define CHECKED(call, ...) check(cuda##call(__VA_ARGS__))
// CHECK: #define CHECKED(call, ...) check(hip##call(__VA_ARGS__))
#define MIXED(n) cuda##n
// CHECK: #define MIXED(n) cuda##n
#define MINE(n) my##n
// CHECK: #define MINE(n) my##n

void f(int *n, void *p) {
  CUDA_API(GetDeviceCount)(n);
  CUDA_API(Free)(p);
  CHECKED(DeviceSynchronize);
  MIXED(Free)(p);
  MIXED(ThreadSynchronize)();
  MINE(Stuff)();
}
// CHECK: CUDA_API(GetDeviceCount)(n);
// CHECK: MIXED(ThreadSynchronize)();

// DIAG: token_paste.cu.tmp.cu:24:3: warning: 'MIXED(Free)' builds a CUDA name by token pasting onto 'cuda' in macro 'MIXED' (line 15): 'cudaFree', whose HIP name is 'hipFree'; not every use of the macro maps by one rename, so it is left as it is: translate it by hand [cu2hip-pasted-name]
// DIAG: token_paste.cu.tmp.cu:25:3: warning: 'MIXED(ThreadSynchronize)' builds a CUDA name by token pasting onto 'cuda' in macro 'MIXED' (line 15): 'cudaThreadSynchronize', whose HIP name is 'hipDeviceSynchronize'; not every use of the macro maps by one rename, so it is left as it is: translate it by hand [cu2hip-pasted-name]
