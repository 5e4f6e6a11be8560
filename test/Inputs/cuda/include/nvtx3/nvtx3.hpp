#pragma once
// Test stand-in for NVTX 3's C++ API: the names the nvtx tests use.
#include "nvToolsExt.h"
namespace nvtx3 {
inline namespace v1 {
class domain {
public:
  struct global {};
};
class message {
public:
  message(const char *msg) : msg_(msg) {}
private:
  const char *msg_;
};
template <class D = domain::global> class scoped_range_in {
public:
  explicit scoped_range_in(const char *msg) {}
  ~scoped_range_in() {}
};
using scoped_range = scoped_range_in<domain::global>;
template <typename D = domain::global> inline void mark_in(const char *msg) {}
inline void mark(const char *msg) {}
} // namespace v1
} // namespace nvtx3
