// stub: an empty library_types.h so that its include resolves
