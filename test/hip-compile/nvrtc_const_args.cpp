// NVRTC takes its header and option arrays as `const char * const *`, which
// a `char **` or a `const char * const[]` converts to; hipRTC takes
// `const char **`, which neither does, so the C++ compiler refuses the
// translated call in a .cpp file (built as hip::host builds it). hipRTC
// reads the arrays only: the arguments are cast, and the translation
// compiles as C++.
// REQUIRES: hipcc, cuda-sdk
// RUN: %strip-checks %s %t.cpp
// RUN: %cu2hip-sdk %t.cpp --hip-version 5.2 -o - 2>/dev/null > %t.hip.cpp
// RUN: FileCheck %s --input-file=%t.hip.cpp
// RUN: %hipcc -x c++ -D__HIP_PLATFORM_AMD__ -fsyntax-only %t.hip.cpp

#include <nvrtc.h>

int build(const char *src, char **opts, int numOpts) {
  static const char *const headers[] = {"#pragma once\n"};
  static const char *const names[] = {"common.h"};
  nvrtcProgram prog;
  if (nvrtcCreateProgram(&prog, src, "k.cu", 1, headers, names) !=
      NVRTC_SUCCESS)
    return 1;
  // CHECK: if (hiprtcCreateProgram(&prog, src, "k.cu", 1, (const char **)(headers), (const char **)(names)) !=
  nvrtcResult res = nvrtcCompileProgram(prog, numOpts, opts);
  // CHECK: hiprtcResult res = hiprtcCompileProgram(prog, numOpts, (const char **)(opts));
  nvrtcDestroyProgram(&prog);
  return res == NVRTC_SUCCESS ? 0 : 1;
}
