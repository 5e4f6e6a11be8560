// stub: an empty cuda_occupancy.h so that its include resolves
