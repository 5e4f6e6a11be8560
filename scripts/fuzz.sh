#!/usr/bin/env bash
# Builds cu2hip's libFuzzer targets and runs one of them.
#
#   scripts/fuzz.sh TARGET [SECONDS] [-- LIBFUZZER_ARGS...]
#
# TARGET is `loader` (mapping-table YAML) or `translate` (translateSource, with
# and without AST facts). SECONDS defaults to 60. Environment:
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
  loader | translate) ;;
  *)
    echo "usage: scripts/fuzz.sh loader|translate [SECONDS] [-- LIBFUZZER_ARGS...]" >&2
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

# Seed an empty corpus from the repository. Translator inputs start with one
# options byte (see fuzz/TranslateFuzzer.cpp); the seeds cycle through them.
# Their standard library includes (<vector>) are dropped: parsing those
# headers made an input with AST facts about 12 times slower, and they are Clang's
# business, not cu2hip's.
mkdir -p "$CORPUS" "$FINDINGS"
if [[ -z $(ls -A "$CORPUS") ]]; then
  if [[ $TARGET == loader ]]; then
    # Each table's header and first 12 rows: whole tables (up to 260 KB)
    # would make every mutation slow.
    for table in "$ROOT"/mappings/*.yaml; do
      awk '/^  - cuda:/ && ++rows > 12 { exit } { print }' "$table" \
        >"$CORPUS/$(basename "$table")"
    done
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

# The dictionary: the committed tokens, plus for the loader every handler
# and diagnostic id the schema accepts (read from their registries).
DICT=$BUILD/$TARGET.dict
cp "$ROOT/fuzz/$TARGET.dict" "$DICT"
if [[ $TARGET == loader ]]; then
  sed -n 's/^CU2HIP_HANDLER([A-Za-z0-9]*, *\("[A-Za-z0-9]*"\).*/\1/p' \
    "$ROOT/include/cu2hip/Mapping/Handlers.def" >>"$DICT"
  sed -n 's/^CU2HIP_DIAG([A-Za-z0-9]*, *\("[a-z0-9-]*"\).*/\1/p' \
    "$ROOT/include/cu2hip/Diagnostics.def" >>"$DICT"
fi

export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
FUZZ_ARGS=(-max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=4096
  -dict="$DICT" -artifact_prefix="$FINDINGS/" -print_final_stats=1)
# Whole test files (up to 65 KB) parse slowly; their first 8 KB keep the
# shapes that matter.
if [[ $TARGET == translate ]]; then FUZZ_ARGS+=(-max_len=8192); fi
if ((JOBS > 1)); then FUZZ_ARGS+=(-jobs="$JOBS" -workers="$JOBS"); fi
exec "$BUILD/bin/cu2hip-fuzz-$TARGET" "${FUZZ_ARGS[@]}" "$@" "$CORPUS"
