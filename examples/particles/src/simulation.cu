// simulation.cu - the end-to-end GPU pipeline for one run.
//
// Layout of a run:
//   1. particles are generated on the host into pinned buffers;
//   2. the set is split in two halves, each half is uploaded and integrated
//      on its own non-blocking stream (particles do not interact, so the
//      halves are independent and copies overlap with compute);
//   3. stream 0 waits for stream 1 and computes the statistics over the whole
//      set into managed memory;
//   4. results are copied back on both streams.
// Events on the streams give per-phase timings.

#include <cstdio>
#include <cstring>
#include <vector>

#include <cuda_fp16.h>

#include "cli.h"
#include "cuda_check.h"
#include "kernels.cuh"
#include "launch.cuh"
#include "particles.h"
#include "reduce.cuh"

namespace particles {
namespace {

constexpr int kNumStreams = 2;
constexpr int kWindCells = 4096;
constexpr int kReduceBlock = 256;
constexpr int kMaxReduceBlocks = 1024;

// Deterministic host-side initial conditions (xorshift32).
void init_host_particles(float2* pos, float2* vel, float* mass, int n,
                         uint32_t seed) {
  uint32_t s = seed ? seed : 0x9e3779b9u;
  auto next = [&s]() {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return static_cast<float>(s >> 8) / 16777216.0f;  // [0, 1)
  };
  for (int i = 0; i < n; ++i) {
    pos[i] = make_float2(0.1f + 0.8f * next(), 0.1f + 0.8f * next());
    vel[i] = make_float2(2.0f * next() - 1.0f, 2.0f * next() - 1.0f);
    mass[i] = 0.5f + next();
  }
}

float elapsed_ms(cudaEvent_t from, cudaEvent_t to) {
  float ms = 0.0f;
  CUDA_CHECK(cudaEventElapsedTime(&ms, from, to));
  return ms;
}

}  // namespace

RunResult run_simulation(const Options& opts, const DeviceSummary& dev) {
  const int n = opts.num_particles;
  const int device = dev.ordinal;
  RunResult result;

  // ---- constants -----------------------------------------------------------
  SimParams params = {};
  params.dt = opts.dt;
  params.gravity = 9.81f;
  params.field_strength = 2.0f;
  params.restitution = 0.85f;
  params.drag = 0.05f;
  params.max_speed = kHistogramMaxSpeed;
  params.num_particles = n;
  params.field_width = opts.field_size;
  params.field_height = opts.field_size;
  upload_sim_params(params);
  upload_speed_bins(params.max_speed);
  if (opts.verbose) {
    const SimParams echo = download_sim_params();
    std::printf("constant params: dt=%g g=%g field=%dx%d\n", echo.dt,
                echo.gravity, echo.field_width, echo.field_height);
  }

  ForceField field(opts.field_size, opts.field_size, opts.seed);

  // ---- host buffers (pinned, so cudaMemcpyAsync is truly asynchronous) -----
  float2* h_pos = nullptr;
  float2* h_vel = nullptr;
  float* h_mass = nullptr;
  CUDA_CHECK(cudaMallocHost(&h_pos, sizeof(float2) * n));
  CUDA_CHECK(cudaMallocHost(&h_vel, sizeof(float2) * n));
  CUDA_CHECK(cudaMallocHost(&h_mass, sizeof(float) * n));
  init_host_particles(h_pos, h_vel, h_mass, n, opts.seed);

  // ---- device buffers ------------------------------------------------------
  float2* d_pos = nullptr;
  float2* d_vel = nullptr;
  float* d_mass = nullptr;
  __half2* d_wind = nullptr;
  int* d_bounces = nullptr;
  float* d_partial = nullptr;
  float* d_total_mass = nullptr;
  CUDA_CHECK(cudaMalloc(&d_pos, sizeof(float2) * n));
  CUDA_CHECK(cudaMalloc(&d_vel, sizeof(float2) * n));
  CUDA_CHECK(cudaMalloc(&d_mass, sizeof(float) * n));
  CUDA_CHECK(cudaMalloc(&d_wind, sizeof(__half2) * kWindCells));
  CUDA_CHECK(cudaMalloc(&d_bounces, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_partial, sizeof(float) * kMaxReduceBlocks));
  CUDA_CHECK(cudaMalloc(&d_total_mass, sizeof(float)));
  CUDA_CHECK(cudaMemset(d_bounces, 0, sizeof(int)));

  // Wind field on the legacy default stream; finish it before the
  // non-blocking streams (which do not synchronize with stream 0) start.
  LAUNCH(init_wind_kernel, kWindCells, d_wind, kWindCells, opts.seed);
  CUDA_CHECK(cudaDeviceSynchronize());

  SimStats* stats = create_managed_stats(device);

  // ---- streams and events --------------------------------------------------
  cudaStream_t streams[kNumStreams];
  cudaEvent_t ev_uploaded[kNumStreams];
  cudaEvent_t ev_simulated[kNumStreams];
  cudaEvent_t ev_copied[kNumStreams];
  cudaEvent_t ev_start, ev_stats_done, ev_stop;
  for (int k = 0; k < kNumStreams; ++k) {
    CUDA_CHECK(cudaStreamCreateWithFlags(&streams[k], cudaStreamNonBlocking));
    CUDA_CHECK(cudaEventCreate(&ev_uploaded[k]));
    CUDA_CHECK(cudaEventCreate(&ev_simulated[k]));
    // Only used for ordering, never timed.
    CUDA_CHECK(cudaEventCreateWithFlags(&ev_copied[k], cudaEventDisableTiming));
  }
  CUDA_CHECK(cudaEventCreate(&ev_start));
  CUDA_CHECK(cudaEventCreate(&ev_stats_done));
  CUDA_CHECK(cudaEventCreate(&ev_stop));

  int offset[kNumStreams];
  int count[kNumStreams];
  offset[0] = 0;
  count[0] = n / 2;
  offset[1] = count[0];
  count[1] = n - count[0];

  CUDA_CHECK(cudaEventRecord(ev_start, streams[0]));
  CUDA_CHECK(cudaStreamWaitEvent(streams[1], ev_start, 0));

  // ---- upload + integrate, one half per stream ------------------------------
  for (int k = 0; k < kNumStreams; ++k) {
    const int off = offset[k];
    CUDA_CHECK(cudaMemcpyAsync(d_pos + off, h_pos + off, sizeof(float2) * count[k],
                               cudaMemcpyHostToDevice, streams[k]));
    CUDA_CHECK(cudaMemcpyAsync(d_vel + off, h_vel + off, sizeof(float2) * count[k],
                               cudaMemcpyHostToDevice, streams[k]));
    CUDA_CHECK(cudaMemcpyAsync(d_mass + off, h_mass + off, sizeof(float) * count[k],
                               cudaMemcpyHostToDevice, streams[k]));
    CUDA_CHECK(cudaEventRecord(ev_uploaded[k], streams[k]));
  }
  prefetch_stats_to_device(stats, device, streams[0]);

  for (int step = 0; step < opts.steps; ++step) {
    for (int k = 0; k < kNumStreams; ++k) {
      LAUNCH_STREAM(apply_wind_kernel, count[k], streams[k], d_vel, d_wind,
                    kWindCells, offset[k], count[k], params.dt, params.drag);
      launch_integrate(d_pos, d_vel, d_mass, offset[k], count[k],
                       field.texture(), d_bounces, streams[k]);
    }
  }
  for (int k = 0; k < kNumStreams; ++k) {
    CUDA_CHECK(cudaEventRecord(ev_simulated[k], streams[k]));
  }

  // ---- statistics over the whole set on stream 0 ----------------------------
  CUDA_CHECK(cudaStreamWaitEvent(streams[0], ev_simulated[1], 0));
  launch_kinetic_energy(d_vel, d_mass, n, stats, streams[0]);
  launch_center_of_mass(d_pos, d_mass, n, stats, streams[0]);
  launch_speed_histogram(d_vel, n, stats, dev.sm_count, streams[0]);
  CUDA_CHECK(cudaMemcpyAsync(&stats->bounces, d_bounces, sizeof(int),
                             cudaMemcpyDeviceToDevice, streams[0]));

  // Total mass: two-pass template reduction.
  int reduce_blocks =
      static_cast<int>(persistent_grid(n, dev.sm_count, 4, kReduceBlock));
  if (reduce_blocks > kMaxReduceBlocks) reduce_blocks = kMaxReduceBlocks;
  block_sum_kernel<float, kReduceBlock>
      <<<reduce_blocks, kReduceBlock, 0, streams[0]>>>(d_mass, n, d_partial);
  block_sum_kernel<float, kReduceBlock>
      <<<1, kReduceBlock, 0, streams[0]>>>(d_partial, reduce_blocks, d_total_mass);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaEventRecord(ev_stats_done, streams[0]));

