// rng_lib.cu -- a small header-style C++ wrapper around cuRAND, templated on
// the real type; host generators and per-thread device states behind RAII.
#include <cuda_runtime.h>
#include <curand.h>
#include <curand_kernel.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace rng {

class rng_error : public std::runtime_error {
public:
    rng_error(curandStatus_t s, const char* what)
        : std::runtime_error(std::string(what) + ": curand status " + std::to_string(static_cast<int>(s))),
          status_(s) {}
    curandStatus_t status() const noexcept { return status_; }
private:
    curandStatus_t status_;
};

inline void check(curandStatus_t s, const char* what) {
    if (s != CURAND_STATUS_SUCCESS) throw rng_error(s, what);
}
inline void check(cudaError_t e, const char* what) {
    if (e != cudaSuccess) throw std::runtime_error(std::string(what) + ": " + cudaGetErrorName(e));
}

// ---------------------------------------------------------------- device memory
template <class T>
struct device_deleter {
    void operator()(T* p) const noexcept { cudaFree(p); }
};
template <class T>
using device_ptr = std::unique_ptr<T[], device_deleter<T>>;

template <class T>
device_ptr<T> make_device(std::size_t n) {
    T* p = nullptr;
    check(cudaMalloc(reinterpret_cast<void**>(&p), n * sizeof(T)), "cudaMalloc");
    return device_ptr<T>(p);
}

// ---------------------------------------------------------------- host generator
enum class engine { philox, mrg32k3a, xorwow, mt19937, sobol32 };

constexpr curandRngType_t to_curand(engine e) {
    switch (e) {
    case engine::philox:   return CURAND_RNG_PSEUDO_PHILOX4_32_10;
    case engine::mrg32k3a: return CURAND_RNG_PSEUDO_MRG32K3A;
    case engine::xorwow:   return CURAND_RNG_PSEUDO_XORWOW;
    case engine::mt19937:  return CURAND_RNG_PSEUDO_MT19937;
    case engine::sobol32:  return CURAND_RNG_QUASI_SOBOL32;
    }
    return CURAND_RNG_PSEUDO_DEFAULT;
}

template <class Real>
class host_generator {
    static_assert(std::is_same<Real, float>::value || std::is_same<Real, double>::value,
                  "host_generator<Real>: float or double");
public:
    explicit host_generator(engine e, unsigned long long seed, cudaStream_t s = nullptr)
        : kind_(e) {
        check(curandCreateGenerator(&gen_, to_curand(e)), "curandCreateGenerator");
        if (e == engine::sobol32) {
            check(curandSetQuasiRandomGeneratorDimensions(gen_, 4), "dimensions");
        } else {
            check(curandSetPseudoRandomGeneratorSeed(gen_, seed), "seed");
            check(curandSetGeneratorOrdering(gen_, CURAND_ORDERING_PSEUDO_DEFAULT), "ordering");
        }
        check(curandSetGeneratorOffset(gen_, 0ULL), "offset");
        if (s) check(curandSetStream(gen_, s), "curandSetStream");
    }
    host_generator(const host_generator&) = delete;
    host_generator& operator=(const host_generator&) = delete;
    host_generator(host_generator&& o) noexcept : gen_(std::exchange(o.gen_, nullptr)), kind_(o.kind_) {}
    ~host_generator() {
        if (gen_) curandDestroyGenerator(gen_);
    }

    void uniform(Real* d, std::size_t n) {
        if constexpr (std::is_same<Real, float>::value)
            check(curandGenerateUniform(gen_, d, n), "uniform");
        else
            check(curandGenerateUniformDouble(gen_, d, n), "uniform");
    }
    void normal(Real* d, std::size_t n, Real mean, Real stddev) {
        if constexpr (std::is_same<Real, float>::value)
            check(curandGenerateNormal(gen_, d, n, mean, stddev), "normal");
        else
            check(curandGenerateNormalDouble(gen_, d, n, mean, stddev), "normal");
    }
    void log_normal(Real* d, std::size_t n, Real mean, Real stddev) {
        if constexpr (std::is_same<Real, float>::value)
            check(curandGenerateLogNormal(gen_, d, n, mean, stddev), "lognormal");
        else
            check(curandGenerateLogNormalDouble(gen_, d, n, mean, stddev), "lognormal");
    }
    void poisson(unsigned int* d, std::size_t n, double lambda) {
        check(curandGeneratePoisson(gen_, d, n, lambda), "poisson");
    }
    void bits(unsigned int* d, std::size_t n) { check(curandGenerate(gen_, d, n), "generate"); }
    curandGenerator_t native() const noexcept { return gen_; }
    engine kind() const noexcept { return kind_; }

private:
    curandGenerator_t gen_ = nullptr;
    engine kind_;
};

