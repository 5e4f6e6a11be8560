// NVTX annotations of a host loop: nested push/pop ranges, a mark, a
// start/end range carried across calls, and the convenience macros. Each has
// an exact rocTX counterpart (ending a start/end range is roctxRangeStop) and
// the header becomes <roctracer/roctx.h>. The attribute-taking forms (color, payload),
// wide-character messages, thread naming and domains have none: rocTX takes
// only a message string, so they stay as written and are reported.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 >%t.hip 2>%t.err
// RUN: FileCheck %s --input-file=%t.hip --match-full-lines --implicit-check-not='{{nvToolsExt|nvtxMarkA|nvtxRange(PushA|Pop|StartA|End|Id_t)}}'
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=cu2hip-unmapped-api --implicit-check-not=cu2hip-parse-error --implicit-check-not=warning:

#include <nvtx3/nvToolsExt.h>
#include <stdint.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <roctracer/roctx.h>
// CHECK-NEXT: #include <stdint.h>

void step(int i);

static nvtxRangeId_t beginEpoch(int epoch) {
  // CHECK: static roctx_range_id_t beginEpoch(int epoch) {
  nvtxMarkA(epoch == 0 ? "first epoch" : "epoch");
  // CHECK: roctxMarkA(epoch == 0 ? "first epoch" : "epoch");
  return nvtxRangeStartA("epoch");
  // CHECK: return roctxRangeStartA("epoch");
}

int train(int epochs, int steps) {
  nvtxNameOsThreadA(0, "trainer");
  // CHECK: nvtxNameOsThreadA(0, "trainer");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxNameOsThreadA' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  for (int e = 0; e < epochs; ++e) {
    nvtxRangeId_t epoch = beginEpoch(e);
    // CHECK: roctx_range_id_t epoch = beginEpoch(e);
    int depth = nvtxRangePushA("forward");
    // CHECK: int depth = roctxRangePushA("forward");
    for (int s = 0; s < steps; ++s) {
      nvtxRangePush("step");
      // CHECK: roctxRangePush("step");
      step(s);
      nvtxRangePop();
      // CHECK: roctxRangePop();
    }
    nvtxRangePop();
    // CHECK: roctxRangePop();
    nvtxMark("epoch done");
    // CHECK: roctxMark("epoch done");
    nvtxRangeEnd(epoch);
    // CHECK: roctxRangeStop(epoch);
    (void)depth;
  }

  nvtxEventAttributes_t attrs = {0};
  // CHECK: nvtxEventAttributes_t attrs = {0};
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxEventAttributes_t' has no HIP equivalent: rocTX {{.+}} [cu2hip-unsupported-api]
  attrs.version = NVTX_VERSION;
  // CHECK: attrs.version = NVTX_VERSION;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:19: warning: 'NVTX_VERSION' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  attrs.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  // CHECK: attrs.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:16: warning: 'NVTX_EVENT_ATTRIB_STRUCT_SIZE' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  attrs.colorType = NVTX_COLOR_ARGB;
  // CHECK: attrs.colorType = NVTX_COLOR_ARGB;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:21: warning: 'NVTX_COLOR_ARGB' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  attrs.color = 0xff00ff00;
  attrs.messageType = NVTX_MESSAGE_TYPE_ASCII;
  // CHECK: attrs.messageType = NVTX_MESSAGE_TYPE_ASCII;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:23: warning: 'NVTX_MESSAGE_TYPE_ASCII' has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
  attrs.message.ascii = "evaluate";
  nvtxRangePushEx(&attrs);
  // CHECK: nvtxRangePushEx(&attrs);
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxRangePushEx' has no HIP equivalent: rocTX {{.+}}; call roctxRangePushA with the message {{.+}} [cu2hip-unsupported-api]
  nvtxRangePop();
  // CHECK: roctxRangePop();
  nvtxRangePushW(L"wide");
  // CHECK: nvtxRangePushW(L"wide");
  // DIAG: {{.*}}.cu:[[@LINE-2]]:3: warning: 'nvtxRangePushW' has no HIP equivalent: rocTX {{.+}} [cu2hip-unsupported-api]
  nvtxRangePop();
  // CHECK: roctxRangePop();
  return 0;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 8 warnings, 0 errors
