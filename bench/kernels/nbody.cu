// nbody: one time step of an all-pairs gravitational n-body simulation of
// 4096 bodies. Positions are float4 (x, y, z, mass). Each block stages 256
// bodies at a time in shared memory and every thread accumulates the
// acceleration of its body from all of them (softened: no singularity at
// zero distance, so a body's pull on itself is zero), then integrates its
// velocity and position (semi-implicit Euler). New state goes to separate
// arrays, so repeats do identical work.
//
// a_i = sum_j m_j (p_j - p_i) / (|p_j - p_i|^2 + eps^2)^(3/2)
// v_i' = v_i + a_i dt,   p_i' = p_i + v_i' dt
//
// Check on the new positions and velocities (w components: mass and 0):
// |gpu - ref| <= 2e-5 + 2e-5 * |ref|, reference in double. Close pairs make
// terms up to about 60 and accelerations up to about 2000, summed serially
// in float: a float emulation of this kernel's order gives velocity errors
// up to 7e-6 (rsqrtf's 2 ulp per term add far less); positions move by
// v * dt = 1e-3 v and err by about 1e-7. A body left out changes every
// other body's acceleration by at least 0.05 (velocity by 5e-5): the check
// catches that on most bodies.
#include "harness.cuh"

const int kBlock = 256;
const float kSoftening2 = 0.01f;

__device__ float3 bodyBodyAccel(float4 bi, float4 bj, float3 ai) {
  float3 r;
  r.x = bj.x - bi.x;
  r.y = bj.y - bi.y;
  r.z = bj.z - bi.z;
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + kSoftening2;
  float invDist = rsqrtf(distSqr);
  float s = bj.w * invDist * invDist * invDist;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

// blockDim.x must be kBlock (the shared tile holds one body per thread).
__global__ void integrateBodies(const float4 *__restrict__ pos,
                                const float4 *__restrict__ vel,
                                float4 *__restrict__ newPos,
                                float4 *__restrict__ newVel, int n,
                                float dt) {
  __shared__ float4 tile[kBlock];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 bi = i < n ? pos[i] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);

  for (int base = 0; base < n; base += kBlock) {
    int j = base + threadIdx.x;
    // Padding bodies have zero mass: they pull with zero force.
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < kBlock; ++k)
      acc = bodyBodyAccel(bi, tile[k], acc);
    __syncthreads();
  }

  if (i < n) {
    float4 v = vel[i];
    v.x += acc.x * dt;
    v.y += acc.y * dt;
    v.z += acc.z * dt;
    float4 p = bi;
    p.x += v.x * dt;
    p.y += v.y * dt;
    p.z += v.z * dt;
    newPos[i] = p;
    newVel[i] = v;
  }
}

// The dumps and the reference see each float4 as four floats.
static_assert(sizeof(float4) == 4 * sizeof(float), "float4 is not packed");

int main() {
  const char *kKernel = "nbody";
  const int n = 4096;
  const float dt = 1e-3f;

  // Positions in the cube [-1, 1]^3, masses in [0.5, 1.5), velocities of
  // magnitude [0.01, 0.1) per component.
  verify::Rng rng(0xb0d1e5);
  std::vector<float4> pos(n), vel(n);
  // One draw per statement: the order of function arguments is unspecified.
  for (int i = 0; i < n; ++i) {
    pos[i].x = rng.signedUnit();
    pos[i].y = rng.signedUnit();
    pos[i].z = rng.signedUnit();
    pos[i].w = rng.uniform1(0.5f);
    vel[i].x = 0.1f * rng.signedUnit();
    vel[i].y = 0.1f * rng.signedUnit();
    vel[i].z = 0.1f * rng.signedUnit();
    vel[i].w = 0.0f;
  }

  // Flattened x, y, z, w per body, as the dumps.
  std::vector<double> refPos(4 * size_t(n)), refVel(4 * size_t(n));
  const float4 *pp = pos.data(), *pv = vel.data();
  for (int i = 0; i < n; ++i) {
    double ax = 0, ay = 0, az = 0;
    for (int j = 0; j < n; ++j) {
      double rx = double(pp[j].x) - pp[i].x;
      double ry = double(pp[j].y) - pp[i].y;
      double rz = double(pp[j].z) - pp[i].z;
      double d2 = rx * rx + ry * ry + rz * rz + kSoftening2;
      double s = pp[j].w / (d2 * std::sqrt(d2));
      ax += rx * s;
      ay += ry * s;
      az += rz * s;
    }
    double vx = pv[i].x + ax * dt, vy = pv[i].y + ay * dt,
           vz = pv[i].z + az * dt;
    double *rp = &refPos[4 * size_t(i)], *rv = &refVel[4 * size_t(i)];
    rv[0] = vx, rv[1] = vy, rv[2] = vz, rv[3] = pv[i].w;
    rp[0] = pp[i].x + vx * dt, rp[1] = pp[i].y + vy * dt,
    rp[2] = pp[i].z + vz * dt, rp[3] = pp[i].w;
  }

  float4 *dPos = verify::deviceCopyOf(pos);
  float4 *dVel = verify::deviceCopyOf(vel);
  float4 *dNewPos = verify::deviceAlloc<float4>(n);
  float4 *dNewVel = verify::deviceAlloc<float4>(n);
  VERIFY_CUDA(cudaMemset(dNewPos, 0xff, n * sizeof(float4))); // NaN
  VERIFY_CUDA(cudaMemset(dNewVel, 0xff, n * sizeof(float4)));

  verify::Timing t = verify::timeRepeats([&] {
    integrateBodies<<<verify::ceilDiv(n, kBlock), kBlock>>>(
        dPos, dVel, dNewPos, dNewVel, n, dt);
  });

  std::vector<float4> newPos = verify::hostCopyOf(dNewPos, n);
  std::vector<float4> newVel = verify::hostCopyOf(dNewVel, n);
  std::vector<float> outPos(4 * size_t(n)), outVel(4 * size_t(n));
  std::memcpy(outPos.data(), newPos.data(), outPos.size() * sizeof(float));
  std::memcpy(outVel.data(), newVel.data(), outVel.size() * sizeof(float));
  verify::Check c;
  verify::checkClose(c, "pos", outPos, refPos, 2e-5, 2e-5);
  verify::checkClose(c, "vel", outVel, refVel, 2e-5, 2e-5);
  verify::dump(kKernel, "pos", outPos);
  verify::dump(kKernel, "vel", outVel);

  VERIFY_CUDA(cudaFree(dPos));
  VERIFY_CUDA(cudaFree(dVel));
  VERIFY_CUDA(cudaFree(dNewPos));
  VERIFY_CUDA(cudaFree(dNewVel));
  return verify::report(kKernel, c, t);
}
