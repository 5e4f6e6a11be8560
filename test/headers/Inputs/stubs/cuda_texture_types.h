// stub: an empty cuda_texture_types.h so that its include resolves
