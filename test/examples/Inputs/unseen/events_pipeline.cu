// events_pipeline.cu -- bucket sensor events by key, per-bucket statistics with
// CUB, summary with Thrust, and a covariance eigendecomposition with cuSOLVER.
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform_reduce.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/functional.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/binary_search.h>
#include <thrust/adjacent_difference.h>
#include <cuda/functional>
#include <thrust/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
#include <cusolverDn.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdint>
#include <vector>

#define ENSURE(expr)                                                                  \
    if (cudaError_t e__ = (expr); e__ != cudaSuccess) {                               \
        std::printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e__));      \
        return 1;                                                                     \
    }
#define ENSURE_SOLVER(expr)                                                           \
    if (cusolverStatus_t s__ = (expr); s__ != CUSOLVER_STATUS_SUCCESS) {              \
        std::printf("%s:%d: cusolver %d\n", __FILE__, __LINE__, (int)s__);            \
        return 1;                                                                     \
    }

constexpr int kBlock = 256;

struct Event {
    std::uint32_t key;
    float value;
};

// hash an index into a pseudo-random key and value
struct synth {
    std::uint32_t buckets;
    __host__ __device__ thrust::tuple<std::uint32_t, float> operator()(std::uint32_t i) const {
        std::uint32_t h = i * 2654435761u;
        h ^= h >> 16;
        return thrust::make_tuple(h % buckets, static_cast<float>(h & 0xffff) / 65535.0f);
    }
};

struct squared_dev {
    float mean;
    __host__ __device__ float operator()(const thrust::tuple<std::uint32_t, float>& kv) const {
        float d = thrust::get<1>(kv) - mean;
        return d * d;
    }
};

// Block-wide inclusive scan of flags -> compaction offsets; warp reduce of the
// values of flagged items (per warp), written out per block.
__global__ void flag_scan_kernel(const float* __restrict__ v, int n, float threshold, int* __restrict__ offsets,
                                 float* __restrict__ warp_sums) {
    using BlockScan = cub::BlockScan<int, kBlock>;
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename BlockScan::TempStorage scan_tmp;
    __shared__ typename WarpReduce::TempStorage warp_tmp[kBlock / 32];

    const int i = blockIdx.x * kBlock + threadIdx.x;
    const float x = i < n ? v[i] : 0.f;
    const int flag = (i < n && x > threshold) ? 1 : 0;
    int excl = 0, total = 0;
    BlockScan(scan_tmp).ExclusiveSum(flag, excl, total);
    if (i < n) offsets[i] = flag ? excl : -1;

    const int warp = threadIdx.x / 32;
    const float ws = WarpReduce(warp_tmp[warp]).Sum(flag ? x : 0.f);
    if ((threadIdx.x & 31) == 0) warp_sums[blockIdx.x * (kBlock / 32) + warp] = ws;
    if (threadIdx.x == 0 && total == 0) warp_sums[blockIdx.x * (kBlock / 32)] = -0.f;
}

// Block reduce + block load for a max per block
__global__ void block_max_kernel(const float* v, int n, float* out) {
    using Load = cub::BlockLoad<float, kBlock, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
    using Reduce = cub::BlockReduce<float, kBlock>;
    __shared__ union {
        typename Load::TempStorage load;
        typename Reduce::TempStorage reduce;
    } tmp;
    float items[4];
    const int base = blockIdx.x * kBlock * 4;
    Load(tmp.load).Load(v + base, items, n - base, -1.0f);
    __syncthreads();
    float m = Reduce(tmp.reduce).Reduce(items, cuda::maximum<float>{});
    if (threadIdx.x == 0) out[blockIdx.x] = m;
}

struct is_hot {
    float cut;
    __host__ __device__ bool operator()(float v) const { return v > cut; }
};

