// REQUIRES: cuda-sdk
// cuDNN calls whose MIOpen counterparts need another call sequence (find
// before run, workspace sized for the search): library-workflow.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip-sdk %t.cu -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err
// CHECK: miopenConvolutionForwardGetWorkSpaceSize(h, w, x, conv, y, &bytes);
#include <cudnn.h>

void forward(cudnnHandle_t h, cudnnTensorDescriptor_t x, cudnnFilterDescriptor_t w,
             cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t y,
             const void *xd, const void *wd, void *yd, void *ws) {
  cudnnConvolutionFwdAlgoPerf_t perf[4];
  int found = 0;
  cudnnGetConvolutionForwardAlgorithm_v7(h, x, w, conv, y, 4, &found, perf);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnGetConvolutionForwardAlgorithm_v7' has no HIP equivalent: MIOpen has no heuristic algorithm query in the find API; run miopenFindConvolutionForwardAlgorithm (the translation of cudnnFindConvolutionForwardAlgorithmEx), or use the immediate-mode miopenConvolutionForwardGetSolution [cu2hip-library-workflow]
  size_t bytes = 0;
  cudnnGetConvolutionForwardWorkspaceSize(h, x, w, conv, y, perf[0].algo, &bytes);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnGetConvolutionForwardWorkspaceSize' translated to 'miopenConvolutionForwardGetWorkSpaceSize': MIOpen's query takes no algorithm (the algo argument is dropped) and returns the largest workspace of all forward algorithms: allocate it before miopenFindConvolutionForwardAlgorithm, which benchmarks in it, then size the workspace of miopenConvolutionForward from the memory field of the perf result you choose [cu2hip-library-workflow]
  float one = 1.0f, zero = 0.0f;
  cudnnConvolutionForward(h, &one, x, xd, w, wd, conv, perf[0].algo, ws, bytes, &zero, y, yd);
// DIAG: {{.*}}.cu:[[@LINE-1]]:3: warning: 'cudnnConvolutionForward' translated to 'miopenConvolutionForward': miopenConvolutionForward fails ("No invoker was registered ... Was find executed?") unless miopenFindConvolutionForwardAlgorithm (the translated cudnnFindConvolutionForwardAlgorithmEx) ran before on the same handle and problem and returned this algo; releases before ROCm 6.2 honour only alpha = 1 and beta = 0 [cu2hip-library-workflow]
}
// DIAG-NOT: {{warning|error}}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 3 warnings, 0 errors
