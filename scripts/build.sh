#!/usr/bin/env bash
# Configures and builds cu2hip into build/ (Release, Ninja). Idempotent.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CU2HIP_BUILD_DIR:-$root/build}
# CU2HIP_CMAKE_ARGS: more -D options, applied to an existing build too
# (.ci/run's: -DCU2HIP_STATIC_TWIN=ON).
if [[ ! -f $build/build.ninja || -n ${CU2HIP_CMAKE_ARGS:-} ]]; then
  # shellcheck disable=SC2086 # split into options on purpose
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release ${CU2HIP_CMAKE_ARGS:-}
fi
ninja -C "$build"