  // ---- download ---------------------------------------------------------------
  for (int k = 0; k < kNumStreams; ++k) {
    const int off = offset[k];
    CUDA_CHECK(cudaMemcpyAsync(h_pos + off, d_pos + off, sizeof(float2) * count[k],
                               cudaMemcpyDeviceToHost, streams[k]));
    CUDA_CHECK(cudaMemcpyAsync(h_vel + off, d_vel + off, sizeof(float2) * count[k],
                               cudaMemcpyDeviceToHost, streams[k]));
    CUDA_CHECK(cudaEventRecord(ev_copied[k], streams[k]));
  }
  prefetch_stats_to_host(stats, streams[0]);
  CUDA_CHECK(cudaStreamWaitEvent(streams[0], ev_copied[1], 0));
  CUDA_CHECK(cudaEventRecord(ev_stop, streams[0]));
  CUDA_CHECK(cudaEventSynchronize(ev_stop));

  // ---- collect -----------------------------------------------------------------
  const float upload0 = elapsed_ms(ev_start, ev_uploaded[0]);
  const float upload1 = elapsed_ms(ev_start, ev_uploaded[1]);
  result.timings.upload_ms = upload0 > upload1 ? upload0 : upload1;
  result.timings.simulate_ms = elapsed_ms(ev_uploaded[0], ev_simulated[0]);
  result.timings.stats_ms = elapsed_ms(ev_simulated[1], ev_stats_done);
  result.timings.total_ms = elapsed_ms(ev_start, ev_stop);

