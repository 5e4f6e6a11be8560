#!/usr/bin/env python3
"""The first run on real code: cu2hip's cold cost against Clang's own parse.

Over project trees the user names (a practice corpus of real CUDA projects,
never committed here), or over a tree bench/generate_codebase.py writes
(--generated N: N .cu units), measures in CPU seconds (user + system, from
wait4(2) on each child, as GNU time reads them) and peak RSS:

  clang      `clang++ -fsyntax-only -x cuda --cuda-host-only` of every
             unit the cold run parsed (its report's build.units: the .cu
             files, the C++ files that use CUDA, the CUDA headers no unit
             includes), one process each, with the flags that run's parse of
             it got (the include folders it inferred) and the two of
             cu2hip's own that change what Clang parses: CUDA 13's
             include/cccl (CUB, Thrust, libcu++) and no error limit; or a
             fixed random --clang-sample of them, the total then scaled to
             all units;
  cold       one cu2hip run over all the trees with an empty cache folder;
  no-cache   the same run with --no-cache;
  warm-pch   the same run after the parses were dropped from the cache
             (cache/facts removed) and once more so that the PCHs the
             earlier runs asked for exist: every unit parsed again, with
             every PCH it would use ready (an edit loop's re-parse);
  per-file   each of those units in a cu2hip process of its own, with the
             same flags, the SDK's PCH in the cache (built by one run
             before) and no parse cached;
  other      with --other, a user's hipify-perl or hipify-clang over every
             one of those units, one process each;
  empty      cu2hip on an empty .cu with everything cached: the fixed cost
             of one process.

Then checks that the cold, no-cache and warm-pch outputs are byte for byte
the same, and reports the cache's size after the cold run. Prints a
Markdown table; --json writes the figures.

Builds nothing: expects build/bin/cu2hip-static, else build/bin/cu2hip (or
--cu2hip), and runs a copy.
"""

import argparse
import filecmp
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def default_cu2hip():
    """The binary the benchmarks measure unless told: the static one that
    -DCU2HIP_STATIC_TWIN=ON builds (what the package ships: no dynamic
    loader relocating LLVM in every process), else the ordinary one."""
    static = os.path.join(ROOT, "build/bin/cu2hip-static")
    if os.access(static, os.X_OK):
        return static
    return os.path.join(ROOT, "build/bin/cu2hip")


