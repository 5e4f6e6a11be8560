// particles.h - types shared between host code and kernels, plus the host-side
// entry points implemented in src/ and kernels/.
//
// Everything in SimParams / SimStats must stay trivially copyable: SimParams is
// copied into __constant__ memory and SimStats lives in managed memory.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <cuda_runtime.h>

namespace particles {

constexpr int kBlockSize = 256;      // default block size for 1D kernels
constexpr int kNumSpeedBins = 32;    // speed histogram resolution
constexpr float kHistogramMaxSpeed = 4.0f;  // upper edge of the last bin

// Physical / numerical parameters, uploaded once per run to constant memory.
struct SimParams {
  float dt;              // time step (s)
  float gravity;         // constant downward acceleration
  float field_strength;  // scale applied to the potential gradient
  float restitution;     // velocity kept after a wall bounce (0..1)
  float drag;            // linear drag coefficient (applied in fp16 kernel)
  float max_speed;       // upper edge of the speed histogram
  int num_particles;
  int field_width;       // force field texture size in texels
  int field_height;
};

// Per-run statistics, written by kernels with atomics. Lives in managed
// memory so the host can read it directly after a prefetch + sync.
struct SimStats {
  float kinetic_energy;
  float max_speed;
  float com_x;           // sum(m * x); divided by total mass on the host
  float com_y;
  int bounces;           // wall collisions over the whole run
  int max_bin_count;
  int histogram[kNumSpeedBins];
};

struct DeviceSummary {
  int ordinal = 0;
  std::string name;
  int major = 0;
  int minor = 0;
  int sm_count = 0;
  int warp_size = 32;
  size_t shared_mem_per_block = 0;
  size_t global_mem = 0;
  int l2_cache_bytes = 0;
};

struct RunTimings {
  float upload_ms = 0.0f;     // H2D copies on both streams
  float simulate_ms = 0.0f;   // all integration steps
  float stats_ms = 0.0f;      // reductions + histogram
  float total_ms = 0.0f;
};

struct RunResult {
  SimStats stats{};
  float total_mass = 0.0f;
  uint32_t half_checksum = 0;   // checksum of fp16-packed positions
  RunTimings timings;
  std::vector<float2> positions;  // final positions, copied back to the host
};

struct Options;  // cli.h

// device_info.cpp
DeviceSummary query_device(int ordinal);
void print_device_summary(const DeviceSummary& dev);

// kernels/integrate.cu
void upload_sim_params(const SimParams& params);
SimParams download_sim_params();
void launch_integrate(float2* pos, float2* vel, const float* mass, int offset,
                      int count, cudaTextureObject_t field, int* bounces,
                      cudaStream_t stream);

// kernels/histogram.cu
void upload_speed_bins(float max_speed);
void launch_speed_histogram(const float2* vel, int n, SimStats* stats,
                            int sm_count, cudaStream_t stream);

// kernels/reduce.cu
void launch_kinetic_energy(const float2* vel, const float* mass, int n,
                           SimStats* stats, cudaStream_t stream);
void launch_center_of_mass(const float2* pos, const float* mass, int n,
                           SimStats* stats, cudaStream_t stream);

// kernels/half_precision.cu
uint32_t packed_half_checksum(const float2* d_pos, int n);

// src/texture_field.cu
class ForceField {
 public:
  ForceField(int width, int height, uint32_t seed);
  ~ForceField();
  ForceField(const ForceField&) = delete;
  ForceField& operator=(const ForceField&) = delete;

  cudaTextureObject_t texture() const { return tex_; }
  int width() const { return width_; }
  int height() const { return height_; }

 private:
  int width_;
  int height_;
  cudaArray_t array_ = nullptr;
  cudaTextureObject_t tex_ = 0;
};

// src/managed.cu
SimStats* create_managed_stats(int device);
void prefetch_stats_to_device(SimStats* stats, int device, cudaStream_t stream);
void prefetch_stats_to_host(SimStats* stats, cudaStream_t stream);
void destroy_managed_stats(SimStats* stats);

// src/simulation.cu
RunResult run_simulation(const Options& opts, const DeviceSummary& dev);

// src/driver_module.cpp
uint32_t run_export_module(const std::string& module_path, int ordinal,
                           const std::vector<float2>& positions);

}  // namespace particles
