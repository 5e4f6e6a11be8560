// stub: an empty cuda_runtime_api.h so that its include resolves
