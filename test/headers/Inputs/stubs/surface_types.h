// stub: an empty surface_types.h so that its include resolves
