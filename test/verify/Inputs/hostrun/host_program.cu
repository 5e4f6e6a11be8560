// A program that follows the kernel suite's protocol without needing a GPU:
// it computes on the host, dumps its outputs, and prints the verify line.
// Its kernel is compiled, never launched.
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

__global__ void square(float *x) { x[threadIdx.x] *= x[threadIdx.x]; }

static void dump(const char *label, const char *type, const void *data,
                 uint64_t count, size_t size) {
  const char *dir = std::getenv("CU2HIP_VERIFY_OUT");
  if (!dir)
    return;
  std::string path = std::string(dir) + "/host_program." + label + ".bin";
  FILE *f = std::fopen(path.c_str(), "wb");
  char name[8] = {};
  std::strncpy(name, type, sizeof name);
  std::fwrite("CU2HIPV1", 1, 8, f);
  std::fwrite(name, 1, 8, f);
  std::fwrite(&count, 8, 1, f);
  std::fwrite(data, size, count, f);
  std::fclose(f);
}

int main() {
  float values[64];
  int32_t counts[16];
  for (int i = 0; i < 64; ++i)
    values[i] = 0.5f + i * 0.25f;
  for (int i = 0; i < 16; ++i)
    counts[i] = 3 * i + 1;
#ifdef DIFFER_ON_HIP
  // What a translation that changed the results would produce.
#ifdef __HIP_PLATFORM_NVIDIA__
  counts[5] += 1;
#endif
#endif
  dump("values", "f32", values, 64, sizeof(float));
  dump("counts", "i32", counts, 16, sizeof(int32_t));
  // Needs no device; keeps the runtime API in the translation.
  const char *ok = cudaGetErrorString(cudaSuccess);
  std::printf("cu2hip-verify: kernel=host_program check=%s checked=80 "
              "mismatches=0 max_abs_err=0 median_ms=0.0100 repeats=1\n",
              ok && *ok ? "pass" : "fail");
  return 0;
}
