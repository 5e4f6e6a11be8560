// stub: an empty builtin_types.h so that its include resolves
