// stub: an empty cuda_gl_interop.h so that its include resolves
