#!/usr/bin/env python3
"""The first run on real code: cu2hip's cold cost against Clang's own parse.

Over project trees the user names (a practice corpus of real CUDA projects,
never committed here), measures in CPU seconds (user + system, from
wait4(2) on each child, as GNU time reads them) and peak RSS:

  clang      `clang++ -fsyntax-only -x cuda --cuda-host-only` of every .cu
             unit, one process each, with the unit's folder and its
             project's root as include folders;
  cold       one cu2hip run over all the trees with an empty cache folder;
  no-cache   the same run with --no-cache;
  warm-pch   the same run after the parses were dropped from the cache
             (cache/facts removed) and once more so that the PCHs the
             earlier runs asked for exist: every unit parsed again, with
             every PCH it would use ready (an edit loop's re-parse);
  per-file   each unit in a cu2hip process of its own, with the SDK's PCH
             in the cache (built by one run before) and no parse cached;
  empty      cu2hip on an empty .cu with everything cached: the fixed cost
             of one process.

Then checks that the cold, no-cache and warm-pch outputs are byte for byte
the same, and reports the cache's size after the cold run. Prints a
Markdown table; --json writes the figures.

Builds nothing: expects build/bin/cu2hip (or --cu2hip).
"""

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def run(cmd, cwd=None, env=None):
    """Runs cmd; returns (cpu seconds, peak RSS KiB, exit status)."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    cpu = usage.ru_utime + usage.ru_stime
    return cpu, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def units_of(root):
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(folder, f) for f in sorted(files)
                  if f.endswith(".cu")]
    return found


def folder_size(path):
    total = 0
    for folder, _, files in os.walk(path):
        for f in files:
            p = os.path.join(folder, f)
            if os.path.isfile(p) and not os.path.islink(p):
                total += os.path.getsize(p)
    return total


# These name the output folder itself (absolute paths, and their hashes).
NAMES_OUTPUT_FOLDER = {"compile_commands.json", ".cu2hip-manifest.json"}


def same_trees(a, b):
    """True when every file under a is under b with the same bytes."""
    for folder, _, files in os.walk(a):
        for f in files:
            if f in NAMES_OUTPUT_FOLDER:
                continue
            x = os.path.join(folder, f)
            y = os.path.join(b, os.path.relpath(x, a))
            if not os.path.isfile(y) or not filecmp.cmp(x, y, shallow=False):
                return False
    return True


class Bench:
    def __init__(self, args, work):
        self.args = args
        self.work = work
        self.base = [args.cu2hip, "--cuda-path", args.cuda_path,
                     "--progress=none", "-j", str(args.jobs)]

    def tree(self, name, extra):
        out = os.path.join(self.work, "out-" + name)
        shutil.rmtree(out, ignore_errors=True)
        cmd = self.base + self.args.roots + ["-o", out] + extra
        return run(cmd) + (out,)

    def clang(self, units):
        cpu = peak = 0
        for unit in units:
            project = next(r for r in self.args.roots
                           if unit.startswith(os.path.join(r, "")))
            cmd = [self.args.clang, "-fsyntax-only", "-x", "cuda",
                   "--cuda-host-only", "-nocudalib", "-std=c++17", "-w",
                   "--cuda-path=" + self.args.cuda_path,
                   "-Wno-unknown-cuda-version", "-I", os.path.dirname(unit),
                   "-I", project, unit]
            c, p, _ = run(cmd)
            cpu += c
            peak = max(peak, p)
        return cpu, peak

    def per_file(self, units, cache):
        cpu = peak = 0
        out = os.path.join(self.work, "per-file.cu")
        for unit in units:
            shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
            c, p, _ = run(self.base + [unit, "-o", out, "--cache-dir", cache])
            cpu += c
            peak = max(peak, p)
        return cpu, peak

    def empty(self, cache):
        src = os.path.join(self.work, "empty.cu")
        open(src, "w").close()
        cmd = self.base + [src, "-o", src + ".out", "--cache-dir", cache]
        run(cmd)  # the parse of the empty file goes into the cache
        samples = sorted(run(cmd)[0] for _ in range(10))
        return samples[len(samples) // 2]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("roots", nargs="+", help="project trees (absolute)")
    p.add_argument("--cu2hip", default=os.path.join(ROOT, "build/bin/cu2hip"))
    p.add_argument("--clang", default="/usr/lib/llvm-22/bin/clang++")
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--skip-clang", action="store_true")
    p.add_argument("--skip-per-file", action="store_true")
    p.add_argument("--json", metavar="FILE")
    p.add_argument("--keep", action="store_true",
                   help="keep the outputs and the cache (the path is printed)")
    args = p.parse_args()
    args.roots = [os.path.abspath(r) for r in args.roots]
    units = [u for r in args.roots for u in units_of(r)]
    if not units:
        sys.exit("real_code: no .cu units under the given trees")

    work = tempfile.mkdtemp(prefix="cu2hip-real-code-")
    bench = Bench(args, work)
    cache = os.path.join(work, "cache")
    figures = {"units": len(units), "roots": args.roots}
    cold = bench.tree("cold", ["--cache-dir", cache])
    figures["cache_bytes_after_cold"] = folder_size(cache)
    nocache = bench.tree("nocache", ["--no-cache"])
    shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
    bench.tree("asked", ["--cache-dir", cache])
    shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
    warm = bench.tree("warm", ["--cache-dir", cache])
    figures["cache_bytes_after_warm"] = folder_size(cache)
    for name, (cpu, peak, status, _) in (("cold", cold), ("no-cache", nocache),
                                         ("warm-pch", warm)):
        figures[name] = {"cpu_s": round(cpu, 2), "peak_kib": peak,
                         "status": status}
    figures["identical"] = (same_trees(cold[3], nocache[3]) and
                            same_trees(nocache[3], cold[3]) and
                            same_trees(cold[3], warm[3]))
    if not args.skip_clang:
        cpu, peak = bench.clang(units)
        figures["clang"] = {"cpu_s": round(cpu, 2), "peak_kib": peak}
    if not args.skip_per_file:
        cpu, peak = bench.per_file(units, cache)
        figures["per-file"] = {"cpu_s": round(cpu, 2), "peak_kib": peak}
    figures["empty_cpu_ms"] = round(bench.empty(cache) * 1000, 1)
    if args.keep:
        print(f"outputs and cache kept in {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)

    clang = figures.get("clang", {}).get("cpu_s")
    print(f"{len(units)} units under {len(args.roots)} trees; outputs "
          f"{'identical' if figures['identical'] else 'DIFFER'}")
    print("| run | CPU s | s/unit | x clang | peak RSS MiB |")
    print("|---|---:|---:|---:|---:|")
    for name in ("clang", "cold", "no-cache", "warm-pch", "per-file"):
        if name not in figures:
            continue
        f = figures[name]
        ratio = f"{f['cpu_s'] / clang:.2f}" if clang else "-"
        print(f"| {name} | {f['cpu_s']:.1f} | {f['cpu_s'] / len(units):.3f} "
              f"| {ratio} | {f['peak_kib'] / 1024:.0f} |")
    print(f"cache after the cold run: "
          f"{figures['cache_bytes_after_cold'] / 2**20:.0f} MiB; after the "
          f"warm runs: {figures['cache_bytes_after_warm'] / 2**20:.0f} MiB; "
          f"an empty .cu, everything cached: {figures['empty_cpu_ms']} ms")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)


if __name__ == "__main__":
    main()
