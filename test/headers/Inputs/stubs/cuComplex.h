// stub: an empty cuComplex.h so that its include resolves
