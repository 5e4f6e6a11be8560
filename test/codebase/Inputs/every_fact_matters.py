"""Usage: every_fact_matters.py INPUT CU2HIP [OPTION...]

Run where warm_equals_cold.sh ran (./cache, ./cold, ./cold.findings). For
each kind of AST fact in the cache entries, translates INPUT again from a
copy of the cache with that fact emptied in every entry, and fails unless
the translation or the findings then differ from the cold run's: the inputs
must give every fact, where it changes the output, or a cache that lost it
would go unnoticed. A fact added to AstFacts.def needs an input here.
"""
import filecmp
import glob
import json
import os
import shutil
import subprocess
import sys

input_dir, command = sys.argv[1], sys.argv[2:]


def same_trees(a, b):
    c = filecmp.dircmp(a, b)
    if c.left_only or c.right_only or c.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, c.common_files, shallow=False)
    return not mismatch and not errors and all(
        same_trees(os.path.join(a, d), os.path.join(b, d)) for d in c.common_dirs)


entries = glob.glob(os.path.join("cache", "facts", "*", "*.json"))
kinds = set()
for entry in entries:
    with open(entry) as f:
        for file in json.load(f)["files"].values():
            kinds.update(file["facts"])
if not kinds:
    sys.exit("no cache entries under ./cache")

with open("cold.findings") as f:
    cold_findings = f.read()
unnoticed = []
for kind in sorted(kinds):
    shutil.rmtree("emptied", ignore_errors=True)
    shutil.rmtree("out", ignore_errors=True)
    shutil.copytree("cache", "emptied")
    for entry in glob.glob(os.path.join("emptied", "facts", "*", "*.json")):
        with open(entry) as f:
            unit = json.load(f)
        for file in unit["files"].values():
            file["facts"][kind] = []
        with open(entry, "w") as f:
            json.dump(unit, f)
    run = subprocess.run(command + [input_dir, "-o", "out",
                                    "--cache-dir=emptied"],
                         stderr=subprocess.PIPE, text=True)
    if same_trees("cold", "out") and run.stderr == cold_findings:
        unnoticed.append(kind)
if unnoticed:
    sys.exit("no input gives these facts where they change the output: " +
             ", ".join(unnoticed))
print(f"each of {len(kinds)} kinds of fact changes the output")
