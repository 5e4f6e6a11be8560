// integrate.cu - the time-stepping kernel.
//
// Particles move in the unit square under constant gravity plus the gradient
// of a scalar potential stored in a 2D texture (see src/texture_field.cu).
// Walls are reflective with a restitution coefficient. Simulation constants
// live in __constant__ memory: every thread reads the same values, which is
// exactly the broadcast pattern the constant cache is built for.

#include <cstdio>
#include <cstring>

#include "cuda_check.h"
#include "device_math.cuh"
#include "particles.h"

namespace particles {

__constant__ SimParams c_params;

namespace {

// Force from the potential field: F = -grad(phi) * strength, evaluated with
// central differences on the bilinearly filtered texture (normalized coords).
__device__ float2 sample_force(cudaTextureObject_t field, float2 p) {
  const float hx = 1.0f / static_cast<float>(c_params.field_width);
  const float hy = 1.0f / static_cast<float>(c_params.field_height);

  const float east = tex2D<float>(field, p.x + hx, p.y);
  const float west = tex2D<float>(field, p.x - hx, p.y);
  const float north = tex2D<float>(field, p.x, p.y + hy);
  const float south = tex2D<float>(field, p.x, p.y - hy);

  const float dphi_dx = (east - west) / (2.0f * hx);
  const float dphi_dy = (north - south) / (2.0f * hy);
  return make_float2(-dphi_dx * c_params.field_strength,
                     -dphi_dy * c_params.field_strength);
}

// Reflect one coordinate into [0, 1]; returns true if a wall was hit.
__device__ bool reflect(float& x, float& v) {
  if (x < 0.0f) {
    x = -x;
    v = -v * c_params.restitution;
    return true;
  }
  if (x > 1.0f) {
    x = 2.0f - x;
    v = -v * c_params.restitution;
    return true;
  }
  return false;
}

}  // namespace

// One semi-implicit Euler step for particles [offset, offset + count).
// Mass is read-only for the whole run, so it goes through the read-only
// data cache (__ldg).
__global__ void integrate_kernel(float2* __restrict__ pos,
                                 float2* __restrict__ vel,
                                 const float* __restrict__ mass, int offset,
                                 int count, cudaTextureObject_t field,
                                 int* __restrict__ bounces) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool bounced = false;

  if (i < count) {
    const int idx = offset + i;
    const float inv_m = 1.0f / __ldg(&mass[idx]);
    float2 p = pos[idx];
    float2 v = vel[idx];

    const float2 f = sample_force(field, p);
    const float dt = c_params.dt;
    v.x += f.x * inv_m * dt;
    v.y += (f.y * inv_m - c_params.gravity) * dt;
    p.x += v.x * dt;
    p.y += v.y * dt;

    bounced = reflect(p.x, v.x);
    bounced = reflect(p.y, v.y) || bounced;
    // Large steps can overshoot by more than one box width; keep it sane.
    p.x = clampf(p.x, 0.0f, 1.0f);
    p.y = clampf(p.y, 0.0f, 1.0f);

    pos[idx] = p;
    vel[idx] = v;
  }

  // All threads (including the tail that skipped the body) take part in the
  // warp vote.
  warp_aggregated_count(bounced, bounces);
}

void upload_sim_params(const SimParams& params) {
  CUDA_CHECK(cudaMemcpyToSymbol(c_params, &params, sizeof(SimParams)));

  // Read it back once: a mismatch here means the symbol was registered in a
  // different module (e.g. a stale object from a -rdc build).
  SimParams check{};
  CUDA_CHECK(cudaMemcpyFromSymbol(&check, c_params, sizeof(SimParams)));
  if (std::memcmp(&check, &params, sizeof(SimParams)) != 0) {
    std::fprintf(stderr, "constant memory round-trip mismatch\n");
    std::abort();
  }
}

SimParams download_sim_params() {
  SimParams params{};
  CUDA_CHECK(cudaMemcpyFromSymbol(&params, c_params, sizeof(SimParams), 0,
                                  cudaMemcpyDeviceToHost));
  return params;
}

void launch_integrate(float2* pos, float2* vel, const float* mass, int offset,
                      int count, cudaTextureObject_t field, int* bounces,
                      cudaStream_t stream) {
  if (count <= 0) return;
  const dim3 block(kBlockSize);
  const dim3 grid((count + kBlockSize - 1) / kBlockSize);
  integrate_kernel<<<grid, block, 0, stream>>>(pos, vel, mass, offset, count,
                                               field, bounces);
  CUDA_CHECK(cudaGetLastError());
}

}  // namespace particles