  std::memcpy(&result.stats, stats, sizeof(SimStats));
  CUDA_CHECK(cudaMemcpy(&result.total_mass, d_total_mass, sizeof(float),
                        cudaMemcpyDeviceToHost));
  result.positions.assign(h_pos, h_pos + n);
  result.half_checksum = packed_half_checksum(d_pos, n);

  if (opts.verbose) {
    double host_mass = 0.0;
    for (int i = 0; i < n; ++i) host_mass += h_mass[i];
    std::printf("mass check: device %.3f host %.3f\n", result.total_mass,
                host_mass);
  }

  // ---- teardown --------------------------------------------------------------
  for (int k = 0; k < kNumStreams; ++k) {
    CUDA_CHECK(cudaEventDestroy(ev_uploaded[k]));
    CUDA_CHECK(cudaEventDestroy(ev_simulated[k]));
    CUDA_CHECK(cudaEventDestroy(ev_copied[k]));
    CUDA_CHECK(cudaStreamDestroy(streams[k]));
  }
  CUDA_CHECK(cudaEventDestroy(ev_start));
  CUDA_CHECK(cudaEventDestroy(ev_stats_done));
  CUDA_CHECK(cudaEventDestroy(ev_stop));

  destroy_managed_stats(stats);
  CUDA_CHECK(cudaFree(d_total_mass));
  CUDA_CHECK(cudaFree(d_partial));
  CUDA_CHECK(cudaFree(d_bounces));
  CUDA_CHECK(cudaFree(d_wind));
  CUDA_CHECK(cudaFree(d_mass));
  CUDA_CHECK(cudaFree(d_vel));
  CUDA_CHECK(cudaFree(d_pos));
  CUDA_CHECK(cudaFreeHost(h_mass));
  CUDA_CHECK(cudaFreeHost(h_vel));
  CUDA_CHECK(cudaFreeHost(h_pos));
  return result;
}

}  // namespace particles
