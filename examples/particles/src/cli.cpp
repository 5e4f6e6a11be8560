// cli.cpp - argument parsing and plain-text reporting.
//
// Nothing in here depends on the GPU toolchain; it builds with any C++17
// compiler and is shared with the CPU reference tools.

#include "cli.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace particles {
namespace {

[[noreturn]] void usage_error(const char* argv0, const std::string& msg) {
  std::fprintf(stderr, "error: %s\n\n", msg.c_str());
  print_usage(argv0);
  std::exit(2);
}

long parse_long(const char* argv0, const char* flag, const char* text,
                long lo, long hi) {
  errno = 0;
  char* end = nullptr;
  const long v = std::strtol(text, &end, 0);
  if (errno != 0 || end == text || *end != '\0') {
    usage_error(argv0, std::string("invalid integer for ") + flag + ": '" +
                           text + "'");
  }
  if (v < lo || v > hi) {
    std::ostringstream os;
    os << flag << " must be in [" << lo << ", " << hi << "], got " << v;
    usage_error(argv0, os.str());
  }
  return v;
}

float parse_float(const char* argv0, const char* flag, const char* text) {
  errno = 0;
  char* end = nullptr;
  const float v = std::strtof(text, &end);
  if (errno != 0 || end == text || *end != '\0' || !(v > 0.0f)) {
    usage_error(argv0, std::string("invalid positive number for ") + flag +
                           ": '" + text + "'");
  }
  return v;
}

}  // namespace

void print_usage(const char* argv0) {
  std::printf(
      "usage: %s [options]\n"
      "  -n, --particles N    number of particles (default 1048576)\n"
      "  -s, --steps N        integration steps (default 100)\n"
      "  -f, --field N        force field resolution NxN (default 256)\n"
      "      --dt SECONDS     time step (default 0.001)\n"
      "      --seed N         RNG seed (default 12345)\n"
      "  -d, --device N       CUDA device ordinal (default 0)\n"
      "  -m, --module FILE    PTX module for the export step\n"
      "      --histogram      print the speed histogram\n"
      "  -v, --verbose        extra diagnostics\n"
      "  -h, --help           show this message\n",
      argv0);
}

Options parse_options(int argc, char** argv) {
  Options opts;
  const char* argv0 = argc > 0 ? argv[0] : "particles";

  for (int i = 1; i < argc; ++i) {
    const char* arg = argv[i];
    auto is = [arg](const char* s, const char* l) {
      return (s && std::strcmp(arg, s) == 0) || std::strcmp(arg, l) == 0;
    };
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) usage_error(argv0, std::string(arg) + " needs a value");
      return argv[++i];
    };

    if (is("-h", "--help")) {
      print_usage(argv0);
      std::exit(0);
    } else if (is("-n", "--particles")) {
      opts.num_particles =
          static_cast<int>(parse_long(argv0, arg, value(), 1024, 1L << 28));
    } else if (is("-s", "--steps")) {
      opts.steps = static_cast<int>(parse_long(argv0, arg, value(), 1, 100000));
    } else if (is("-f", "--field")) {
      opts.field_size = static_cast<int>(parse_long(argv0, arg, value(), 8, 8192));
    } else if (is(nullptr, "--dt")) {
      opts.dt = parse_float(argv0, arg, value());
    } else if (is(nullptr, "--seed")) {
      opts.seed = static_cast<unsigned>(
          parse_long(argv0, arg, value(), 0, 0x7fffffffL));
    } else if (is("-d", "--device")) {
      opts.device = static_cast<int>(parse_long(argv0, arg, value(), 0, 63));
    } else if (is("-m", "--module")) {
      opts.module_path = value();
    } else if (is(nullptr, "--histogram")) {
      opts.print_histogram = true;
    } else if (is("-v", "--verbose")) {
      opts.verbose = true;
    } else {
      usage_error(argv0, std::string("unknown option '") + arg + "'");
    }
  }
  return opts;
}

void Report::add(const std::string& key, const std::string& value) {
  rows_.emplace_back(key, value);
}

void Report::add(const std::string& key, double value, int precision,
                 const std::string& unit) {
  std::ostringstream os;
  os << std::fixed << std::setprecision(precision) << value;
  if (!unit.empty()) os << ' ' << unit;
  rows_.emplace_back(key, os.str());
}

void Report::add(const std::string& key, long long value) {
  rows_.emplace_back(key, std::to_string(value));
}

void Report::print() const {
  size_t width = 0;
  for (const auto& row : rows_) width = std::max(width, row.first.size());

  std::cout << title_ << '\n' << std::string(title_.size(), '-') << '\n';
  for (const auto& row : rows_) {
    std::cout << "  " << std::left << std::setw(static_cast<int>(width))
              << row.first << " : " << row.second << '\n';
  }
  std::cout << std::flush;
}

std::string format_histogram(const int* counts, int num_bins, float max_value,
                             int width) {
  const int peak = *std::max_element(counts, counts + num_bins);
  const float bin_width = max_value / static_cast<float>(num_bins);
  std::ostringstream os;
  for (int b = 0; b < num_bins; ++b) {
    const int bar =
        peak > 0 ? static_cast<int>(static_cast<long long>(counts[b]) * width / peak)
                 : 0;
    os << std::fixed << std::setprecision(2) << std::setw(7) << b * bin_width
       << " - " << std::setw(7) << (b + 1) * bin_width << " | "
       << std::string(static_cast<size_t>(bar), '#') << ' ' << counts[b] << '\n';
  }
  return os.str();
}

std::string format_bytes(unsigned long long bytes) {
  static const char* const kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int unit = 0;
  while (v >= 1024.0 && unit < 4) {
    v /= 1024.0;
    ++unit;
  }
  std::ostringstream os;
  os << std::fixed << std::setprecision(unit == 0 ? 0 : 1) << v << ' '
     << kUnits[unit];
  return os.str();
}

std::string hex32(uint32_t value) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "0x%08x", value);
  return buf;
}

}  // namespace particles
