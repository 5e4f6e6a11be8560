#pragma once
#include <cstddef>

/// y = a * x + y on the device, for n floats.
void saxpy(float a, const float *x, float *y, std::size_t n);
/// Fills n device floats with uniform random numbers.
void fillUniform(float *d, std::size_t n, unsigned long long seed);
