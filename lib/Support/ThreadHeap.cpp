//===- ThreadHeap.cpp - What one thread holds of the heap -----------------===//
///
/// \file
/// malloc, free and their kin, defined in the executable, so that they are
/// the ones LLVM's, Clang's and the C++ library's shared objects call too
/// (operator new calls malloc). Each forwards to glibc's own allocator
/// (__libc_malloc and friends) and counts malloc_usable_size of the block
/// on both sides, so a block counts the same when freed as when allocated.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Support/ThreadHeap.h"
#include <cerrno>
#include <cstddef>
#include <malloc.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define CU2HIP_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) ||     \
    __has_feature(thread_sanitizer)
#define CU2HIP_SANITIZED 1
#endif
#endif

namespace {

thread_local int64_t HeapBytes = 0;
/// The limit set on this thread, as an absolute count of HeapBytes; with
/// OnExceeded null, none.
thread_local int64_t Ceiling = 0;
thread_local void (*OnExceeded)(void *) = nullptr;
thread_local void *Context = nullptr;

/// Below this an allocation is no runaway step: the caller's next check
/// sees it.
constexpr size_t LargeAllocation = size_t(1) << 20;

} // namespace

int64_t cu2hip::threadHeapBytes() { return HeapBytes; }

cu2hip::ThreadHeapLimit::ThreadHeapLimit(int64_t Bytes,
                                         void (*Exceeded)(void *),
                                         void *ExceededContext)
    : OuterCeiling(Ceiling), OuterOnExceeded(OnExceeded),
      OuterContext(Context) {
  Ceiling = HeapBytes + Bytes;
  OnExceeded = Exceeded;
  Context = ExceededContext;
}

bool cu2hip::ThreadHeapLimit::passed() const { return HeapBytes > Ceiling; }

cu2hip::ThreadHeapLimit::~ThreadHeapLimit() {
  Ceiling = OuterCeiling;
  OnExceeded = OuterOnExceeded;
  Context = OuterContext;
}

#ifndef CU2HIP_SANITIZED

// The C library names these; clang-tidy's naming rules are for ours.
// NOLINTBEGIN(readability-identifier-naming)
extern "C" {
void *__libc_malloc(size_t);
void *__libc_calloc(size_t, size_t);
void *__libc_realloc(void *, size_t);
void *__libc_memalign(size_t, size_t);
void __libc_free(void *);
}
// NOLINTEND(readability-identifier-naming)

namespace {

/// Before allocating \p Size more bytes (net).
void beforeAllocating(size_t Size) {
  if (OnExceeded && Size >= LargeAllocation &&
      HeapBytes + static_cast<int64_t>(Size) > Ceiling)
    OnExceeded(Context);
}

void *counted(void *P) {
  if (P)
    HeapBytes += static_cast<int64_t>(malloc_usable_size(P));
  return P;
}

} // namespace

// NOLINTBEGIN(readability-identifier-naming)
extern "C" {

void *malloc(size_t Size) {
  beforeAllocating(Size);
  return counted(__libc_malloc(Size));
}

void *calloc(size_t Count, size_t Size) {
  if (Size && Count > SIZE_MAX / Size) {
    errno = ENOMEM;
    return nullptr;
  }
  beforeAllocating(Count * Size);
  return counted(__libc_calloc(Count, Size));
}

void *realloc(void *P, size_t Size) {
  size_t Old = P ? malloc_usable_size(P) : 0;
  if (Size > Old)
    beforeAllocating(Size - Old);
  void *Q = __libc_realloc(P, Size);
  if (!Q && Size)
    return nullptr; // P is still there, counted as it was
  HeapBytes -= static_cast<int64_t>(Old);
  return counted(Q);
}

void free(void *P) {
  if (!P)
    return;
  HeapBytes -= static_cast<int64_t>(malloc_usable_size(P));
  __libc_free(P);
}

void *memalign(size_t Alignment, size_t Size) {
  beforeAllocating(Size);
  return counted(__libc_memalign(Alignment, Size));
}

void *aligned_alloc(size_t Alignment, size_t Size) {
  return memalign(Alignment, Size);
}

int posix_memalign(void **Out, size_t Alignment, size_t Size) {
  if (Alignment < sizeof(void *) || (Alignment & (Alignment - 1)))
    return EINVAL;
  void *P = memalign(Alignment, Size);
  if (!P)
    return ENOMEM;
  *Out = P;
  return 0;
}

} // extern "C"
// NOLINTEND(readability-identifier-naming)

#endif // CU2HIP_SANITIZED
