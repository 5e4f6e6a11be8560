// Rows with `args:` rebuild each call's argument list for the HIP
// signature: arguments move, drop and gain constants, each keeping its own
// translation; nested calls and calls split over lines work; calls the
// template is not faithful for are left exactly as written (arguments too)
// and reported; names in dropped arguments are not reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu --rules %S/Inputs/rules.yaml -o - 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --match-full-lines
// RUN: %cu2hip %t.cu --no-ast --rules %S/Inputs/rules.yaml -o - 2>/dev/null | FileCheck %s --match-full-lines

// The library's declarations would come from its header; without them clang
// reports the names as undeclared, which cu2hip expects of table names.
void use(int h, int d, int format, int *x, int *y) {
  cudnnFakeSetDescriptor(d, CUDNN_FAKE_FORMAT_A, CUDNN_FAKE_TYPE_FLOAT);
  // CHECK: hipfakeSet4d(d, HIPFAKE_TYPE_FLOAT);
  cudnnFakeSetDescriptor(d, CUDNN_FAKE_FORMAT_B, CUDNN_FAKE_TYPE_FLOAT);
  // CHECK: hipfakeSet4d(d, HIPFAKE_TYPE_FLOAT);
  cudnnFakeSetDescriptor(d, CUDNN_FAKE_FORMAT_C, CUDNN_FAKE_TYPE_FLOAT);
  // CHECK: cudnnFakeSetDescriptor(d, CUDNN_FAKE_FORMAT_C, CUDNN_FAKE_TYPE_FLOAT);
  cudnnFakeSetDescriptor(d, format, CUDNN_FAKE_TYPE_FLOAT);
  // CHECK: cudnnFakeSetDescriptor(d, format, CUDNN_FAKE_TYPE_FLOAT);
  cudnnFakeRun(h, x[0],
            y[1], cudnnFakeCopy(x[2], y[3]), CUDNN_FAKE_FORMAT_A);
  // CHECK: hipfakeRun(h, x[0], HIPFAKE_FORMAT_A, y[1], hipfakeCopy(y[3], x[2]), false);
  cudnnFakeCopy(cudnnFakeCopy(1, 2), cudnnFakeCopy(3, 4));
  // CHECK: hipfakeCopy(hipfakeCopy(4, 3), hipfakeCopy(2, 1));
  cudnnFakeSetMode(d, 1, 0);
  // CHECK: hipfakeSetMode(d);
  cudnnFakeSetMode(d, CUDNN_FAKE_FORMAT_C, 0);
  // CHECK: hipfakeSetMode(d);
  cudnnFakeSetMode(d, 1);
  // CHECK: cudnnFakeSetMode(d, 1);
  int (*fn)(int, int) = cudnnFakeCopy;
  // CHECK: int (*fn)(int, int) = cudnnFakeCopy;
}

// DIAG: {{.*}}.cu:18:3: warning: 'cudnnFakeSetDescriptor' left as is: HIP's 'hipfakeSet4d' takes other arguments and argument 2 is 'CUDNN_FAKE_FORMAT_C': hipfake's 4-d descriptor takes formats a and b only [cu2hip-call-not-rewritten]
// DIAG-NEXT: {{.*}}.cu:20:3: warning: 'cudnnFakeSetDescriptor' left as is: HIP's 'hipfakeSet4d' takes other arguments and argument 2 is 'format': hipfake's 4-d descriptor takes formats a and b only [cu2hip-call-not-rewritten]
// DIAG-NEXT: {{.*}}.cu:31:3: warning: 'cudnnFakeSetMode' left as is: HIP's 'hipfakeSetMode' takes other arguments and 'cudnnFakeSetMode' takes 3 arguments, this call passes 2 [cu2hip-call-not-rewritten]
// DIAG-NEXT: {{.*}}.cu:33:25: warning: 'cudnnFakeCopy' left as is: HIP's 'hipfakeCopy' takes other arguments and it is not called here, so its arguments cannot be adapted [cu2hip-call-not-rewritten]
// DIAG-NEXT: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 4 warnings, 0 errors
