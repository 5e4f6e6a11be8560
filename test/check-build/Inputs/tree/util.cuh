#pragma once
inline int twice(int x) { return 2 * x; }
inline int broken() { return 0; } // NOT_HIP: unknown type name 'cudaStream_t'
