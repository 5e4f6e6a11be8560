// stub: an empty vector_functions.h so that its include resolves
