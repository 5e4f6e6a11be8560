// stub: an empty mma.h so that its include resolves
