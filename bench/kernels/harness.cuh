// harness.cuh - what every program of the cu2hip verify kernel suite shares.
//
// Deterministic inputs, a CUDA error check, event timing with a median, an
// element-by-element check against a CPU reference, the output dump and the
// one result line that `cu2hip verify` parses. Only the CUDA runtime API is
// used, so cu2hip translates this header along with the programs.
//
// Protocol (see README.md):
//   stdout: cu2hip-verify: kernel=<name> check=<pass|fail> checked=<N>
//           mismatches=<M> max_abs_err=<%.3g> median_ms=<%.4f> repeats=<R>
//   exit:   0 check passed, 1 check failed, 2 bad environment (a
//           CU2HIP_VERIFY_* variable or the dump directory), 3 CUDA error.
//   env:    CU2HIP_VERIFY_REPEATS (timed repeats, default 20),
//           CU2HIP_VERIFY_OUT (directory for <kernel>.<label>.bin dumps).
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

// Every runtime call goes through this: a machine without a usable GPU ends
// with one clear line and status 3 instead of checking garbage.
#define VERIFY_CUDA(call)                                                      \
  do {                                                                         \
    cudaError_t verifyErr_ = (call);                                           \
    if (verifyErr_ != cudaSuccess) {                                           \
      std::fprintf(stderr, "cu2hip-verify: error: %s: %s\n", #call,            \
                   cudaGetErrorString(verifyErr_));                            \
      std::exit(3);                                                            \
    }                                                                          \
  } while (0)

// After a kernel launch: configuration errors now, execution errors at the
// next synchronising call (also checked).
#define VERIFY_LAUNCH() VERIFY_CUDA(cudaGetLastError())

namespace verify {

// ---------------------------------------------------------------------------
// Inputs: splitmix64, fixed seed per program. The floats are made with exact
// operations only (24-bit integers scaled by 2^-24), so no host compiler
// choice (FMA contraction, evaluation order) can change them: the original
// and the translated program see the same bits.
class Rng {
public:
  explicit Rng(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, 1), a multiple of 2^-24.
  float unit() { return float(next() >> 40) * (1.0f / 16777216.0f); }
  // Uniform in [lo, lo + 1): one rounding, the same with or without FMA.
  float uniform1(float lo) { return lo + unit(); }
  // Magnitude in [0.1, 1), random sign: no zeros, no tiny values that would
  // hide an error behind the absolute tolerance.
  float signedUnit() { return signedUnitOf(next()); }

