// stub: an empty math_functions.h so that its include resolves
