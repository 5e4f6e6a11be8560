#!/usr/bin/env python3
"""Translation as a build action against one tree run over the same units.

Over project trees the user names (a practice corpus of real CUDA projects,
never committed here), measures in CPU seconds (user + system of every
process, from wait4(2)):

  tree          one cu2hip run over each tree, with an empty cache folder
                (a first translation of the project);
  tree-nocache  the same with --no-cache;
  actions       every .cu unit in a build action of its own, one process
                each, as CMake's cu2hip_translate has Ninja or Make run
                them (`cu2hip UNIT --source-root=TREE -o OUT --depfile=D`),
                with an empty cache folder at the start (a first build);
  actions-rebuild  the same actions again with that cache, its parses
                removed: a rebuild after every unit was edited, with the
                PCHs the first build asked for ready;
  actions-nocache  the same with --no-cache, as Bazel's actions run
                without workers;
  worker        the same actions as requests to one persistent worker
                (`cu2hip --persistent_worker`, --no-cache as the Bazel rules
                pass it): the worker process's CPU from its start to its
                end.

Each action gets its tree and the tree's --include folders as include
folders, the same for every unit of a tree as a build target's (a tree run
infers them from the tree): the precompiled SDK is made for one set of
flags, so a worker precompiles it once a tree. Then checks that the worker's translations
are the actions' byte for byte, and says how many units the tree run
translated the same. Prints a Markdown table; --json writes the figures.

Builds nothing: expects build/bin/cu2hip-static, else build/bin/cu2hip (or
--cu2hip).
"""

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile

from real_code import default_cu2hip, run, units_of

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Bench:
    def __init__(self, args, work):
        self.args = args
        self.work = work
        self.base = [args.cu2hip, "--cuda-path", args.cuda_path,
                     "--progress=none"]

    def out(self, name, tree):
        return os.path.join(self.work, name, os.path.basename(tree))

    def tree(self, name, extra):
        cpu = 0
        for tree in self.args.roots:
            cmd = self.base + ["-j", str(self.args.jobs), tree,
                               "-o", self.out(name, tree)] + extra
            cpu += run(cmd)[0]
        return cpu

    def action(self, name, tree, unit, extra):
        """A build action's arguments for unit (after the program)."""
        out = self.out(name, tree)
        depfile = os.path.join(out, os.path.relpath(unit, tree) + ".d")
        return ([unit, "--source-root=" + tree, "-o", out,
                 "--depfile=" + depfile] + extra +
                ["--", "-I" + tree] +
                ["-I" + os.path.join(tree, d) for d in self.args.include])

    def actions(self, name, extra):
        cpu = 0
        for tree in self.args.roots:
            for unit in units_of(tree):
                cpu += run(self.base + self.action(name, tree, unit, extra))[0]
        return cpu

    def worker(self, name):
        proc = subprocess.Popen(self.base + ["--persistent_worker"],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        failed = 0
        for tree in self.args.roots:
            for unit in units_of(tree):
                args = self.action(name, tree, unit, ["--no-cache"])
                proc.stdin.write(json.dumps({"arguments": args}).encode())
                proc.stdin.flush()
                failed += json.loads(proc.stdout.readline()).get("exitCode", 0) == 2
        proc.stdin.close()
        _, status, usage = os.wait4(proc.pid, 0)
        if failed or os.waitstatus_to_exitcode(status):
            sys.exit(f"build_action: the worker refused {failed} actions")
        return usage.ru_utime + usage.ru_stime


def same_units(args, work, a, b):
    """How many units' translations are the same in outputs a and b."""
    same = 0
    for tree in args.roots:
        for unit in units_of(tree):
            rel = os.path.join(os.path.basename(tree), os.path.relpath(unit, tree))
            x, y = os.path.join(work, a, rel), os.path.join(work, b, rel)
            same += (os.path.isfile(x) and os.path.isfile(y) and
                     filecmp.cmp(x, y, shallow=False))
    return same


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("roots", nargs="+", help="project trees")
    p.add_argument("--cu2hip", default=default_cu2hip())
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--include", action="append", default=[], metavar="DIR",
                   help="an include folder of every tree, relative to it "
                        "(a generated codebase's 'include')")
    p.add_argument("--json", metavar="FILE")
    args = p.parse_args()
    args.roots = [os.path.abspath(r) for r in args.roots]
    units = sum(len(units_of(r)) for r in args.roots)
    if not units:
        sys.exit("build_action: no .cu units under the given trees")
    work = tempfile.mkdtemp(prefix="cu2hip-build-action-")
    bench = Bench(args, work)
    figures = {"units": units, "roots": args.roots}
    figures["tree"] = bench.tree("tree", ["--cache-dir", work + "/cache-tree"])
    figures["tree-nocache"] = bench.tree("tree-nocache", ["--no-cache"])
    figures["actions"] = bench.actions("actions",
                                       ["--cache-dir", work + "/cache-actions"])
    shutil.rmtree(work + "/cache-actions/facts", ignore_errors=True)
    figures["actions-rebuild"] = bench.actions(
        "actions-rebuild", ["--cache-dir", work + "/cache-actions"])
    figures["actions-nocache"] = bench.actions("actions-nocache", ["--no-cache"])
    figures["worker"] = bench.worker("worker")
    worker_same = same_units(args, work, "actions-nocache", "worker")
    tree_same = same_units(args, work, "tree-nocache", "actions-nocache")
    shutil.rmtree(work, ignore_errors=True)

    print(f"{units} units under {len(args.roots)} trees; the worker's "
          f"translations are the actions' for {worker_same} of them, the "
          f"tree run's for {tree_same}")
    print("| run | CPU s | s/unit | x tree (same cache setting) |")
    print("|---|---:|---:|---:|")
    for name in ("tree", "tree-nocache", "actions", "actions-rebuild",
                 "actions-nocache", "worker"):
        cached = name in ("tree", "actions", "actions-rebuild")
        base = figures["tree" if cached else "tree-nocache"]
        cpu = figures[name]
        print(f"| {name} | {cpu:.1f} | {cpu / units:.3f} | {cpu / base:.2f} |")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)
    if worker_same != units:
        sys.exit("build_action: the worker's translations differ")


if __name__ == "__main__":
    main()
