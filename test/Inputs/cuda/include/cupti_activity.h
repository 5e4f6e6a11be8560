#pragma once
// Test stand-in for CUPTI's activity header: the names the cupti tests use,
// with the real header's signatures.
extern "C" {
typedef enum { CUPTI_SUCCESS = 0 } CUptiResult;
typedef enum { CUPTI_ACTIVITY_KIND_KERNEL = 3 } CUpti_ActivityKind;
CUptiResult cuptiActivityEnable(CUpti_ActivityKind kind);
CUptiResult cuptiActivityFlushAll(unsigned int flag);
}
