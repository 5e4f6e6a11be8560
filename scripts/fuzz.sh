#!/usr/bin/env bash
# Builds cu2hip's libFuzzer targets and runs one of them.
#
#   scripts/fuzz.sh TARGET [SECONDS] [-- LIBFUZZER_ARGS...]
#
# TARGET is `loader` (mapping-table YAML, --rules files), `translate`
# (translateSource, with and without AST facts), `compile-commands`
# (compile_commands.json and compiler command lines), `build-script` (the
# CMake and Make migrators), `cache-entry` (what cu2hip reads back from
# its cache folder), `depfile` (the build action's depfile writer),
# `lsp-server` (the language server's message reader and handling) or
# `lsp-documents` (its documents: changes, positions, URIs).
# SECONDS defaults to 60. Environment:
#   FUZZ_BUILD_DIR  build directory (default build-fuzz/ in the repository)
#   FUZZ_CORPUS     corpus directory (default $FUZZ_BUILD_DIR/corpus/TARGET)
#   FUZZ_JOBS       parallel fuzzing jobs (default 1)
# Crashes and hangs are written to $FUZZ_BUILD_DIR/findings/TARGET/. The
# fuzzer runtime (libclang-rt-22-dev) is installed first if it is missing.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TARGET=${1:-}
SECONDS_TO_RUN=60
if (($# > 0)); then shift; fi
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
  SECONDS_TO_RUN=$1
  shift
fi
if [[ ${1:-} == "--" ]]; then shift; fi
case "$TARGET" in
  loader | translate | compile-commands | build-script | cache-entry | depfile | lsp-server | lsp-documents) ;;
  *)
    echo "usage: scripts/fuzz.sh loader|translate|compile-commands|build-script|cache-entry|depfile|lsp-server|lsp-documents [SECONDS] [-- LIBFUZZER_ARGS...]" >&2
    exit 2
    ;;
esac

BUILD=${FUZZ_BUILD_DIR:-$ROOT/build-fuzz}
CORPUS=${FUZZ_CORPUS:-$BUILD/corpus/$TARGET}
FINDINGS=$BUILD/findings/$TARGET
JOBS=${FUZZ_JOBS:-1}

# The fuzzer runtime (libclang_rt.fuzzer) is not part of Debian's clang-22.
PACKAGES=(clang-22 libclang-rt-22-dev)
missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$pkg")
  fi
