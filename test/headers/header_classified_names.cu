// A header row with covers_members classifies the names its header declares
// that have no row of their own: each use the parse ties to CUPTI's header
// is reported with the header's reason, once, at its name. The user's own
// names beside them are not.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 5.2 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:

#include <cupti_activity.h>
// CHECK: #include <cupti_activity.h>

static int traced(int kernels) { return kernels; }

int main() {
  CUptiResult status = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_KERNEL);
  // CHECK: CUptiResult status = cuptiActivityEnable(CUPTI_ACTIVITY_KIND_KERNEL);
  cuptiActivityFlushAll(0);
  return traced(status == CUPTI_SUCCESS);
}
// DIAG: {{.*}}.cu:9:11: warning: 'cupti_activity.h' has no HIP equivalent: CUPTI has no ROCm counterpart with its API; {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:15:3: warning: 'CUptiResult' (from <cupti_activity.h>) has no HIP equivalent: CUPTI has no ROCm counterpart with its API; {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:15:24: warning: 'cuptiActivityEnable' (from <cupti_activity.h>) has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:15:44: warning: 'CUPTI_ACTIVITY_KIND_KERNEL' (from <cupti_activity.h>) has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:17:3: warning: 'cuptiActivityFlushAll' (from <cupti_activity.h>) has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: {{.*}}.cu:18:27: warning: 'CUPTI_SUCCESS' (from <cupti_activity.h>) has no HIP equivalent: {{.+}} [cu2hip-unsupported-api]
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 6 warnings, 0 errors
