// stub: an empty cudaProfiler.h so that its include resolves
