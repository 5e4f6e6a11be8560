// `using namespace std;` is not a CUDA API although CUDA's headers reopen
// namespace std: nothing is reported. A namespace the tables rename still
// is renamed, through a using-directive or an alias.
// REQUIRES: cuda-sdk
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
#include <cstdio>
#include <cub/cub.cuh>
using namespace std;
using namespace cub;
namespace c = cub;
// CHECK: using namespace std;
// CHECK: using namespace hipcub;
// CHECK: namespace c = hipcub;
__global__ void k() {}
int main() { printf("%d\n", 1); }
// DIAG-NOT: warning
// DIAG: 0 warnings, 0 errors
