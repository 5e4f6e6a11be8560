#!/usr/bin/env python3
"""Measure cu2hip's translation throughput on a generated CUDA codebase.

Generates a seeded codebase (bench/generate_codebase.py) in a temporary
directory, then measures, one after the other on the same tree:

  1. cu2hip over the tree (Clang parse + rewrite), the default mode;
  2. cu2hip --no-ast (token-level rewrite only);
  3. a plain `clang++ -fsyntax-only -x cuda --cuda-host-only` of every .cu,
     one after another: the cost of parsing the same code, without
     translating it, as a baseline for mode 1.

For each it reports wall time, CPU time (user + sys), files/s, lines/s and
peak resident memory. Time and memory come from wait4(2) on each child, the
same source GNU time uses, so /usr/bin/time is not needed.

Builds nothing: expects build/bin/cu2hip (or --cu2hip) to exist.
"""

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep bench/ free of __pycache__
import generate_codebase  # noqa: E402


class Measure:
    """One run of one command: wall and CPU seconds, peak RSS in KiB."""

    def __init__(self):
        self.wall = 0.0
        self.cpu = 0.0
        self.maxrss_kib = 0
        self.runs = 0
        self.failures = 0
        self.stderr_tail = ""

    def add(self, argv, cwd=None):
        start = time.perf_counter()
        proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
        # Drain stderr (cu2hip prints one line per warning) without
        # deadlocking, then reap with wait4 for this child's own rusage.
        err = proc.stderr.read()
        proc.stderr.close()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        self.wall += time.perf_counter() - start
        self.cpu += usage.ru_utime + usage.ru_stime
        self.maxrss_kib = max(self.maxrss_kib, usage.ru_maxrss)
        self.runs += 1
        text = err.decode("utf-8", "replace")
        if proc.returncode != 0:
            self.failures += 1
        self.stderr_tail = text[-4000:]
        return proc.returncode, text


def count_lines(paths):
    total = 0
    for p in paths:
        with open(p, "rb") as f:
            total += f.read().count(b"\n")
    return total


def find_sources(root, suffixes):
    out = []
    for dirpath, _, names in os.walk(root):
        for n in names:
            if n.endswith(suffixes):
                out.append(os.path.join(dirpath, n))
    return sorted(out)


def row(name, m, files, lines, note=""):
    return {
        "mode": name,
        "files": files,
        "lines": lines,
        "wall_s": round(m.wall, 2),
        "cpu_s": round(m.cpu, 2),
        "files_per_s": round(files / m.wall, 2) if m.wall else None,
        "cpu_ms_per_file": round(1000.0 * m.cpu / files) if files else None,
        "lines_per_s": round(lines / m.wall) if m.wall else None,
        "peak_rss_mib": round(m.maxrss_kib / 1024.0, 1),
        "processes": m.runs,
        "failed_processes": m.failures,
        "note": note,
    }


def markdown(rows):
    head = ("| mode | files | lines | wall s | CPU s | files/s | lines/s "
            "| CPU ms/file | peak RSS MiB | note |")
    out = [head, "|" + "---|" * 10]
    for r in rows:
        out.append("| %s | %d | %d | %.1f | %.1f | %.2f | %d | %d | %.0f | %s |"
                   % (r["mode"], r["files"], r["lines"], r["wall_s"],
                      r["cpu_s"], r["files_per_s"], r["lines_per_s"],
                      r["cpu_ms_per_file"], r["peak_rss_mib"], r["note"]))
    return "\n".join(out)


def os_name():
    try:
        with open("/etc/os-release", encoding="utf-8") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return platform.system()


def version_line(argv):
    try:
        out = subprocess.run(argv, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT).stdout
    except OSError:
        return ""
    lines = [l.strip() for l in out.decode("utf-8", "replace").splitlines()
             if l.strip()]
    return lines[0] if lines else ""


