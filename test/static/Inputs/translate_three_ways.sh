#!/usr/bin/env bash
# translate_three_ways.sh CU2HIP DEST CU2HIP-OPTION... -- INPUT...
# Translates INPUT... with the program CU2HIP three times: without a cache,
# filling an empty one, then reading it. Each run leaves in DEST its output
# tree (<run>/), its stderr (<run>.stderr) and its JSON report
# (<run>.json). The runs work in DEST's sibling `run/`, moved to DEST at the
# end, so that every path they print or write is the same for any CU2HIP.
# The cache itself is left out: its keys name the program's build.
set -euo pipefail
cu2hip=$1 dest=$2
shift 2
options=()
while [[ $1 != -- ]]; do
  options+=("$1")
  shift
done
shift
run=$(dirname "$dest")/run
rm -rf "$run" "$dest"
mkdir -p "$run"
cd "$run"
translate() { # NAME CACHE-OPTION...
  local name=$1
  shift
  "$cu2hip" "$@" -o "$name" --report "$name.json" --progress=none \
    "${options[@]}" 2>"$name.stderr"
}
translate no-cache --no-cache "$@"
translate cold --cache-dir cache "$@"
translate warm --cache-dir cache "$@"
rm -rf cache
cd - >/dev/null
mv "$run" "$dest"
