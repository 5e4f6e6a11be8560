"""Summarizes a verify report for shell-metacharacters.test: whether it
passed, how many builds succeeded, the kernels compared, and whether every
build names one of the units hostile_tree.py wrote, under its real name."""
import ast
import json
import os
import sys

report = json.load(open(sys.argv[1]))["verification"]
units = [ast.literal_eval(line) for line in open(sys.argv[2])]
builds = report["builds"]
print("passed:", report["passed"])
print("builds:", sum(b["ok"] for b in builds), "ok")
print("kernels:", " ".join(sorted({k["name"].split("(")[0] for k in report["kernels"]})))
named = {os.path.relpath(b["source"], "src") for b in builds if b["compiler"] == "nvcc"}
print("every unit under its own name" if named == set(units)
      else f"names differ: {sorted(named)} vs {sorted(units)}")
