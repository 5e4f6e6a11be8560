#!/usr/bin/env python3
"""hostile_runs.py ROOT -- CU2HIP...: translates the tree hostile_tree.py
wrote in ROOT/src, once as a tree and once unit by unit as build actions
(with a depfile), each cu2hip an argument vector. Prints one line a run:
how it ended and, for a refused depfile, the reason; then whether any
command ran a name (a PWNED-* file anywhere under ROOT)."""
import ast
import os
import subprocess
import sys

root = sys.argv[1]
cu2hip = sys.argv[sys.argv.index("--") + 1:]
units = [ast.literal_eval(line) for line in open(os.path.join(root, "units.txt"))]
os.chdir(root)

tree = subprocess.run(cu2hip + ["src", "-o", "tree out"], capture_output=True, text=True)
translated = all(
    "#include <hip/hip_runtime.h>" in open(os.path.join("tree out", u)).read()
    for u in units)
print(f"tree: exit {tree.returncode}, every unit translated under its name: {translated}")

for i, unit in enumerate(units):
    action = subprocess.run(
        cu2hip + [os.path.join("src", unit), "--source-root=src", "-o", "action out",
                  f"--depfile=deps {i}.d"], capture_output=True, text=True)
    out = os.path.join("action out", unit)
    if action.returncode == 0:
        deps = open(f"deps {i}.d").read()
        print(f"action {i}: exit 0, translated: {os.path.exists(out)}, "
              f"depfile names it: {unit.replace(' ', chr(92) + ' ').replace('$', '$$') in deps}")
    else:
        reason = action.stderr.strip().split("cannot be named in a depfile: ")[-1]
        print(f"action {i}: exit {action.returncode}, nothing written: "
              f"{not os.path.exists(out)}, {reason}")

pwned = [os.path.join(d, f) for d, _, files in os.walk(root) for f in files
         if f.startswith("PWNED")]
print("nothing ran:", not pwned, pwned or "")
