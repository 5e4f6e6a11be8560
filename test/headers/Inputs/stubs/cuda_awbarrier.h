// stub: an empty cuda_awbarrier.h so that its include resolves