done
if ((${#missing[@]} > 0)); then
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  echo "fuzz: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [[ ! -f $BUILD/build.ninja ]]; then
  CC=clang-22 CXX=clang++-22 cmake -S "$ROOT" -B "$BUILD" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DCU2HIP_FUZZ=ON
fi
ninja -C "$BUILD" "cu2hip-fuzz-$TARGET"

# The sections named NAME-PATTERN (an awk regex) of the split-file tests
# under test/, one file each in $CORPUS, after the byte of value $2.
split_file_seeds() {
  local pattern=$1 options=$2
  find "$ROOT/test" -name '*.test' -print0 | sort -z | xargs -0 awk \
    -v dir="$CORPUS" -v pattern="$pattern" -v options="$options" '
      /^#--- / { if (out) close(out); out = "";
                 if ($2 ~ pattern) { name = FILENAME; sub(".*/", "", name)
                                     out = sprintf("%s/%s-%d", dir, name, FNR)
                                     printf "%c", options + 0 > out }
                 next }
      out { print > out }'
}

# Seed an empty corpus from the repository. Translator, compile-command and
# build-script inputs start with one options byte (see the fuzzers' file
# comments). Translator seeds cycle through the options; their standard
# library includes (<vector>) are dropped: parsing those headers made an
# input with AST facts about 12 times slower, and they are Clang's business,
# not cu2hip's.
mkdir -p "$CORPUS" "$FINDINGS"
if [[ -z $(ls -A "$CORPUS") ]]; then
  if [[ $TARGET == loader ]]; then
    # Each table's header and first 12 rows: whole tables (up to 260 KB)
    # would make every mutation slow.
    for table in "$ROOT"/mappings/*.yaml; do
      awk '/^  - cuda:/ && ++rows > 12 { exit } { print }' "$table" \
        >"$CORPUS/$(basename "$table")"
    done
    # Nesting at the loader's bound (256 levels) and one past it, in flow
    # and block style, and runs of `,` and `...` at and past the same bound,
    # so mutations cross it both ways.
    for depth in 256 257; do
      { printf 'family: runs\nentries: ['
        for ((i = 0; i < depth; i++)); do printf ','; done
        printf ']\n'; } >"$CORPUS/commas-$depth.yaml"
      { printf 'family: runs\nentries: []\n'
        for ((i = 0; i < depth; i++)); do printf '...\n'; done
      } >"$CORPUS/ends-$depth.yaml"
      { printf 'family: deep\nentries: '
        for ((i = 0; i < depth - 1; i++)); do printf '['; done
        for ((i = 0; i < depth - 1; i++)); do printf ']'; done
        printf '\n'; } >"$CORPUS/deep-flow-$depth.yaml"
      { printf 'family: deep\nentries:\n'
        for ((i = 0; i < depth - 1; i++)); do printf -- '- '; done
        printf 'x\n'; } >"$CORPUS/deep-block-$depth.yaml"
      { for ((i = 0; i < depth - 1; i++)); do printf '{a: '; done
        printf '{}'
        for ((i = 0; i < depth - 1; i++)); do printf '}'; done
        printf '\n'; } >"$CORPUS/deep-map-$depth.yaml"
    done
  elif [[ $TARGET == compile-commands ]]; then
    # The databases of the tests (options byte 1: a database), and command
    # lines of each compiler (bytes 0, 4, 8: nvcc, clang++, g++ in front;
    # 2: split as a shell would; 16: the file is a.cu). A NUL byte starts
    # the response file `rsp`.
    split_file_seeds 'compile_commands[.]json$' 1
    printf '\001[{"directory": ".", "file": "a.cu", "arguments": ["nvcc", "-c", "a.cu", "-Iinc", "-arch=sm_80"]},\n {"directory": "sub", "file": "b.cu", "command": "ccache nvcc -DX=\\"a b\\" @../rsp -c b.cu"}]\0-DR=1 -Xcompiler -fPIC' >"$CORPUS/database"
    printf '\002-c a.cu -o a.o -I include -isystem /opt/x/include -DN=1 -std=c++17 -arch=sm_80' >"$CORPUS/nvcc"
    printf '\002-gencode arch=compute_80,code=[sm_80,compute_80] -Xcompiler "-fPIC -DA=1,-Iinc" -rdc=true a.cu' >"$CORPUS/gencode"
    printf '\006-x cuda --cuda-gpu-arch=sm_70 -I. -include pre.h -c k.cu' >"$CORPUS/clang"
    printf '\012-x cu -DX=1 -Iinc -c k.cpp' >"$CORPUS/gcc"
    printf '\022@rsp -c a.cu\0-I/rsp/include -DFROM_RSP --options-file rsp' >"$CORPUS/rsp"
    printf '\020-c\na.cu\n-I\nweird dir\n-D\nA=\"b c\"' >"$CORPUS/lines"
    printf '\016ccache nvcc -ccbin g++ -I/usr/local/cuda/include -c a.cu' >"$CORPUS/launcher"
  elif [[ $TARGET == build-script ]]; then
    # Options byte 0: CMake; 1: Make (see fuzz/BuildScriptFuzzer.cpp).
    split_file_seeds '(CMakeLists[.]txt|[.]cmake)$' 0
    split_file_seeds '(^|/)([Mm]akefile|GNUmakefile|.*[.]mk|.*[.]make)$' 1
    i=0
    while IFS= read -r -d '' script; do
      { if [[ $(basename "$script") == Makefile ]]; then printf '\001'; else printf '\000'; fi
        cat "$script"; } >"$CORPUS/script-$i"
      i=$((i + 1))
    done < <(find "$ROOT/examples" "$ROOT/test" -type f \( -name CMakeLists.txt -o -name Makefile \) \
      -not -path "$ROOT/test/CMakeLists.txt" -print0 | sort -z)
  elif [[ $TARGET == cache-entry ]]; then
    # Options byte 0: a parse's entry; 2: a name in the folder; 3: a tag
    # (see fuzz/CacheEntryFuzzer.cpp).
    printf '\000{"format":4,"main":"/s/a.cu","absent":["/s/gen.h"],"files":{"/s/a.cu":{"hash":"0123456789abcdef","facts":{"user_entities":["k"],"user_macros":["M"],"resolved":[[4,"cudaMalloc"]],"full_mask":[7],"narrow_shuffle":[],"dropped_qualifiers":[],"nvidia_only":[[1,9]],"unmapped":[[12,"cudaFoo"]],"parse":[["cu2hip-parse-error",3,1,4,"clang: x","",2,[[3,2,"y"]]]],"analysis":[]}}}}' >"$CORPUS/entry"
    printf '\002facts/ab/ab0123456789abcdef0123456789abcd.json' >"$CORPUS/name-facts"
    printf '\002pch/sdk-0123456789abcdef.pch.inputs' >"$CORPUS/name-pch"
    printf '\003Signature: 8a477f597d28d172789f06886806bc55\n# This file is a cache directory tag created by cu2hip.\n' >"$CORPUS/tag"
  elif [[ $TARGET == lsp-* ]]; then
    # The committed corpus: seeds and the inputs of past findings.
    cp "$ROOT/fuzz/corpus/$TARGET/"* "$CORPUS/"
  elif [[ $TARGET == depfile ]]; then
    # A target and its prerequisites, NUL-separated: ordinary paths, and
    # each character Make or Ninja reads specially.
    printf 'out/src/a.cu\0../src/a.cu\0../include/b.cuh' >"$CORPUS/ordinary"
    printf 'out/my src/a#1.cu\0my src/a#1.cu\0inc/$x.h\0c:/d.h' >"$CORPUS/escaped"
    printf 'out/a.cu\0a (1)/b.h\0x\\y.h\0~/z.h\0p%%q.h\0a=b\0*.h' >"$CORPUS/special"
  else
    i=0
    while IFS= read -r -d '' src; do
      { printf "\\x$(printf %02x $((i % 64)))"
        sed -E '/^[[:space:]]*#[[:space:]]*include[[:space:]]*<[a-z_]+>/d' "$src"
      } >"$CORPUS/seed-$i"
      i=$((i + 1))
    done < <(find "$ROOT/test" "$ROOT/examples" -type f \( -name '*.cu' -o -name '*.cuh' \) \
      -not -path '*/Inputs/cuda/*' -print0 | sort -z)
  fi
  echo "fuzz: seeded $CORPUS with $(ls "$CORPUS" | wc -l) files"
fi

# The dictionary: the committed tokens, plus for the loader every row key,
# handler and diagnostic id the schema accepts (read from their registries).
DICT=$BUILD/$TARGET.dict
cp "$ROOT/fuzz/$TARGET.dict" "$DICT"
if [[ $TARGET == loader ]]; then
  sed -n 's/^CU2HIP_ROW_FIELD("\([a-z_]*\)".*/"    \1: "/p' \
    "$ROOT/include/cu2hip/Mapping/RowFields.def" >>"$DICT"
  sed -n 's/^CU2HIP_HANDLER([A-Za-z0-9]*, *\("[A-Za-z0-9]*"\).*/\1/p' \
    "$ROOT/include/cu2hip/Mapping/Handlers.def" >>"$DICT"
  sed -n 's/^CU2HIP_DIAG([A-Za-z0-9]*, *\("[a-z0-9-]*"\).*/\1/p' \
    "$ROOT/include/cu2hip/Support/Diagnostics.def" >>"$DICT"
elif [[ $TARGET == compile-commands ]]; then
  # Every option the reader knows, with one dash and with two.
  sed -n 's/^CU2HIP_OPTION("\([^"]*\)".*/"-\1"\n"--\1"/p' \
    "$ROOT/lib/Driver/CompilerOptions.def" >>"$DICT"
elif [[ $TARGET == build-script ]]; then
  # The CUDA names of the build-system tables.
  sed -n 's/^  - cuda: *"\{0,1\}\([^"]*\)"\{0,1\} *$/"\1"/p' \
    "$ROOT"/mappings/build-systems/*.yaml | sort -u >>"$DICT"
fi

export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
FUZZ_ARGS=(-max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=4096
  -dict="$DICT" -artifact_prefix="$FINDINGS/" -print_final_stats=1)
# Whole test files (up to 65 KB) parse slowly; their first 8 KB keep the
# shapes that matter.
if [[ $TARGET == translate ]]; then FUZZ_ARGS+=(-max_len=8192); fi
if ((JOBS > 1)); then FUZZ_ARGS+=(-jobs="$JOBS" -workers="$JOBS"); fi
exec "$BUILD/bin/cu2hip-fuzz-$TARGET" "${FUZZ_ARGS[@]}" "$@" "$CORPUS"
