// verify.h - host-side result checks shared by the library examples.
// Plain C++: nothing in here knows about the GPU.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <vector>

namespace libex {

// Largest |got - want| / max(1, |want|) over both arrays; prints the first
// index that exceeds `tol` so a failure says where it went wrong.
template <typename T>
double max_rel_error(const std::vector<T>& got, const std::vector<T>& want,
                     double tol, const char* what) {
  if (got.size() != want.size()) {
    std::printf("%s: size mismatch (%zu vs %zu)\n", what, got.size(),
                want.size());
    return INFINITY;
  }
  double worst = 0.0;
  bool reported = false;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const double g = static_cast<double>(got[i]);
    const double w = static_cast<double>(want[i]);
    const double err = std::fabs(g - w) / std::fmax(1.0, std::fabs(w));
    if (!(err <= tol) && !reported) {  // also catches NaN
      std::printf("%s: first mismatch at %zu: got %.6g, want %.6g\n", what, i,
                  g, w);
      reported = true;
    }
    if (!(err <= worst)) worst = err;
  }
  return worst;
}

// Prints one check line and returns whether it passed.
inline bool report(const char* what, double error, double tol) {
  const bool ok = error <= tol;
  std::printf("  %-34s error %.3e (tol %.1e) %s\n", what, error, tol,
              ok ? "ok" : "WRONG");
  return ok;
}

// The last line every program prints; the exit status says the same.
inline int finish(const char* program, bool ok) {
  std::printf("%s: %s\n", program, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

// Small deterministic generator for test data (xorshift32), so the host
// reference and the device input agree without the RNG libraries.
class TestData {
 public:
  explicit TestData(unsigned seed) : state_(seed ? seed : 0x9e3779b9u) {}
  float uniform(float lo, float hi) {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return lo + (hi - lo) * static_cast<float>(state_ >> 8) * (1.0f / 16777216.0f);
  }
  template <typename T>
  std::vector<T> vector(std::size_t n, float lo, float hi) {
    std::vector<T> v(n);
    for (auto& x : v) x = static_cast<T>(uniform(lo, hi));
    return v;
  }

 private:
  unsigned state_;
};

}  // namespace libex
