// stub: an empty cuda_fp8.h so that its include resolves
