"""Usage: every_fact_cached.py CACHE

Fails unless every kind of AST fact a cache entry holds is non-empty in some
file of some entry of CACHE: the inputs of cache-warm-equals-cold.test must
exercise each fact (a fact added to AstFacts.def needs an input there).
"""
import glob
import json
import os
import sys

kinds, seen = set(), set()
for entry in glob.glob(os.path.join(sys.argv[1], "facts", "*", "*.json")):
    with open(entry) as f:
        for file in json.load(f)["files"].values():
            for kind, value in file["facts"].items():
                kinds.add(kind)
                if value:
                    seen.add(kind)
missing = sorted(kinds - seen)
if not kinds or missing:
    sys.exit("no input gives these facts: " + (", ".join(missing) or "any"))
print(f"every fact cached: {len(kinds)} kinds")
