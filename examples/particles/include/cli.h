// cli.h - command line options and report formatting. Deliberately free of any
// CUDA types so the same code can be reused by the CPU reference tools.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace particles {

struct Options {
  int num_particles = 1 << 20;
  int steps = 100;
  int field_size = 256;       // force field is field_size x field_size
  unsigned seed = 12345u;
  int device = 0;
  float dt = 1.0e-3f;
  std::string module_path;    // PTX for the driver-API export step
  bool print_histogram = false;
  bool verbose = false;
};

// Parses argv. On error prints a message plus usage and exits with status 2;
// --help prints usage and exits with status 0.
Options parse_options(int argc, char** argv);
void print_usage(const char* argv0);

// A two-column "key: value" report, aligned on the widest key.
class Report {
 public:
  explicit Report(std::string title) : title_(std::move(title)) {}
  void add(const std::string& key, const std::string& value);
  void add(const std::string& key, double value, int precision = 3,
           const std::string& unit = "");
  void add(const std::string& key, long long value);
  void print() const;

 private:
  std::string title_;
  std::vector<std::pair<std::string, std::string>> rows_;
};

// Renders a histogram as rows of '#' characters scaled to `width` columns.
std::string format_histogram(const int* counts, int num_bins, float max_value,
                             int width = 50);
std::string format_bytes(unsigned long long bytes);
std::string hex32(uint32_t value);

}  // namespace particles
