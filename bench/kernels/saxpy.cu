// saxpy: y = a * x + y over 8M floats, one element per thread.
//
// Check: |gpu - ref| <= 1e-6 + 1e-6 * |ref|. The reference is computed in
// double; the GPU rounds once (fused multiply-add) or twice, so the error is
// at most about 2 ulp of |a * x| + |y| <= 2.5, i.e. 3e-7.
#include "harness.cuh"

__global__ void saxpy(int n, float a, const float *__restrict__ x,
                      float *__restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  const char *kKernel = "saxpy";
  const int n = 1 << 23;
  const int kBlock = 256;
  const float a = 1.25f;

  verify::Rng rng(0x5a4b9);
  std::vector<float> x(n), y(n);
  verify::fillSigned(x, rng);
  verify::fillSigned(y, rng);

  std::vector<double> ref(n);
  const float *px = x.data(), *py = y.data();
  double *pr = ref.data();
  for (int i = 0; i < n; ++i)
    pr[i] = double(a) * px[i] + py[i];

  float *dX = verify::deviceCopyOf(x);
  float *dYInit = verify::deviceCopyOf(y);
  float *dY = verify::deviceAlloc<float>(n);

  // y is updated in place: every repeat starts from the original y.
  verify::Timing t = verify::timeRepeats(
      [&] {
        saxpy<<<verify::ceilDiv(n, kBlock), kBlock>>>(n, a, dX, dY);
      },
      [&] {
        VERIFY_CUDA(cudaMemcpy(dY, dYInit, n * sizeof(float),
                               cudaMemcpyDeviceToDevice));
      });

  std::vector<float> out = verify::hostCopyOf(dY, n);
  verify::Check c;
  verify::checkClose(c, "y", out, ref, 1e-6, 1e-6);
  verify::dump(kKernel, "y", out);

  VERIFY_CUDA(cudaFree(dX));
  VERIFY_CUDA(cudaFree(dYInit));
  VERIFY_CUDA(cudaFree(dY));
  return verify::report(kKernel, c, t);
}
