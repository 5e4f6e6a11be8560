#!/usr/bin/env bash
# Packs a cu2hip that runs on an x86-64 Linux machine without LLVM 22 (a
# lent GPU machine, say): the tool linked statically against LLVM/Clang,
# plus Clang's resource headers, into DIR (default .portable/).
#   on the other machine:  bash DIR/install.sh && DIR/bin/cu2hip ...
# The build must exist (scripts/build.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CU2HIP_BUILD_DIR:-$root/build}
out=${1:-$root/.portable}
llvm=/usr/lib/llvm-22
resource=$("$llvm/bin/clang" -print-resource-dir)
mkdir -p "$out/bin"
cd "$build"
ninja bin/cu2hip
# The link line CMake wrote, with the shared LLVM/Clang/fmt libraries
# swapped for their static archives.
objects=$(ninja -t commands bin/cu2hip | tail -1 | tr ' ' '\n' |
  grep -E '^tools/cu2hip/.*\.o$')
clang_libs=$(ls "$llvm"/lib/libclang[A-Z]*.a | grep -v -e Daemon -e Tidy -e Doc \
  -e Move -e Query -e ReorderFields -e IncludeFixer -e ChangeNamespace \
  -e ApplyReplacements -e HandleCXX -e HandleLLVM -e Interpreter -e Plugin)
llvm_libs=$("$llvm/bin/llvm-config" --link-static --libs all 2>/dev/null |
  tr " " "\n" | grep -v -e Polly -e LLVMDebuginfod)
c++ -O2 -static-libstdc++ -static-libgcc -Wl,--gc-sections -Wl,--as-needed \
  $objects -o "$out/bin/cu2hip" lib/libcu2hipCore.a lib/libcu2hipMapping.a lib/libcu2hipSupport.a \
  -Wl,--start-group $clang_libs -L"$llvm/lib" $llvm_libs -Wl,--end-group \
  -Wl,-Bstatic -lzstd -lz -Wl,-Bdynamic -lfmt -lpthread -ldl -lm \
  -Wl,-rpath,'$ORIGIN/../lib'
mkdir -p "$out/lib"
cp -L "$(c++ -print-file-name=libfmt.so.9)" "$out/lib/" 2>/dev/null ||
  cp -L /usr/lib/x86_64-linux-gnu/libfmt.so.9 "$out/lib/"
strip "$out/bin/cu2hip"
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
