#!/usr/bin/env bash
# Sets up, builds, and runs the whole test suite (lit + unit tests) via ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CU2HIP_BUILD_DIR:-$root/build}
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
cd "$build"
ctest -V