def run(cmd, cwd=None, env=None):
    """Runs cmd; returns (cpu seconds, peak RSS KiB, exit status)."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    cpu = usage.ru_utime + usage.ru_stime
    return cpu, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def private_copy(tool, work):
    """A copy of the binary to run: a relink of build/bin/cu2hip while the
    benchmark runs must neither fail a run nor change the binary halfway."""
    copy = os.path.join(work, "bin", os.path.basename(tool))
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    shutil.copy2(tool, copy)
    return copy


def include_dirs(unit, roots):
    """The include folders cache_pressure.py gives a file, the same for every
    file of its project (as a build gives a target's units): the project's
    root, and its include/ folder when there is one (a one-file run infers
    none). (The SDK's PCH is keyed on these folders: a unit's own folder
    among them would give each folder a PCH of its own.)"""
    project = next(r for r in roots if unit.startswith(os.path.join(r, "")))
    found = [project]
    if os.path.isdir(os.path.join(project, "include")):
        found.append(os.path.join(project, "include"))
    return found


def include_flags(unit, roots):
    return [flag for d in include_dirs(unit, roots) for flag in ("-I", d)]


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


def each_unit(units, command):
    """Runs command(unit) for every unit, one process each; returns the CPU
    seconds, the peak RSS and how many exited non-zero."""
    cpu = peak = failed = 0
    for unit in units:
        c, p, status = run(command(unit))
        cpu += c
        peak = max(peak, p)
        failed += status != 0
    return {"cpu_s": round(cpu, 2), "peak_kib": peak, "failed": failed}


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

    def clang_command(self, unit):
        """Clang's parse of a unit as cu2hip's tree run parsed it: the
        unit's flags from the run's report, and CUDA 13's include/cccl and
        no error limit, as cu2hip gives every parse (without them Clang
        stops at the first CUB or Thrust header, or after 20 errors, and
        parses far less than cu2hip did)."""
        cccl = os.path.join(self.args.cuda_path, "include", "cccl")
        own = ["-isystem", cccl] if os.path.isdir(cccl) else []
        return ([self.args.clang, "-fsyntax-only", "-x", "cuda",
                 "--cuda-host-only", "-nocudalib", "-std=c++17", "-w",
                 "-ferror-limit=0", "--cuda-path=" + self.args.cuda_path,
                 "-Wno-unknown-cuda-version"] + own + unit["arguments"] +
                [unit["file"]])

    def clang(self, units):
        """Clang's parse of every unit, or of a fixed random sample of them
        with the CPU scaled to all units (the peak is the sample's)."""
        sample = units
        if self.args.clang_sample and self.args.clang_sample < len(units):
            sample = random.Random(33).sample(units, self.args.clang_sample)
        figures = each_unit(sample, self.clang_command)
        figures["sampled"] = len(sample)
        figures["cpu_s"] = round(figures["cpu_s"] * len(units) / len(sample),
                                 2)
        return figures

    def per_file(self, units, cache):
        out = os.path.join(self.work, "per-file.cu")

        def command(unit):
            shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
            return (self.base + [unit["file"], "-o", out, "--cache-dir",
                                 cache, "--"] + unit["arguments"])
        return each_unit(units, command)

    def other(self, units):
        """The user's --other command over every unit: {unit}, {out} and
        {includes} in it are replaced by the unit, an output file and the
        unit's flags (its -I, -D... from the cold run's report)."""
        out = os.path.join(self.work, "other.hip")

        def command(unit):
            words = []
            for part in shlex.split(self.args.other):
                if part == "{includes}":
                    words += unit["arguments"]
                else:
                    words.append(part.replace("{unit}", unit["file"])
                                 .replace("{out}", out))
            return words
        return each_unit(units, command)

    def empty(self, cache):
        src = os.path.join(self.work, "empty.cu")
        open(src, "w").close()
        cmd = self.base + [src, "-o", src + ".out", "--cache-dir", cache]
        run(cmd)  # the parse of the empty file goes into the cache
        samples = sorted(run(cmd)[0] for _ in range(10))
        return samples[len(samples) // 2]


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("roots", nargs="*", help="project trees")
    p.add_argument("--generated", type=int, metavar="N",
                   help="measure a tree of N .cu units that "
                   "bench/generate_codebase.py writes (seed 1, 40 headers)")
    p.add_argument("--varied-includes", action="store_true",
                   help="with --generated: units start with different runs "
                   "of standard headers, as real units do")
    p.add_argument("--cu2hip", default=default_cu2hip())
    p.add_argument("--clang", default="/usr/lib/llvm-22/bin/clang++")
    p.add_argument("--clang-sample", type=int, metavar="N",
                   help="time Clang on a fixed random N of the units only, "
                   "and scale its CPU to all of them")
    p.add_argument("--other", metavar="CMD",
                   help="also time this command on every unit, e.g. "
                   "'hipify-perl {unit} -o={out}' or 'hipify-clang {unit} "
                   "-o {out} {includes} -- -std=c++17'")
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--skip-clang", action="store_true")
    p.add_argument("--skip-per-file", action="store_true")
    p.add_argument("--json", metavar="FILE")
    p.add_argument("--keep", action="store_true",
                   help="keep the outputs and the cache (the path is printed)")
    args = p.parse_args()
    if bool(args.roots) == bool(args.generated):
        p.error("name project trees or --generated N, not both")
    if args.other and not shutil.which(shlex.split(args.other)[0]):
        p.error(f"--other: '{shlex.split(args.other)[0]}' not found "
                "(not on PATH, or not an executable file)")
    args.roots = [os.path.abspath(r) for r in args.roots]
    return args


def generated_tree(work, files, varied_includes):
    sys.path.insert(0, HERE)
    from generate_codebase import generate
    root = os.path.join(work, "generated")
    generate(root, files, 40, 1, varied_includes)
    return root


def parsed_units(report):
    """The units a run parsed, with their flags, from its JSON report."""
    with open(report) as f:
        return json.load(f)["build"]["units"]


def measure(args, work):
    """Runs every measurement; returns the figures."""
    bench = Bench(args, work)
    cache = os.path.join(work, "cache")
    # Every tree run writes its report, so that all three pay for one.
    def report(name):
        return ["--report", os.path.join(work, name + ".json")]
    cold = bench.tree("cold", ["--cache-dir", cache] + report("cold"))
    units = parsed_units(os.path.join(work, "cold.json"))
    if not units:
        sys.exit("real_code: the cold run parsed no unit")
    figures = {"units": len(units), "roots": args.roots,
               "generated": args.generated,
               "varied_includes": args.varied_includes}
    figures["cache_bytes_after_cold"] = folder_size(cache)
    nocache = bench.tree("nocache", ["--no-cache"] + report("nocache"))
    shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
    bench.tree("asked", ["--cache-dir", cache])
    shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
    warm = bench.tree("warm", ["--cache-dir", cache] + report("warm"))
    figures["cache_bytes_after_warm"] = folder_size(cache)
    for name, (cpu, peak, status, _) in (("cold", cold), ("no-cache", nocache),
                                         ("warm-pch", warm)):
        figures[name] = {"cpu_s": round(cpu, 2), "peak_kib": peak,
                         "status": status}
    figures["identical"] = (same_trees(cold[3], nocache[3]) and
                            same_trees(nocache[3], cold[3]) and
                            same_trees(cold[3], warm[3]))
    if not args.skip_clang:
        figures["clang"] = bench.clang(units)
    if not args.skip_per_file:
        figures["per-file"] = bench.per_file(units, cache)
    if args.other:
        figures["other"] = bench.other(units)
        figures["other"]["command"] = args.other
    figures["empty_cpu_ms"] = round(bench.empty(cache) * 1000, 1)
    return figures


def print_table(figures, units):
    clang = figures.get("clang", {})
    print(f"{units} units under {len(figures['roots'])} trees; outputs "
          f"{'identical' if figures['identical'] else 'DIFFER'}")
    if clang.get("sampled", units) < units:
        print(f"Clang timed on a fixed random {clang['sampled']} of the "
              f"{units} units; its CPU below is scaled to all {units}")
    print("| run | CPU s | s/unit | x clang | peak RSS MiB | failed |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in ("clang", "cold", "no-cache", "warm-pch", "per-file", "other"):
        if name not in figures:
            continue
        f = figures[name]
        ratio = f"{f['cpu_s'] / clang['cpu_s']:.2f}" if clang else "-"
        failed = f.get("failed", int(f.get("status", 0) != 0))
        print(f"| {name} | {f['cpu_s']:.1f} | {f['cpu_s'] / units:.3f} "
              f"| {ratio} | {f['peak_kib'] / 1024:.0f} | {failed} |")
    print(f"cache after the cold run: "
          f"{figures['cache_bytes_after_cold'] / 2**20:.0f} MiB; after the "
          f"warm runs: {figures['cache_bytes_after_warm'] / 2**20:.0f} MiB; "
          f"an empty .cu, everything cached: {figures['empty_cpu_ms']} ms")


def main():
    args = parse_args()
    work = tempfile.mkdtemp(prefix="cu2hip-real-code-")
    args.cu2hip = private_copy(args.cu2hip, work)
    if args.generated:
        args.roots = [generated_tree(work, args.generated,
                                     args.varied_includes)]
    figures = measure(args, work)
    if args.keep:
        print(f"outputs and cache kept in {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    print_table(figures, figures["units"])
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)


if __name__ == "__main__":
    main()