// warp-level prefix over per-lane counts, then block radix sort of a small tile
__global__ void warp_scan_tile(const std::uint32_t* keys, int n, int* lane_prefix, std::uint32_t* tile_sorted) {
    using WarpScan = cub::WarpScan<int, 32>;
    using Sort = cub::BlockRadixSort<std::uint32_t, 128, 2>;
    __shared__ typename WarpScan::TempStorage ws[4];
    __shared__ typename Sort::TempStorage st;
    const int i = blockIdx.x * 128 + threadIdx.x;
    int c = i < n ? (int)(keys[i] & 1u) : 0, pre = 0;
    WarpScan(ws[threadIdx.x / 32]).InclusiveSum(c, pre);
    if (i < n) lane_prefix[i] = pre;
    std::uint32_t k[2] = {i < n ? keys[i] : 0xffffffffu, 0xffffffffu};
    Sort(st).Sort(k);
    tile_sorted[blockIdx.x * 256 + threadIdx.x * 2] = k[0];
    tile_sorted[blockIdx.x * 256 + threadIdx.x * 2 + 1] = k[1];
}

struct summary {
    float mean, var, max;
};

int main() {
    const int n = 1 << 20;
    const std::uint32_t buckets = 64;
    cudaStream_t stream;
    ENSURE(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    auto policy = thrust::cuda::par.on(stream);

    thrust::device_vector<std::uint32_t> keys(n), keys_sorted(n);
    thrust::device_vector<float> vals(n), vals_sorted(n);

    // Generate with a zip of output iterators fed by a counting iterator.
    thrust::counting_iterator<std::uint32_t> first(0);
    thrust::transform(policy, first, first + n, thrust::make_zip_iterator(thrust::make_tuple(keys.begin(), vals.begin())),
                      synth{buckets});

    // ---- CUB radix sort of (key, value) pairs, two-phase temp storage -----------------------
    void* d_temp = nullptr;
    size_t temp_bytes = 0;
    const std::uint32_t* k_in = thrust::raw_pointer_cast(keys.data());
    std::uint32_t* k_out = thrust::raw_pointer_cast(keys_sorted.data());
    const float* v_in = thrust::raw_pointer_cast(vals.data());
    float* v_out = thrust::raw_pointer_cast(vals_sorted.data());
    ENSURE(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, k_in, k_out, v_in, v_out, n, 0, 8, stream));
    ENSURE(cudaMallocAsync(&d_temp, temp_bytes, stream));
    ENSURE(cub::DeviceRadixSort::SortPairs(d_temp, temp_bytes, k_in, k_out, v_in, v_out, n, 0, 8, stream));
    ENSURE(cudaFreeAsync(d_temp, stream));

    // ---- segment offsets from sorted keys (lower_bound on 0..buckets) ----------------------
    thrust::device_vector<int> offsets(buckets + 1);
    thrust::lower_bound(policy, keys_sorted.begin(), keys_sorted.end(), thrust::counting_iterator<std::uint32_t>(0),
                        thrust::counting_iterator<std::uint32_t>(buckets + 1), offsets.begin());
    thrust::device_vector<float> seg_sum(buckets), seg_max(buckets);
    const int* off = thrust::raw_pointer_cast(offsets.data());

    d_temp = nullptr;
    temp_bytes = 0;
    ENSURE(cub::DeviceSegmentedReduce::Sum(d_temp, temp_bytes, v_out, thrust::raw_pointer_cast(seg_sum.data()),
                                           (int)buckets, off, off + 1, stream));
    size_t temp_max = 0;
    ENSURE(cub::DeviceSegmentedReduce::Max(nullptr, temp_max, v_out, thrust::raw_pointer_cast(seg_max.data()),
                                           (int)buckets, off, off + 1, stream));
    temp_bytes = temp_bytes > temp_max ? temp_bytes : temp_max;
    ENSURE(cudaMalloc(&d_temp, temp_bytes));
    ENSURE(cub::DeviceSegmentedReduce::Sum(d_temp, temp_bytes, v_out, thrust::raw_pointer_cast(seg_sum.data()),
                                           (int)buckets, off, off + 1, stream));
    ENSURE(cub::DeviceSegmentedReduce::Max(d_temp, temp_bytes, v_out, thrust::raw_pointer_cast(seg_max.data()),
                                           (int)buckets, off, off + 1, stream));
    // device-wide scan for the histogram prefix
    thrust::device_vector<int> hist(buckets), hist_scan(buckets);
    thrust::adjacent_difference(policy, offsets.begin() + 1, offsets.end(), hist.begin());
    size_t scan_bytes = 0;
    ENSURE(cub::DeviceScan::InclusiveSum(nullptr, scan_bytes, hist.data().get(), hist_scan.data().get(), (int)buckets,
                                         stream));
    void* scan_tmp = nullptr;
    ENSURE(cudaMalloc(&scan_tmp, scan_bytes));
    ENSURE(cub::DeviceScan::InclusiveSum(scan_tmp, scan_bytes, hist.data().get(), hist_scan.data().get(), (int)buckets,
                                         stream));

    // ---- custom kernels with block/warp primitives -----------------------------------------
    const int grid = (n + kBlock - 1) / kBlock;
    thrust::device_vector<int> compact_off(n);
    thrust::device_vector<float> warp_sums(grid * (kBlock / 32));
    flag_scan_kernel<<<grid, kBlock, 0, stream>>>(v_out, n, 0.9f, compact_off.data().get(), warp_sums.data().get());
    thrust::device_vector<float> block_max((n + kBlock * 4 - 1) / (kBlock * 4));
    block_max_kernel<<<(int)block_max.size(), kBlock, 0, stream>>>(v_out, n, block_max.data().get());
    ENSURE(cudaGetLastError());

    // ---- thrust summary ---------------------------------------------------------------------
    const float total = thrust::reduce(policy, vals.begin(), vals.end(), 0.0f, thrust::plus<float>());
    const float mean = total / n;
    auto zipped = thrust::make_zip_iterator(thrust::make_tuple(keys.begin(), vals.begin()));
    const float var = thrust::transform_reduce(policy, zipped, zipped + n, squared_dev{mean}, 0.0f,
                                               thrust::plus<float>()) / n;
    const float vmax = thrust::reduce(policy, block_max.begin(), block_max.end(), -1.0f, thrust::maximum<float>());
    summary s{mean, var, vmax};

    // ---- histogram + select + generic 64-bit cuSOLVER path ---------------------------------
    thrust::device_vector<int> histo(17);
    size_t hbytes = 0;
    ENSURE(cub::DeviceHistogram::HistogramEven(nullptr, hbytes, v_out, histo.data().get(), 18, 0.0f, 1.0f, n, stream));
    thrust::device_vector<unsigned char> htmp(hbytes);
    ENSURE(cub::DeviceHistogram::HistogramEven(thrust::raw_pointer_cast(htmp.data()), hbytes, v_out,
                                               histo.data().get(), 18, 0.0f, 1.0f, n, stream));
    thrust::device_vector<float> hot(n);
    thrust::device_vector<int> n_hot(1);
    size_t sel_bytes = 0;
    ENSURE(cub::DeviceSelect::If(nullptr, sel_bytes, v_out, hot.data().get(), n_hot.data().get(), n, is_hot{0.95f},
                                 stream));
    thrust::device_vector<unsigned char> sel_tmp(sel_bytes);
    ENSURE(cub::DeviceSelect::If(thrust::raw_pointer_cast(sel_tmp.data()), sel_bytes, v_out, hot.data().get(),
                                 n_hot.data().get(), n, is_hot{0.95f}, stream));
    thrust::device_vector<int> lane_prefix(n);
    thrust::device_vector<std::uint32_t> tiles(((n + 127) / 128) * 256);
    warp_scan_tile<<<(n + 127) / 128, 128, 0, stream>>>(k_out, n, lane_prefix.data().get(), tiles.data().get());
    thrust::sort_by_key(thrust::cuda::par_nosync.on(stream), keys.begin(), keys.end(), vals.begin());
    auto squares = thrust::make_transform_iterator(vals.begin(), thrust::square<float>());
    const float sumsq = thrust::reduce(policy, squares, squares + n);
    std::printf("sumsq %f hot %d\n", sumsq, (int)n_hot[0]);

    // ---- covariance of bucket sums vs maxima (2x2 .. build 4x4 SPD) and syevd ---------------
    thrust::host_vector<float> hs = seg_sum, hm = seg_max;
    const int m = 4;
    std::vector<double> C(m * m, 0.0);
    for (std::uint32_t b = 0; b < buckets; ++b) {
        double f[m] = {hs[b], hm[b], hs[b] * hm[b], 1.0};
        for (int i = 0; i < m; ++i)
            for (int j = 0; j < m; ++j) C[i * m + j] += f[i] * f[j] / buckets;
    }
    cusolverDnHandle_t sol;
    ENSURE_SOLVER(cusolverDnCreate(&sol));
    ENSURE_SOLVER(cusolverDnSetStream(sol, stream));
    double *dA, *dW, *dWork;
    int* dInfo;
    ENSURE(cudaMalloc(&dA, sizeof(double) * m * m));
    ENSURE(cudaMalloc(&dW, sizeof(double) * m));
    ENSURE(cudaMalloc(&dInfo, sizeof(int)));
    ENSURE(cudaMemcpyAsync(dA, C.data(), sizeof(double) * m * m, cudaMemcpyHostToDevice, stream));
    int lwork = 0;
    ENSURE_SOLVER(cusolverDnDsyevd_bufferSize(sol, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, m, dA, m, dW,
                                              &lwork));
    ENSURE(cudaMalloc(&dWork, sizeof(double) * lwork));
    ENSURE_SOLVER(cusolverDnDsyevd(sol, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_UPPER, m, dA, m, dW, dWork, lwork,
                                   dInfo));
    // same problem through the 64-bit generic API
    cusolverDnParams_t params;
    ENSURE_SOLVER(cusolverDnCreateParams(&params));
    size_t dev_bytes = 0, host_bytes = 0;
    ENSURE_SOLVER(cusolverDnXsyevd_bufferSize(sol, params, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, m,
                                              CUDA_R_64F, dA, m, CUDA_R_64F, dW, CUDA_R_64F, &dev_bytes,
                                              &host_bytes));
    void* dwork64 = nullptr;
    std::vector<char> hwork64(host_bytes);
    ENSURE(cudaMalloc(&dwork64, dev_bytes));
    ENSURE_SOLVER(cusolverDnXsyevd(sol, params, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, m, CUDA_R_64F, dA,
                                   m, CUDA_R_64F, dW, CUDA_R_64F, dwork64, dev_bytes, hwork64.data(), host_bytes,
                                   dInfo));
    cusolverDnDestroyParams(params);
    cudaFree(dwork64);
    int info = 0;
    double w[m];
    ENSURE(cudaMemcpyAsync(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost, stream));
    ENSURE(cudaMemcpyAsync(w, dW, sizeof(double) * m, cudaMemcpyDeviceToHost, stream));
    ENSURE(cudaStreamSynchronize(stream));
    std::printf("mean %.4f var %.4f max %.4f | syevd info %d, eig = %g %g %g %g\n", s.mean, s.var, s.max, info, w[0],
                w[1], w[2], w[3]);

    cusolverDnDestroy(sol);
    cudaFree(dA);
    cudaFree(dW);
    cudaFree(dWork);
    cudaFree(dInfo);
    cudaFree(d_temp);
    cudaFree(scan_tmp);
    cudaStreamDestroy(stream);
    return 0;
}
