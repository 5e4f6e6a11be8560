#!/usr/bin/env bash
# Builds CMake CUDA projects as a new user would after cu2hip: translate the
# tree, configure each migrated top-level CMake list with plain cmake (no
# compiler, flags or ROCm folder on the command line), build with -k 0, and
# count the executables that link. bench/README.md has the figures.
#
#   bench/migrated_cmake.sh CU2HIP WORKDIR NAME=TREE[:TOP,TOP...] ...
#
# TOP is a folder of TREE holding a top-level CMakeLists.txt ("." when
# omitted). HANDMADE=1 configures the way the test suite works around
# Debian's ROCm instead (compiler, flags and a ROCm root on the command line),
# to measure what follows the configure with a cu2hip that lacks the fix.
# Extra cu2hip options go in CU2HIP_OPTIONS (default: --hip-version 5.2).
set -u
cu2hip=$1 work=$2
shift 2
cmake_cmd=(cmake)
if [[ -n ${HANDMADE:-} ]]; then
  rocm=$(hipconfig --rocmpath)
  hip_lang=$(ls -d "$rocm"/lib/*/cmake/hip-lang | head -1)
  mkdir -p "$work/rocm-root/lib/cmake"
  ln -sfn "$hip_lang" "$work/rocm-root/lib/cmake/hip-lang"
  words=($(HIPCC_VERBOSE=1 hipcc -### -c -x hip /dev/null -o /dev/null 2>&1 |
           sed -n 's/^hipcc-cmd: //p'))
  flags=$(printf '%s\n' "${words[@]}" | grep -E '^--(rocm-path|hip-device-lib-path)=' |
          tr -d '"' | tr '\n' ' ')
  cmake_cmd=(env "CMAKE_PREFIX_PATH=$(dirname "$hip_lang")" cmake
             "-DCMAKE_HIP_COMPILER=${words[0]}" "-DCMAKE_HIP_FLAGS=$flags"
             "-DCMAKE_HIP_COMPILER_ROCM_ROOT=$work/rocm-root"
             -DCMAKE_HIP_ARCHITECTURES=gfx90a)
fi
for spec in "$@"; do
  name=${spec%%=*} rest=${spec#*=}
  tree=${rest%%:*} tops=.
  [[ $rest == *:* ]] && tops=${rest#*:}
  out=$work/$name/out
  rm -rf "$work/$name" && mkdir -p "$work/$name"
  nice "$cu2hip" ${CU2HIP_OPTIONS:---hip-version 5.2} "$tree" -o "$out" \
    > "$work/$name/translate.log" 2>&1
  configured=0 total=0 linked=0
  for top in ${tops//,/ }; do
    build=$work/$name/build/$top
    mkdir -p "$build"
    total=$((total + 1))
    if nice "${cmake_cmd[@]}" -G Ninja -S "$out/$top" -B "$build" \
         > "$build/configure.log" 2>&1; then
      configured=$((configured + 1))
      nice cmake --build "$build" -- -k 0 -j2 > "$build/build.log" 2>&1
    fi
    n=$(find "$build" -path '*/CMakeFiles' -prune -o -type f -executable \
          -print | grep -vc '\.so')
    linked=$((linked + n))
    echo "$name $top: configure $( [[ -f $build/build.ninja ]] && echo ok || echo FAIL), $n linked"
  done
  echo "== $name: $configured/$total configure, $linked executables link"
done
