#!/bin/bash
# Usage: warm_equals_cold.sh INPUT CU2HIP [OPTION...]
# Translates INPUT three times in the working folder: cold (filling ./cache,
# which must be new), warm (every parse from ./cache) and without the cache.
# Fails unless the warm run took every parse from the cache and the three
# runs give the same tree, findings, JSON report and exit status.
set -u
Input=$1
shift
for Run in cold warm none; do
  Cache=--cache-dir=cache
  [ "$Run" = none ] && Cache=--no-cache
  rm -rf out
  "$@" "$Input" -o out "$Cache" --parse-stats --report "$Run.json" \
    2>"$Run.stderr"
  echo $? >"$Run.status"
  mv out "$Run"
  grep -v 'translation units parsed' "$Run.stderr" >"$Run.findings"
  grep -v -e '"units_parsed"' -e '"units_from_cache"' -e '"sdk_precompiled"' \
    "$Run.json" >"$Run.report"
done
set -e
grep -q '^cu2hip: [1-9][0-9]* translation units parsed, 0 from the cache' \
  cold.stderr || { echo "the cold run took parses from the cache" >&2; exit 1; }
grep -q '^cu2hip: 0 translation units parsed, [1-9][0-9]* from the cache' \
  warm.stderr || { echo "the warm run parsed again" >&2; exit 1; }
for Run in warm none; do
  diff -r cold "$Run"
  diff cold.findings "$Run.findings"
  diff cold.report "$Run.report"
  diff cold.status "$Run.status"
done
