#!/usr/bin/env bash
# Runs clang-tidy (Debian's LLVM 22, .clang-tidy) on the C++ files a change
# touches: those that differ from BASE, by default the first parent of HEAD
# (what the last commit changed); a header through one source file that
# includes it. clang-format (.clang-format) checks every C++ file of the
# tree: it takes seconds, and keeps the whole tree in one style. Needs a
# build folder (compile_commands.json). Exit 1 on any finding.
#
#   scripts/lint.sh [BASE]     e.g. scripts/lint.sh origin/main
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CU2HIP_BUILD_DIR:-$root/build}
llvm=${CU2HIP_LLVM_BIN:-/usr/lib/llvm-22/bin}
base=${1:-HEAD^}
cd "$root"

for tool in clang-format clang-tidy; do
  if [[ ! -x $llvm/$tool ]]; then
    echo "lint: error: $llvm/$tool not found (scripts/setup.sh installs it)" >&2
    exit 2
  fi
done
if [[ ! -f $build/compile_commands.json ]]; then
  echo "lint: error: no $build/compile_commands.json: build first" >&2
  exit 2
fi

cxx_pattern='^(lib|include|tools|unittests|fuzz)/.*\.(cpp|h)$'
if git rev-parse -q --verify "$base^{commit}" >/dev/null; then
  mapfile -t files < <(git diff --name-only --diff-filter=d "$base" |
                         grep -E "$cxx_pattern" || true)
  what="changed since $(git rev-parse --short "$base")"
else
  mapfile -t files < <(git ls-files | grep -E "$cxx_pattern")
  what="in the tree (no $base to compare with)"
fi
status=0
mapfile -t every < <(git ls-files | grep -E "$cxx_pattern")
if ! "$llvm/clang-format" --dry-run -Werror "${every[@]}"; then
  echo "lint: clang-format would change the files above: run" \
       "$llvm/clang-format -i on them" >&2
  status=1
fi

# clang-tidy reads sources through the compile database; a header through
# the first source that includes it. fuzz/ is not in the default build.
declare -A sources=()
for file in "${files[@]}"; do
  case $file in
    fuzz/*) ;;
    *.cpp) sources[$file]=1 ;;
    *.h)
      includer=$(git grep -l -E "#include \"([^\"]*/)?$(basename "$file")\"" \
                   -- 'lib/*.cpp' 'tools/*.cpp' 'unittests/*.cpp' | head -1 || true)
      if [[ -n $includer ]]; then sources[$includer]=1; fi ;;
  esac
done
if ((${#sources[@]} > 0)); then
  if ! "$llvm/clang-tidy" --quiet -p "$build" "${!sources[@]}"; then
    status=1
  fi
fi
if ((status == 0)); then
  echo "lint: ${#every[@]} C++ files formatted; clang-tidy clean on the" \
       "${#files[@]} $what"
fi
exit $status
