// Stand-in for the OpenGL header the CUDA OpenGL interop header includes:
// the two types it uses. Outside the mock SDK, as the real one is.
#ifndef CU2HIP_TEST_GL_H
#define CU2HIP_TEST_GL_H
typedef unsigned int GLuint;
typedef unsigned int GLenum;
#endif
