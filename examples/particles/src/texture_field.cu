// texture_field.cu - the scalar potential that drives the particles.
//
// The potential is a sum of a few Gaussian wells/hills generated on the host,
// stored in a cudaArray and sampled through a texture object with bilinear
// filtering and normalized coordinates. Clamp addressing keeps gradients at
// the walls well defined.

#include <cmath>
#include <cstdio>
#include <vector>

#include "cuda_check.h"
#include "particles.h"

namespace particles {
namespace {

struct Well {
  float x, y;      // center in [0,1]^2
  float depth;     // negative = attractor, positive = repeller
  float radius;
};

// Small deterministic LCG so the field is reproducible for a given seed.
class Lcg {
 public:
  explicit Lcg(uint32_t seed) : state_(seed ? seed : 1u) {}
  float next() {
    state_ = state_ * 1664525u + 1013904223u;
    return static_cast<float>(state_ >> 8) / 16777216.0f;
  }

 private:
  uint32_t state_;
};

std::vector<float> build_potential(int width, int height, uint32_t seed) {
  Lcg rng(seed);
  std::vector<Well> wells(6);
  for (Well& w : wells) {
    w.x = 0.1f + 0.8f * rng.next();
    w.y = 0.1f + 0.8f * rng.next();
    w.depth = (rng.next() < 0.7f ? -1.0f : 1.0f) * (0.05f + 0.1f * rng.next());
    w.radius = 0.05f + 0.1f * rng.next();
  }

  std::vector<float> phi(static_cast<size_t>(width) * height);
  for (int j = 0; j < height; ++j) {
    const float y = (j + 0.5f) / height;
    for (int i = 0; i < width; ++i) {
      const float x = (i + 0.5f) / width;
      float v = 0.0f;
      for (const Well& w : wells) {
        const float dx = x - w.x;
        const float dy = y - w.y;
        v += w.depth * std::exp(-(dx * dx + dy * dy) / (w.radius * w.radius));
      }
      phi[static_cast<size_t>(j) * width + i] = v;
    }
  }
  return phi;
}

}  // namespace

ForceField::ForceField(int width, int height, uint32_t seed)
    : width_(width), height_(height) {
  const std::vector<float> phi = build_potential(width, height, seed);

  const cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  CUDA_CHECK(cudaMallocArray(&array_, &desc, width, height));

  // Host rows are tightly packed, so the source pitch is just the row size.
  const size_t row_bytes = sizeof(float) * width;
  CUDA_CHECK(cudaMemcpy2DToArray(array_, 0, 0, phi.data(), row_bytes,
                                 row_bytes, height, cudaMemcpyHostToDevice));

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = array_;

  cudaTextureDesc tex = {};
  tex.addressMode[0] = cudaAddressModeClamp;
  tex.addressMode[1] = cudaAddressModeClamp;
  tex.filterMode = cudaFilterModeLinear;
  tex.readMode = cudaReadModeElementType;
  tex.normalizedCoords = 1;

  CUDA_CHECK(cudaCreateTextureObject(&tex_, &res, &tex, nullptr));
}

ForceField::~ForceField() {
  // Destructors must not throw/exit on a dead context during teardown, so
  // report but do not abort.
  if (tex_ != 0) {
    const cudaError_t err = cudaDestroyTextureObject(tex_);
    if (err != cudaSuccess) {
      std::fprintf(stderr, "cudaDestroyTextureObject: %s\n",
                   cudaGetErrorString(err));
    }
  }
  if (array_ != nullptr) {
    const cudaError_t err = cudaFreeArray(array_);
    if (err != cudaSuccess) {
      std::fprintf(stderr, "cudaFreeArray: %s\n", cudaGetErrorString(err));
    }
  }
}

}  // namespace particles
