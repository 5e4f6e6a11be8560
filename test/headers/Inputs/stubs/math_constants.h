// stub: an empty math_constants.h so that its include resolves
