//===- ThreadHeap.h - What one thread holds of the heap ---------*- C++ -*-===//
///
/// \file
/// A parse's memory bound must see every byte the parse allocates, not only
/// the structures Clang itself accounts for: a macro that doubles its
/// argument fills buffers of tokens that no Clang statistic counts, several
/// gigabytes in one expansion between two of the parse's checks. So cu2hip
/// replaces malloc and its kin with ones that keep, per thread, the bytes
/// allocated there less those freed there (a parse runs on a thread of its
/// own, so that is what the parse holds), and that stop a thread before a
/// large allocation would take it past a limit set on it.
///
/// Under a sanitizer, which brings its own allocator, nothing is counted.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_THREADHEAP_H
#define CU2HIP_SUPPORT_THREADHEAP_H

#include <cstdint>

namespace cu2hip {

/// Bytes allocated on this thread, less those it freed (negative where it
/// freed more than it allocated). Compare two readings.
int64_t threadHeapBytes();

/// While it lives, on the thread that made it: an allocation of at least
/// 1 MiB that would take the thread's heap more than \p Bytes past what it
/// held when the limit was set first calls \p OnExceeded(\p Context), which
/// is expected not to return (a parse unwinds to where it started). Smaller
/// allocations are left to the caller's own checks of threadHeapBytes().
class ThreadHeapLimit {
public:
  ThreadHeapLimit(int64_t Bytes, void (*OnExceeded)(void *), void *Context);
  ~ThreadHeapLimit();
  /// Whether the thread holds more than the limit allows now (however it
  /// got there: small allocations are only counted). The innermost limit
  /// on its thread only.
  bool passed() const;

  ThreadHeapLimit(const ThreadHeapLimit &) = delete;
  ThreadHeapLimit &operator=(const ThreadHeapLimit &) = delete;

private:
  /// The limit this one replaces on its thread, restored when it ends.
  int64_t OuterCeiling;
  void (*OuterOnExceeded)(void *);
  void *OuterContext;
};

} // namespace cu2hip

#endif
