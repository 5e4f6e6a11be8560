// stub: an empty cudaEGL.h so that its include resolves
