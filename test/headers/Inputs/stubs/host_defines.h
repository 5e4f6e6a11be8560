// stub: an empty host_defines.h so that its include resolves