def summary_line(stderr):
    """cu2hip's closing 'N translated ...' line, for the record."""
    lines = [l for l in stderr.splitlines() if l.startswith("cu2hip: ")]
    return lines[-1][len("cu2hip: "):] if lines else ""


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--files", type=int, default=300, help=".cu files (300)")
    p.add_argument("--headers", type=int, default=20, help=".cuh headers (20)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--keep", action="store_true",
                   help="keep the generated and translated trees")
    p.add_argument("--json", metavar="FILE", help="also write results here")
    p.add_argument("--cu2hip", default=os.path.join(ROOT, "build/bin/cu2hip"))
    p.add_argument("--clang", default="/usr/lib/llvm-22/bin/clang++")
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("--hip-version", default="5.2")
    p.add_argument("--skip-clang", action="store_true",
                   help="do not run the clang -fsyntax-only baseline")
    p.add_argument("--hipcc-check", type=int, default=0, metavar="K",
                   help="compile K translated files with hipcc (needs hipcc)")
    args = p.parse_args(argv)

    if not os.access(args.cu2hip, os.X_OK):
        p.error("%s is not built (ninja -C build cu2hip)" % args.cu2hip)
    if not args.skip_clang and not os.access(args.clang, os.X_OK):
        p.error("%s not found (or pass --skip-clang)" % args.clang)

    work = tempfile.mkdtemp(prefix="cu2hip-bench-")
    gen = os.path.join(work, "gen")
    try:
        # Run a private copy: a concurrent relink of build/bin/cu2hip must not
        # change the binary halfway through the measurement.
        tool = os.path.join(work, "cu2hip")
        shutil.copy2(args.cu2hip, tool)

        generate_codebase.generate(gen, args.files, args.headers, args.seed)
        cus = find_sources(gen, (".cu",))
        cuhs = find_sources(gen, (".cuh",))
        cu_lines = count_lines(cus)
        all_lines = cu_lines + count_lines(cuhs)
        n_all = len(cus) + len(cuhs)
        inc = os.path.join(gen, "include")
        load_before = os.getloadavg()

        results = []
        notes = {}
        for mode, extra in (("cu2hip", []), ("cu2hip --no-ast", ["--no-ast"])):
            out = os.path.join(work, "out-ast" if not extra else "out-noast")
            m = Measure()
            rc, err = m.add([tool, gen, "-o", out, "--cuda-path",
                             args.cuda_path, "--hip-version", args.hip_version,
                             "-I", inc] + extra)
            if rc != 0:
                sys.stderr.write(m.stderr_tail)
                sys.stderr.write("\n%s exited with %d\n" % (mode, rc))
                return 1
            notes[mode] = summary_line(err)
            results.append(row(mode, m, n_all, all_lines, "1 process"))

        if not args.skip_clang:
            m = Measure()
            for f in cus:
                m.add([args.clang, "-fsyntax-only", "-x", "cuda",
                       "--cuda-host-only", "--cuda-path=" + args.cuda_path,
                       "-nocudalib", "-Wno-unknown-cuda-version", "-I", inc, f])
            if m.failures:
                sys.stderr.write(m.stderr_tail)
                sys.stderr.write("\nclang failed on %d files\n" % m.failures)
                return 1
            results.append(row("clang++ -fsyntax-only", m, len(cus), cu_lines,
                               "%d processes, .cu only" % m.runs))

        hipcc = None
        if args.hipcc_check:
            hipcc = hipcc_check(work, args.hipcc_check)

        load_after = os.getloadavg()
        meta = {
            "date": datetime.date.today().isoformat(),
            "machine": "%s, %d cores, %s, kernel %s" % (
                os_name(), os.cpu_count() or 0, platform.machine(),
                platform.release()),
            "cu2hip_version": version_line([tool, "--version"]),
            "clang_version": version_line([args.clang, "--version"]),
            "load_avg_before": [round(x, 2) for x in load_before],
            "load_avg_after": [round(x, 2) for x in load_after],
            "seed": args.seed,
            "cu_files": len(cus),
            "cuh_files": len(cuhs),
            "cu_lines": cu_lines,
            "total_lines": all_lines,
            "cu2hip_summary": notes,
            "hipcc_check": hipcc,
        }
        print("codebase: %d .cu (%d lines) + %d .cuh, %d lines in all, seed %d"
              % (len(cus), cu_lines, len(cuhs), all_lines, args.seed))
        print("machine: %s; load average %s before, %s after" % (
            meta["machine"], meta["load_avg_before"], meta["load_avg_after"]))
        print("tools: %s; %s\n" % (meta["cu2hip_version"],
                                    meta["clang_version"]))
        print(markdown(results))
        print()
        for mode, line in notes.items():
            print("%s: %s" % (mode, line))
        if hipcc is not None:
            print("hipcc check: %d/%d translated files compiled%s" % (
                hipcc["ok"], hipcc["tried"],
                "" if not hipcc["failed"] else
                " (failed: %s)" % ", ".join(hipcc["failed"])))
        if args.keep:
            print("kept: %s" % work)
        if args.json:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump({"meta": meta, "results": results}, f, indent=2)
                f.write("\n")
        return 0 if hipcc is None or not hipcc["failed"] else 2
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


def hipcc_check(work, count):
    """Compiles COUNT translated files, spread over the tree, for gfx90a."""
    hipcc = shutil.which("hipcc")
    if hipcc is None:
        return {"tried": 0, "ok": 0, "failed": [], "note": "no hipcc"}
    out = os.path.join(work, "out-ast")
    files = find_sources(os.path.join(out, "src"), (".cu",))
    step = max(1, len(files) // max(1, count))
    picked = files[::step][:count]
    failed = []
    for f in picked:
        proc = subprocess.run(
            [hipcc, "--offload-arch=gfx90a", "-x", "hip", "-I",
             os.path.join(out, "include"), "-c", f, "-o", os.path.join(work, "hipcc-check.o")],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if proc.returncode != 0:
            rel = os.path.relpath(f, out)
            failed.append(rel)
            first = [l for l in proc.stdout.decode("utf-8", "replace")
                     .splitlines() if re.search(r"error", l)][:3]
            sys.stderr.write("hipcc failed on %s:\n  %s\n" % (
                rel, "\n  ".join(first)))
    return {"tried": len(picked), "ok": len(picked) - len(failed),
            "failed": failed}


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
