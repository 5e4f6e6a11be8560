//===- ThreadHeapTest.cpp - Per-thread heap counts and limits -------------===//
#include "cu2hip/Support/ThreadHeap.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <thread>

using namespace cu2hip;

namespace {

#if !defined(__SANITIZE_ADDRESS__)

/// Keeps the compiler from eliding an allocation the test frees unused.
template <typename T> T *used(T *P) {
  asm volatile("" : : "r"(P) : "memory");
  return P;
}

TEST(ThreadHeap, CountsWhatThisThreadHolds) {
  int64_t Before = threadHeapBytes();
  void *P = std::malloc(8 << 20);
  ASSERT_NE(P, nullptr);
  EXPECT_GE(threadHeapBytes() - Before, int64_t(8) << 20);
  P = std::realloc(P, 16 << 20);
  ASSERT_NE(P, nullptr);
  EXPECT_GE(threadHeapBytes() - Before, int64_t(16) << 20);
  std::free(P);
  EXPECT_EQ(threadHeapBytes(), Before);
  // operator new goes through malloc.
  auto *Q = used(new char[4 << 20]);
  EXPECT_GE(threadHeapBytes() - Before, int64_t(4) << 20);
  delete[] Q;
  EXPECT_EQ(threadHeapBytes(), Before);
  // Another thread's allocations are its own (std::thread's own state,
  // made here and freed there, is not checked).
  int64_t Other = 0;
  std::thread([&] {
    void *R = used(std::malloc(2 << 20));
    Other = threadHeapBytes();
    std::free(R);
  }).join();
  EXPECT_GE(Other, int64_t(2) << 20);
  EXPECT_LT(threadHeapBytes() - Before, int64_t(1) << 20);
}

TEST(ThreadHeap, ALargeAllocationPastTheLimitIsAnnounced) {
  int Calls = 0;
  auto Count = [](void *C) { ++*static_cast<int *>(C); };
  {
    ThreadHeapLimit Limit(int64_t(4) << 20, Count, &Calls);
    void *Small = std::malloc(64 << 10); // under 1 MiB: left to the caller
    void *Within = std::malloc(2 << 20);
    EXPECT_EQ(Calls, 0);
    EXPECT_FALSE(Limit.passed());
    void *Past = std::malloc(3 << 20); // the callback returns: allocated
    EXPECT_EQ(Calls, 1);
    ASSERT_NE(Past, nullptr);
    EXPECT_TRUE(Limit.passed());
    void *Grown = std::realloc(Within, 8 << 20);
    EXPECT_EQ(Calls, 2);
    std::free(Small);
    std::free(Grown);
    std::free(Past);
  }
  // The limit ends with its scope.
  void *After = std::malloc(16 << 20);
  EXPECT_EQ(Calls, 2);
  std::free(After);
}

#endif

} // namespace
