// Host entry points of the kernels, callable from plain C++.
#pragma once
#include <cstddef>

namespace dual {
void saxpy(float a, const float *x, float *y, std::size_t n);
float sum(const float *x, std::size_t n);
} // namespace dual
