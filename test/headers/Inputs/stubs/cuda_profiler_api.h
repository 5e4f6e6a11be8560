// stub: an empty cuda_profiler_api.h so that its include resolves
