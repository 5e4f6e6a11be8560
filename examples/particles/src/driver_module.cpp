// driver_module.cpp - run the export kernels from a PTX module through the
// CUDA driver API.
//
// The export step is loaded at run time so that the visualization team can
// ship a new module without relinking the simulator. We attach to the
// device's primary context, which is the same context the runtime API uses,
// so device pointers could be shared with the rest of the app if needed.

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <cuda.h>

#include "cuda_check.h"
#include "particles.h"

namespace particles {
namespace {

constexpr unsigned kExportBlock = 256;  // must match s_sum[] in the module
constexpr unsigned kChecksumBlocks = 64;

std::vector<char> read_module_image(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot open module '%s'\n", path.c_str());
    std::exit(EXIT_FAILURE);
  }
  std::vector<char> image((std::istreambuf_iterator<char>(in)),
                          std::istreambuf_iterator<char>());
  image.push_back('\0');  // PTX images must be NUL-terminated
  return image;
}

}  // namespace

uint32_t run_export_module(const std::string& module_path, int ordinal,
                           const std::vector<float2>& positions) {
  const int n = static_cast<int>(positions.size());
  const std::vector<char> image = read_module_image(module_path);

  CU_CHECK(cuInit(0));
  CUdevice device;
  CU_CHECK(cuDeviceGet(&device, ordinal));

  char name[256] = {};
  CU_CHECK(cuDeviceGetName(name, sizeof(name), device));

  CUcontext context = nullptr;
  CU_CHECK(cuDevicePrimaryCtxRetain(&context, device));
  CU_CHECK(cuCtxPushCurrent(context));

  // JIT the PTX. On failure, load it again with a log buffer attached so a
  // bad module is diagnosable instead of just "invalid PTX".
  CUmodule module = nullptr;
  const CUresult load = cuModuleLoadData(&module, image.data());
  if (load != CUDA_SUCCESS) {
    char jit_log[4096] = {};
    CUjit_option jit_opts[] = {CU_JIT_ERROR_LOG_BUFFER,
                               CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void* jit_vals[] = {jit_log, reinterpret_cast<void*>(sizeof(jit_log))};
    cuModuleLoadDataEx(&module, image.data(), 2, jit_opts, jit_vals);
    std::fprintf(stderr, "JIT log for %s:\n%s\n", module_path.c_str(), jit_log);
    CU_CHECK(load);
  }

  CUfunction quantize = nullptr;
  CUfunction checksum = nullptr;
  CU_CHECK(cuModuleGetFunction(&quantize, module, "quantize_positions"));
  CU_CHECK(cuModuleGetFunction(&checksum, module, "block_checksum"));

  // Device buffers.
  const int count = 2 * n;  // interleaved x/y shorts
  CUdeviceptr d_pos = 0;
  CUdeviceptr d_quant = 0;
  CUdeviceptr d_partials = 0;
  CU_CHECK(cuMemAlloc(&d_pos, sizeof(float2) * n));
  CU_CHECK(cuMemAlloc(&d_quant, sizeof(unsigned short) * count));
  CU_CHECK(cuMemAlloc(&d_partials, sizeof(unsigned int) * kChecksumBlocks));
  CU_CHECK(cuMemcpyHtoD(d_pos, positions.data(), sizeof(float2) * n));

  // quantize_positions(const float2*, unsigned short*, int)
  {
    int n_arg = n;
    void* args[] = {&d_pos, &d_quant, &n_arg};
    const unsigned grid = (static_cast<unsigned>(n) + kExportBlock - 1) / kExportBlock;
    CU_CHECK(cuLaunchKernel(quantize, grid, 1, 1, kExportBlock, 1, 1,
                            /*sharedMemBytes=*/0, /*hStream=*/nullptr, args,
                            nullptr));
  }
  // block_checksum(const unsigned short*, int, unsigned int*)
  {
    int count_arg = count;
    void* args[] = {&d_quant, &count_arg, &d_partials};
    CU_CHECK(cuLaunchKernel(checksum, kChecksumBlocks, 1, 1, kExportBlock, 1, 1,
                            0, nullptr, args, nullptr));
  }
  CU_CHECK(cuCtxSynchronize());

  std::vector<unsigned int> partials(kChecksumBlocks);
  CU_CHECK(cuMemcpyDtoH(partials.data(), d_partials,
                        sizeof(unsigned int) * kChecksumBlocks));
  uint32_t result = 0;
  for (unsigned int p : partials) result = result * 31u + p;

  CU_CHECK(cuMemFree(d_partials));
  CU_CHECK(cuMemFree(d_quant));
  CU_CHECK(cuMemFree(d_pos));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuCtxPopCurrent(nullptr));
  CU_CHECK(cuDevicePrimaryCtxRelease(device));

  std::printf("export module %s ran on %s (%d particles)\n",
              module_path.c_str(), name, n);
  return result;
}

}  // namespace particles
