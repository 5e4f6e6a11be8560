// stub: an empty texture_types.h so that its include resolves