  // The value signedUnit() makes of a draw z: bits 40-63 give the
  // magnitude, bit 0 the sign.
  static float signedUnitOf(uint64_t z) {
    const uint64_t kTenth = 1677722;                 // 0.1 * 2^24, rounded up
    const uint64_t kSpan = 16777216 - kTenth;        // up to 1.0 * 2^24
    uint64_t k = kTenth + (((z >> 40) * kSpan) >> 24); // in [kTenth, 2^24)
    float m = float(k) * (1.0f / 16777216.0f);
    return (z & 1) ? -m : m;
  }

private:
  uint64_t state_;
};

// The fills loop over raw pointers: host code is built without optimisation
// by default (nvcc passes no -O), and filling the big inputs must not
// dominate the program's run time.
inline void fillSigned(std::vector<float> &v, Rng &rng) {
  float *p = v.data();
  for (size_t i = 0, n = v.size(); i < n; ++i)
    p[i] = Rng::signedUnitOf(rng.next());
}

// Uniform in [lo, lo + 1).
inline void fillUniform1(std::vector<float> &v, Rng &rng, float lo) {
  float *p = v.data();
  for (size_t i = 0, n = v.size(); i < n; ++i)
    p[i] = lo + float(rng.next() >> 40) * (1.0f / 16777216.0f);
}

// ---------------------------------------------------------------------------
// Device buffers: allocation and copies, every call checked.
template <class T> T *deviceAlloc(size_t count) {
  T *p = nullptr;
  VERIFY_CUDA(cudaMalloc(&p, count * sizeof(T)));
  return p;
}

template <class T> T *deviceCopyOf(const std::vector<T> &host) {
  T *p = deviceAlloc<T>(host.size());
  VERIFY_CUDA(cudaMemcpy(p, host.data(), host.size() * sizeof(T),
                         cudaMemcpyHostToDevice));
  return p;
}

template <class T> std::vector<T> hostCopyOf(const T *device, size_t count) {
  std::vector<T> host(count);
  VERIFY_CUDA(cudaMemcpy(host.data(), device, count * sizeof(T),
                         cudaMemcpyDeviceToHost));
  return host;
}

// ---------------------------------------------------------------------------
// Environment.
inline int envRepeats() {
  const char *s = std::getenv("CU2HIP_VERIFY_REPEATS");
  if (!s || !*s)
    return 20;
  char *end = nullptr;
  long r = std::strtol(s, &end, 10);
  if (*end != '\0' || r < 1 || r > 100000) {
    std::fprintf(stderr,
                 "cu2hip-verify: error: CU2HIP_VERIFY_REPEATS='%s' is not a "
                 "count from 1 to 100000\n",
                 s);
    std::exit(2);
  }
  return int(r);
}

// ---------------------------------------------------------------------------
// Timing. `launch` enqueues the whole operation (one or more kernels) on the
// default stream; `restore` puts back any input the operation overwrites. It
// runs before every launch, warm-ups included, outside the timed region, so
// each repeat does the same work and the last one leaves the checked output.
struct Timing {
  double medianMs = 0;
  int repeats = 0;
};

template <class Launch, class Restore>
Timing timeRepeats(Launch launch, Restore restore) {
  const int kWarmups = 3;
  Timing t;
  t.repeats = envRepeats();
  for (int i = 0; i < kWarmups; ++i) {
    restore();
    launch();
    VERIFY_LAUNCH();
  }
  VERIFY_CUDA(cudaDeviceSynchronize());

  cudaEvent_t start, stop;
  VERIFY_CUDA(cudaEventCreate(&start));
  VERIFY_CUDA(cudaEventCreate(&stop));
  std::vector<float> ms(t.repeats);
  for (int r = 0; r < t.repeats; ++r) {
    restore();
    VERIFY_CUDA(cudaEventRecord(start));
    launch();
    VERIFY_LAUNCH();
    VERIFY_CUDA(cudaEventRecord(stop));
    VERIFY_CUDA(cudaEventSynchronize(stop));
    VERIFY_CUDA(cudaEventElapsedTime(&ms[r], start, stop));
  }
  VERIFY_CUDA(cudaEventDestroy(start));
  VERIFY_CUDA(cudaEventDestroy(stop));

  // Median; for an even count, the mean of the two middle values.
  std::sort(ms.begin(), ms.end());
  size_t mid = ms.size() / 2;
  t.medianMs = ms.size() % 2 ? ms[mid] : 0.5 * (double(ms[mid - 1]) + ms[mid]);
  return t;
}

template <class Launch> Timing timeRepeats(Launch launch) {
  return timeRepeats(launch, [] {});
}

// ---------------------------------------------------------------------------
// Checking: every element, |gpu - ref| <= atol + rtol * |ref|. A NaN or an
// infinity where the reference is finite is a mismatch.
struct Check {
  uint64_t checked = 0;
  uint64_t mismatches = 0;
  double maxAbsErr = 0;
  bool passed() const { return checked > 0 && mismatches == 0; }
};

template <class T>
void checkClose(Check &c, const char *label, const std::vector<T> &gpu,
                const std::vector<double> &ref, double atol, double rtol) {
  if (gpu.size() != ref.size()) {
    std::fprintf(stderr, "cu2hip-verify: %s: %zu results for %zu references\n",
                 label, gpu.size(), ref.size());
    c.mismatches += std::max(gpu.size(), ref.size());
    return;
  }
  const T *g = gpu.data();
  const double *r = ref.data();
  uint64_t firstBad = UINT64_MAX;
  for (size_t i = 0, n = gpu.size(); i < n; ++i) {
    double err = std::fabs(double(g[i]) - r[i]);
    if (!std::isfinite(err))
      err = INFINITY;
    if (err > c.maxAbsErr)
      c.maxAbsErr = err;
    if (!(err <= atol + rtol * std::fabs(r[i]))) {
      if (firstBad == UINT64_MAX)
        firstBad = i;
      ++c.mismatches;
    }
  }
  c.checked += gpu.size();
  if (firstBad != UINT64_MAX)
    std::fprintf(stderr,
                 "cu2hip-verify: %s: first mismatch at %llu: got %.9g, "
                 "expected %.9g\n",
                 label, (unsigned long long)firstBad, double(gpu[firstBad]),
                 ref[firstBad]);
}

// Integers (and copies of floats) compare exactly.
template <class T>
void checkExact(Check &c, const char *label, const std::vector<T> &gpu,
                const std::vector<T> &ref) {
  if (gpu.size() != ref.size()) {
    std::fprintf(stderr, "cu2hip-verify: %s: %zu results for %zu references\n",
                 label, gpu.size(), ref.size());
    c.mismatches += std::max(gpu.size(), ref.size());
    return;
  }
  const T *g = gpu.data();
  const T *r = ref.data();
  uint64_t firstBad = UINT64_MAX;
  for (size_t i = 0, n = gpu.size(); i < n; ++i) {
    if (g[i] != r[i]) {
      double err = std::fabs(double(g[i]) - double(r[i]));
      if (!std::isfinite(err))
        err = INFINITY;
      if (err > c.maxAbsErr)
        c.maxAbsErr = err;
      if (firstBad == UINT64_MAX)
        firstBad = i;
      ++c.mismatches;
    }
  }
  c.checked += gpu.size();
  if (firstBad == UINT64_MAX)
    return;
  if (std::is_floating_point<T>::value)
    std::fprintf(stderr,
                 "cu2hip-verify: %s: first mismatch at %llu: got %.9g, "
                 "expected %.9g\n",
                 label, (unsigned long long)firstBad, double(g[firstBad]),
                 double(r[firstBad]));
  else
    std::fprintf(stderr,
                 "cu2hip-verify: %s: first mismatch at %llu: got %lld, "
                 "expected %lld\n",
                 label, (unsigned long long)firstBad, (long long)g[firstBad],
                 (long long)r[firstBad]);
}

// ---------------------------------------------------------------------------
// Dump: <dir>/<kernel>.<label>.bin = "CU2HIPV1", the dtype name NUL-padded to
// 8 bytes, the element count as a little-endian uint64, the raw elements.
template <class T> struct DType;
template <> struct DType<float> { static const char *name() { return "f32"; } };
template <> struct DType<double> { static const char *name() { return "f64"; } };
template <> struct DType<int32_t> { static const char *name() { return "i32"; } };
template <> struct DType<uint32_t> { static const char *name() { return "u32"; } };
template <> struct DType<int64_t> { static const char *name() { return "i64"; } };
template <> struct DType<uint64_t> { static const char *name() { return "u64"; } };

inline bool hostIsLittleEndian() {
  const uint16_t probe = 1;
  unsigned char first;
  std::memcpy(&first, &probe, 1);
  return first == 1;
}

template <class T>
void dump(const char *kernel, const char *label, const std::vector<T> &data) {
  const char *dir = std::getenv("CU2HIP_VERIFY_OUT");
  if (!dir || !*dir)
    return;
  if (!hostIsLittleEndian()) {
    std::fprintf(stderr, "cu2hip-verify: error: dumps need a little-endian "
                         "host\n");
    std::exit(2);
  }
  std::string path = std::string(dir) + "/" + kernel + "." + label + ".bin";
  std::FILE *f = std::fopen(path.c_str(), "wb");
  if (!f) {
    std::fprintf(stderr, "cu2hip-verify: error: cannot write '%s': %s\n",
                 path.c_str(), std::strerror(errno));
    std::exit(2);
  }
  char header[24] = {'C', 'U', '2', 'H', 'I', 'P', 'V', '1'};
  const char *dtype = DType<T>::name();
  std::memcpy(header + 8, dtype, std::strlen(dtype)); // at most 3 of 8 bytes
  uint64_t count = data.size();
  std::memcpy(header + 16, &count, sizeof count);
  bool ok = std::fwrite(header, 1, sizeof header, f) == sizeof header &&
            std::fwrite(data.data(), sizeof(T), data.size(), f) == data.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok) {
    std::fprintf(stderr, "cu2hip-verify: error: writing '%s' failed\n",
                 path.c_str());
    std::exit(2);
  }
}

// ---------------------------------------------------------------------------
// The result line, then the exit status for main to return.
inline int report(const char *kernel, const Check &c, const Timing &t) {
  std::printf("cu2hip-verify: kernel=%s check=%s checked=%llu mismatches=%llu "
              "max_abs_err=%.3g median_ms=%.4f repeats=%d\n",
              kernel, c.passed() ? "pass" : "fail",
              (unsigned long long)c.checked, (unsigned long long)c.mismatches,
              c.maxAbsErr, t.medianMs, t.repeats);
  std::fflush(stdout);
  return c.passed() ? 0 : 1;
}

inline int ceilDiv(long long a, long long b) { return int((a + b - 1) / b); }

} // namespace verify
