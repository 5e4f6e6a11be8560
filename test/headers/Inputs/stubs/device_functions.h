// stub: an empty device_functions.h so that its include resolves
