// stub: an empty sm_60_atomic_functions.h so that its include resolves
