#!/usr/bin/env python3
"""How much a build that translates its CUDA sources itself costs.

A generated CUDA codebase (generate_codebase.py) gets a CMakeLists.txt that
calls cu2hip_translate over every unit; Ninja then builds the translations
(and, with --compile, the objects hipcc makes of them) four times:

  cold      an empty build folder and an empty cu2hip cache
  unit      one .cu edited
  header    one shared header edited (every unit that includes it)
  touch     the same header touched, not changed: translations rerun,
            compiles do not

For each it prints the wall time, which steps ran, and the translation
actions' own times from .ninja_log (the per-action cost a build farm pays).
A benchmark, not a test: it asserts only that each build did the steps the
edit calls for, and leaves the times to the reader.

  ninja -C build cu2hip
  python3 bench/continuous_cmake.py --files 100 --headers 10
  python3 bench/continuous_cmake.py --files 20 --headers 4 --compile
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_codebase  # noqa: E402

CMAKE_LISTS = """cmake_minimum_required(VERSION 3.20)
project(bench_continuous LANGUAGES CXX)
find_package(cu2hip CONFIG REQUIRED)
file(GLOB_RECURSE units RELATIVE ${PROJECT_SOURCE_DIR} src/*.cu)
list(SORT units)
cu2hip_translate(hip_units SOURCES ${units} INCLUDE_DIRECTORIES include)
add_custom_target(translations ALL DEPENDS ${hip_units})
if(BENCH_COMPILE)
  add_library(bench OBJECT ${hip_units})
  target_include_directories(bench PRIVATE ${hip_units_INCLUDE_DIRS})
  target_compile_options(bench PRIVATE --offload-arch=gfx90a)
endif()
"""


def ninja(build, target, env):
    start = time.monotonic()
    out = subprocess.run(["ninja", "-C", build, target], env=env, text=True,
                         capture_output=True)
    wall = time.monotonic() - start
    if out.returncode != 0:
        sys.exit("ninja failed:\n" + out.stdout + out.stderr)
    steps = [l.split("] ", 1)[1] for l in out.stdout.splitlines()
             if l.startswith("[") and "] " in l]
    return wall, steps


def ninja_log(build):
    """The newest .ninja_log entry of each output: (start ms, end ms, mtime).
    Ninja rewrites the log now and then, so runs are told apart by entry."""
    entries = {}
    for line in open(os.path.join(build, ".ninja_log")).read().splitlines()[1:]:
        start, end, mtime, output, _ = line.split("\t")
        entries[output] = (int(start), int(end), mtime)
    return entries


def translation_times(before, after):
    """Durations (s) of the translation edges that ran between two logs."""
    return [(end - start) / 1000.0
            for output, (start, end, mtime) in after.items()
            if "/cu2hip/" in output and output.endswith(".cu")
            and before.get(output) != (start, end, mtime)]


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--files", type=int, default=100)
    p.add_argument("--headers", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--compile", action="store_true",
                   help="also compile the translations with hipcc")
    p.add_argument("--cu2hip-build", default=os.path.join(HERE, "..", "build"),
                   help="cu2hip's build folder (its package is found there)")
    p.add_argument("--json", help="write the numbers here")
    args = p.parse_args(argv)

    work = tempfile.mkdtemp(prefix="cu2hip-continuous-")
    src, build = os.path.join(work, "src"), os.path.join(work, "build")
    generate_codebase.generate(src, args.files, args.headers, args.seed)
    with open(os.path.join(src, "CMakeLists.txt"), "w") as f:
        f.write(CMAKE_LISTS)
    env = dict(os.environ, CU2HIP_CACHE_DIR=os.path.join(work, "cache"))
    configure = ["cmake", "-G", "Ninja", "-S", src, "-B", build,
                 "-DCMAKE_PREFIX_PATH=" + os.path.abspath(args.cu2hip_build),
                 "-DBENCH_COMPILE=" + ("ON" if args.compile else "OFF")]
    if args.compile:
        configure.append("-DCMAKE_CXX_COMPILER=hipcc")
    subprocess.run(configure, check=True, capture_output=True, env=env)

    units = sorted(os.path.relpath(os.path.join(d, f), src)
                   for d, _, fs in os.walk(os.path.join(src, "src"))
                   for f in fs if f.endswith(".cu"))
    header = os.path.join(src, "include", "common", "check.cuh")
    results, logged = {}, {}

    def run(name, edit):
        nonlocal logged
        if edit:
            edit()
        wall, steps = ninja(build, "all", env)
        now = ninja_log(build)
        times = translation_times(logged, now)
        logged = now
        translated = sum(s.startswith("Translating") for s in steps)
        compiled = sum(s.startswith("Building") for s in steps)
        results[name] = {"wall_s": round(wall, 2), "translated": translated,
                         "compiled": compiled,
                         "action_mean_s": round(statistics.mean(times), 3) if times else 0,
                         "action_max_s": round(max(times), 3) if times else 0}
        print(f"{name:7} {wall:7.2f} s wall  {translated:4} translated  "
              f"{compiled:4} compiled  per action: mean "
              f"{results[name]['action_mean_s']:.3f} s, max "
              f"{results[name]['action_max_s']:.3f} s")
        return translated, compiled

    def append(path):
        return lambda: open(os.path.join(src, path), "a").write("// edited\n")

    includers = sum("common/check.cuh" in open(os.path.join(src, u)).read()
                    for u in units)
    print(f"{len(units)} units, {args.headers} headers, {includers} units "
          f"include common/check.cuh; -j {os.cpu_count()}")
    run("cold", None)
    t, c = run("unit", append(units[0]))
    assert t == 1 and c == (1 if args.compile else 0), (t, c)
    t, c = run("header", append("include/common/check.cuh"))
    assert t == includers, (t, includers)
    t, c = run("touch", lambda: os.utime(header))
    assert t == includers and c == 0, (t, c)
    # For scale: the same tree translated in one cu2hip run, cold.
    cu2hip = os.path.join(os.path.abspath(args.cu2hip_build), "bin", "cu2hip")
    start = time.monotonic()
    subprocess.run([cu2hip, src, "-o", os.path.join(work, "tree"), "--quiet",
                    "--cache-dir", os.path.join(work, "tree-cache")],
                   check=True)
    tree = time.monotonic() - start
    results["one run over the tree, cold"] = {"wall_s": round(tree, 2)}
    print(f"one cu2hip run over the tree, cold: {tree:.2f} s wall")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"files": len(units), "headers": args.headers,
                       "includers": includers, "compile": args.compile,
                       "runs": results}, f, indent=2)
    shutil.rmtree(work)


if __name__ == "__main__":
    main(sys.argv[1:])
