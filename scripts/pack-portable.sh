#!/usr/bin/env bash
# Packs a cu2hip that runs on an x86-64 Linux machine without LLVM 22 (a
# lent GPU machine, say) into DIR (default .portable/): bin/cu2hip-static of
# a CU2HIP_STATIC_TWIN build (LLVM, Clang and the C++ runtime linked in: the
# binary CI checks against the dynamic one in test/static), the libfmt it
# loads from ../lib, and Clang's resource headers.
#   on the other machine:  bash DIR/install.sh && DIR/bin/cu2hip ...
# The build must exist (scripts/build.sh); this turns CU2HIP_STATIC_TWIN on.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CU2HIP_BUILD_DIR:-$root/build}
out=${1:-$root/.portable}
resource=$(/usr/lib/llvm-22/bin/clang -print-resource-dir)
cmake "$build" -DCU2HIP_STATIC_TWIN=ON >/dev/null
ninja -C "$build" bin/cu2hip-static
mkdir -p "$out/bin" "$out/lib"
cp "$build/bin/cu2hip-static" "$out/bin/cu2hip"
strip "$out/bin/cu2hip"
cp -L "$(ldd "$out/bin/cu2hip" | awk '$1 ~ /^libfmt/ { print $3 }')" "$out/lib/"
tar -C "$(dirname "$resource")" -cJf "$out/resource.tar.xz" "$(basename "$resource")"
cat >"$out/install.sh" <<INSTALL
#!/usr/bin/env bash
# cu2hip reads Clang's resource headers at the path it was built with.
set -euo pipefail
mkdir -p $(dirname "$resource")
tar -C $(dirname "$resource") -xJf "\$(dirname "\$0")/resource.tar.xz"
INSTALL
ldd "$out/bin/cu2hip"
du -sh "$out"/*