inline int library_version() {
    int v = 0;
    check(curandGetVersion(&v), "curandGetVersion");
    return v;
}

// ---------------------------------------------------------------- device states
template <class State> struct state_traits;
template <> struct state_traits<curandStatePhilox4_32_10_t> { static constexpr const char* name = "philox"; };
template <> struct state_traits<curandStateMRG32k3a_t>      { static constexpr const char* name = "mrg32k3a"; };

template <class State>
__global__ void init_states(State* st, std::size_t n, unsigned long long seed, unsigned long long offset) {
    const std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
    if (i < n) curand_init(seed, /*subsequence=*/i, offset, &st[i]);
}

// Philox: four normals per call.
template <class Real>
__device__ inline void draw4(curandStatePhilox4_32_10_t* s, Real out[4]) {
    if constexpr (std::is_same<Real, float>::value) {
        const float4 v = curand_normal4(s);
        out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
    } else {
        const double4 v = curand_normal4_double(s);
        out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
    }
}
// MRG32k3a: two at a time.
template <class Real>
__device__ inline void draw4(curandStateMRG32k3a_t* s, Real out[4]) {
    if constexpr (std::is_same<Real, float>::value) {
        const float2 a = curand_normal2(s), b = curand_normal2(s);
        out[0] = a.x; out[1] = a.y; out[2] = b.x; out[3] = b.y;
    } else {
        const double2 a = curand_normal2_double(s), b = curand_normal2_double(s);
        out[0] = a.x; out[1] = a.y; out[2] = b.x; out[3] = b.y;
    }
}

// Geometric Brownian motion paths; each thread simulates `per_thread` paths.
template <class Real, class State>
__global__ void gbm_paths(State* states, std::size_t nthreads, int steps, Real s0, Real mu, Real sigma,
                          Real dt, Real* terminal, int per_thread) {
    const std::size_t tid = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
    if (tid >= nthreads) return;
    State local = states[tid];
    const Real drift = (mu - Real(0.5) * sigma * sigma) * dt;
    const Real vol = sigma * sqrt(dt);
    for (int p = 0; p < per_thread; p += 4) {
        Real s[4] = {s0, s0, s0, s0};
        for (int k = 0; k < steps; ++k) {
            Real z[4];
            draw4<Real>(&local, z);
#pragma unroll
            for (int j = 0; j < 4; ++j) s[j] *= exp(drift + vol * z[j]);
        }
        for (int j = 0; j < 4 && p + j < per_thread; ++j)
            terminal[tid * per_thread + p + j] = s[j];
    }
    // also exercise uniform and poisson on the saved state
    if (curand_uniform(&local) > 2.0f) terminal[tid] = Real(-1);
    states[tid] = local;
}

__global__ void skip_ahead_demo(curandStatePhilox4_32_10_t* st, std::size_t n) {
    const std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
    if (i >= n) return;
    skipahead(1000ULL, &st[i]);
    skipahead_sequence(2ULL, &st[i]);
    (void)curand(&st[i]);
    (void)curand_poisson(&st[i], 4.0);
    (void)curand_log_normal(&st[i], 0.0f, 1.0f);
}

template <class Real, class State>
class path_simulator {
public:
    path_simulator(std::size_t threads, unsigned long long seed, cudaStream_t s)
        : n_(threads), stream_(s), states_(make_device<State>(threads)) {
        constexpr int block = 128;
        const unsigned grid = static_cast<unsigned>((n_ + block - 1) / block);
        init_states<State><<<grid, block, 0, stream_>>>(states_.get(), n_, seed, 0ULL);
        check(cudaGetLastError(), state_traits<State>::name);
    }
    std::vector<Real> run(int steps, int per_thread, Real s0, Real mu, Real sigma, Real T) {
        auto out = make_device<Real>(n_ * per_thread);
        constexpr int block = 128;
        const unsigned grid = static_cast<unsigned>((n_ + block - 1) / block);
        gbm_paths<Real, State><<<grid, block, 0, stream_>>>(states_.get(), n_, steps, s0, mu, sigma,
                                                             T / steps, out.get(), per_thread);
        check(cudaGetLastError(), "gbm_paths");
        std::vector<Real> host(n_ * per_thread);
        check(cudaMemcpyAsync(host.data(), out.get(), host.size() * sizeof(Real), cudaMemcpyDeviceToHost,
                              stream_), "copy back");
        check(cudaStreamSynchronize(stream_), "sync");
        return host;
    }
private:
    std::size_t n_;
    cudaStream_t stream_;
    device_ptr<State> states_;
};

