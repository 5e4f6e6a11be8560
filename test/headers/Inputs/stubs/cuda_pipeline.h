// stub: an empty cuda_pipeline.h so that its include resolves
