// main.cpp - particles: a small 2D particle simulator.
//
//   particles [-n N] [-s STEPS] [-m export.ptx] [--histogram]
//
// Runs the GPU pipeline once, prints statistics and timings, and optionally
// runs the PTX export module through the driver API.

#include <cstdio>
#include <string>

#include <cuda_runtime.h>

#include "cli.h"
#include "cuda_check.h"
#include "particles.h"

#ifndef PARTICLES_DEFAULT_MODULE
#define PARTICLES_DEFAULT_MODULE ""
#endif

int main(int argc, char** argv) {
  using namespace particles;

  Options opts = parse_options(argc, argv);
  if (opts.module_path.empty()) opts.module_path = PARTICLES_DEFAULT_MODULE;

  const DeviceSummary dev = query_device(opts.device);
  CUDA_CHECK(cudaSetDevice(dev.ordinal));
  print_device_summary(dev);
  std::printf("\n");

  const RunResult run = run_simulation(opts, dev);
  const SimStats& s = run.stats;

  Report report("Simulation");
  report.add("particles", static_cast<long long>(opts.num_particles));
  report.add("steps", static_cast<long long>(opts.steps));
  report.add("total mass", run.total_mass, 3);
  report.add("kinetic energy", s.kinetic_energy, 3);
  report.add("max speed", s.max_speed, 4);
  if (run.total_mass > 0.0f) {
    report.add("center of mass x", s.com_x / run.total_mass, 4);
    report.add("center of mass y", s.com_y / run.total_mass, 4);
  }
  report.add("wall bounces", static_cast<long long>(s.bounces));
  report.add("fullest bin", static_cast<long long>(s.max_bin_count));
  report.add("fp16 checksum", hex32(run.half_checksum));
  report.add("upload", run.timings.upload_ms, 3, "ms");
  report.add("simulate", run.timings.simulate_ms, 3, "ms");
  report.add("statistics", run.timings.stats_ms, 3, "ms");
  report.add("total", run.timings.total_ms, 3, "ms");
  if (run.timings.simulate_ms > 0.0f) {
    const double rate = static_cast<double>(opts.num_particles) * opts.steps /
                        (run.timings.simulate_ms * 1.0e-3) / 1.0e9;
    report.add("throughput", rate, 2, "Gparticle-steps/s");
  }
  report.print();

  if (opts.print_histogram) {
    std::printf("\nspeed histogram\n%s",
                format_histogram(s.histogram, kNumSpeedBins, kHistogramMaxSpeed).c_str());
  }

  if (!opts.module_path.empty()) {
    std::printf("\n");
    const uint32_t sum =
        run_export_module(opts.module_path, dev.ordinal, run.positions);
    std::printf("export checksum: %s\n", hex32(sum).c_str());
  }

  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaDeviceReset());
  return 0;
}