// Default XORWOW state and a discrete (Poisson) distribution table.
__global__ void discrete_counts(unsigned long long seed, curandDiscreteDistribution_t table, unsigned int* out,
                                std::size_t n) {
    const std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
    if (i >= n) return;
    curandState s;
    curand_init(seed, i, 0, &s);
    unsigned int k = curand_discrete(&s, table);
    float4 u = make_float4(curand_uniform(&s), curand_uniform(&s), 0.f, 0.f);
    out[i] = k + (u.x + u.y > 3.f ? 1u : 0u);
}

__global__ void philox_uniform4(curandStatePhilox4_32_10_t* st, float4* out, std::size_t n) {
    const std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
    if (i < n) out[i] = curand_uniform4(&st[i]);
}

class poisson_table {
public:
    explicit poisson_table(double lambda) { check(curandCreatePoissonDistribution(lambda, &table_), "poisson table"); }
    ~poisson_table() { curandDestroyDistribution(table_); }
    poisson_table(const poisson_table&) = delete;
    poisson_table& operator=(const poisson_table&) = delete;
    curandDiscreteDistribution_t get() const { return table_; }
private:
    curandDiscreteDistribution_t table_ = nullptr;
};

// Host-side generator (runs on the CPU) used as a reference.
inline std::vector<float> host_reference(std::size_t n, unsigned long long seed) {
    curandGenerator_t g;
    check(curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_XORWOW), "host gen");
    check(curandSetPseudoRandomGeneratorSeed(g, seed), "host seed");
    std::vector<float> v(n);
    check(curandGenerateUniform(g, v.data(), n), "host uniform");
    curandDestroyGenerator(g);
    return v;
}

}  // namespace rng

template <class Real>
static Real mean_of(const std::vector<Real>& v) {
    Real s = 0;
    for (Real x : v) s += x;
    return s / static_cast<Real>(v.size());
}

template <class Real>
static void host_side(cudaStream_t stream) {
    const std::size_t n = 1 << 16;
    auto buf = rng::make_device<Real>(n);
    auto counts = rng::make_device<unsigned int>(n);
    rng::host_generator<Real> g(rng::engine::philox, 1234ULL, stream);
    g.uniform(buf.get(), n);
    g.normal(buf.get(), n, Real(0), Real(1));
    g.log_normal(buf.get(), n, Real(0), Real(0.25));
    g.poisson(counts.get(), n, 3.5);
    rng::host_generator<Real> q(rng::engine::sobol32, 0ULL, stream);
    q.uniform(buf.get(), n);
    rng::check(cudaStreamSynchronize(stream), "host_side");
}

int main() {
    cudaStream_t stream;
    rng::check(cudaStreamCreate(&stream), "stream");
    try {
        std::printf("cuRAND version %d\n", rng::library_version());
        host_side<float>(stream);
        host_side<double>(stream);
        rng::path_simulator<float, curandStatePhilox4_32_10_t> ph(4096, 42ULL, stream);
        rng::path_simulator<double, curandStateMRG32k3a_t> mr(4096, 43ULL, stream);
        const auto a = ph.run(64, 8, 100.f, 0.05f, 0.2f, 1.f);
        const auto b = mr.run(64, 8, 100.0, 0.05, 0.2, 1.0);
        std::printf("E[S_T] philox=%f mrg=%f\n", mean_of(a), mean_of(b));
        auto st = rng::make_device<curandStatePhilox4_32_10_t>(256);
        rng::init_states<<<2, 128, 0, stream>>>(st.get(), 256, 7ULL, 0ULL);
        rng::skip_ahead_demo<<<2, 128, 0, stream>>>(st.get(), 256);
        rng::check(cudaStreamSynchronize(stream), "demo");
        rng::poisson_table table(2.5);
        auto counts = rng::make_device<unsigned int>(1024);
        rng::discrete_counts<<<8, 128, 0, stream>>>(99ULL, table.get(), counts.get(), 1024);
        auto u4 = rng::make_device<float4>(256);
        rng::philox_uniform4<<<2, 128, 0, stream>>>(st.get(), u4.get(), 256);
        rng::check(cudaStreamSynchronize(stream), "discrete");
        std::printf("host ref %f\n", rng::host_reference(16, 5ULL)[0]);
    } catch (const rng::rng_error& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return e.status() == CURAND_STATUS_LAUNCH_FAILURE ? 3 : 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    cudaStreamDestroy(stream);
    return 0;
}
