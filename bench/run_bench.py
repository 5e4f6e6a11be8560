#!/usr/bin/env python3
"""Measure cu2hip against a plain Clang parse on a generated CUDA codebase.

Generates a seeded codebase (bench/generate_codebase.py) in a temporary
directory and measures, in one run, on the same tree and with the same
parallelism J (-j, default: every core):

  1. the baseline: `clang++ -fsyntax-only -x cuda` of every .cu, J processes
     at a time, once for the host only (--cuda-host-only) and once plain
     (host and device, as nvcc-style CUDA is parsed);
  2. cu2hip cold: an empty cache directory and an empty output directory;
  3. cu2hip warm: the same command again, same cache, same output directory;
  4. cu2hip after one .cu changed, then after one shared header changed;
  5. cu2hip --no-ast (token-level rewrite only), cold;
  6. cu2hip cold on a tree of N/10 files, to see whether peak memory grows
     with the number of files.

It then checks the outputs: warm == cold byte for byte, the cached
incremental output == a translation of the edited tree without the cache,
and -j1 == -jJ on the first K files. Time and memory come from wait4(2) on
each child, the same source GNU time uses.

cu2hip's -j, --cache-dir and --no-cache are used when `cu2hip --help` lists
them; otherwise the runs go without them and the output says so.

Builds nothing: expects build/bin/cu2hip (or --cu2hip) to exist.
"""

import argparse
import datetime
import hashlib
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

MANIFEST = ".cu2hip-manifest.json"
COMPILE_DB = "compile_commands.json"
EDIT_MARK = "cu2hip-bench edit"
# A peak RSS at N files within this factor of the one at N/10 files counts as
# "bounded independent of the number of files".
MEMORY_GROWTH_LIMIT = 1.25
GOAL_COLD = 0.5   # cold translation <= 0.5 x the plain parse
GOAL_WARM = 0.05  # warm re-run < 5% of the plain parse


class Measure:
    """Wall and CPU seconds and peak RSS (KiB) of one or more processes."""

    def __init__(self):
        self.wall = 0.0
        self.cpu = 0.0
        self.maxrss_kib = 0
        self.runs = 0
        self.failures = 0
        self.failure_text = ""

    def account(self, status, usage, log):
        self.cpu += usage.ru_utime + usage.ru_stime
        self.maxrss_kib = max(self.maxrss_kib, usage.ru_maxrss)
        self.runs += 1
        rc = os.waitstatus_to_exitcode(status)
        if rc != 0:
            self.failures += 1
            if not self.failure_text:
                self.failure_text = "exit %d\n%s" % (rc, tail(log, 4000))
        return rc


def tail(path, limit):
    with open(path, "rb") as f:
        data = f.read()
    return data[-limit:].decode("utf-8", "replace")


def run_batch(argvs, jobs, logdir, env=None):
    """Runs ARGVS, JOBS at a time; wall time is the whole batch's.

    Each child's stderr goes to its own file in LOGDIR (a pipe could fill up
    while we wait for another child); each is reaped with wait4 for its own
    rusage, so the peak RSS is the largest of any one process.
    """
    m = Measure()
    running = {}
    pending = list(enumerate(argvs))
    start = time.perf_counter()
    while pending or running:
        while pending and len(running) < max(1, jobs):
            index, argv = pending.pop(0)
            log = os.path.join(logdir, "%d.log" % index)
            with open(log, "wb") as err:
                proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL,
                                        stderr=err, env=env)
            running[proc.pid] = (proc, log)
        pid, status, usage = os.wait4(-1, 0)
        if pid not in running:
            continue
        proc, log = running.pop(pid)
        # Reaped here, so tell Popen, or it would wait on a pid that is gone.
        proc.returncode = m.account(status, usage, log)
    m.wall = time.perf_counter() - start
    return m


def run_one(argv, log, env=None):
    """Runs one process; returns (Measure, its stderr text)."""
    m = Measure()
    start = time.perf_counter()
    with open(log, "wb") as err:
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err,
                                env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    m.wall = time.perf_counter() - start
    proc.returncode = m.account(status, usage, log)
    with open(log, "rb") as f:
        return m, f.read().decode("utf-8", "replace")


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


def tree_hashes(root):
    """{relative path: sha256} of every file under ROOT but the manifest.

    compile_commands.json names the output directory it lives in: it is
    hashed with that directory's absolute path replaced, so trees written
    to different places compare equal when they are."""
    out = {}
    here = os.path.abspath(root).encode()
    for dirpath, _, names in os.walk(root):
        for n in names:
            if n == MANIFEST:
                continue
            path = os.path.join(dirpath, n)
            with open(path, "rb") as f:
                data = f.read()
            if n == COMPILE_DB:
                data = data.replace(here, b"<OUT>")
            out[os.path.relpath(path, root)] = hashlib.sha256(data).hexdigest()
    return out


def tree_diff(a, b):
    """Paths that differ between two tree_hashes maps, or exist in one only."""
    return sorted(p for p in set(a) | set(b) if a.get(p) != b.get(p))


def check(name, differing, compared, detail=""):
    return {"check": name, "ok": not differing, "files_compared": compared,
            "differing": len(differing), "first_differing": differing[:5],
            "detail": detail}


def includers(gen, cus):
    """{header path relative to include/: number of .cu that include it}.

    Follows quoted includes through headers, so a .cu that includes a header
    that includes common/check.cuh counts for check.cuh too.
    """
    inc = os.path.join(gen, "include")
    quoted = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)

    def direct(path):
        with open(path, encoding="utf-8") as f:
            return [h for h in quoted.findall(f.read())
                    if os.path.isfile(os.path.join(inc, h))]

    header_deps = {}
    for h in find_sources(inc, (".cuh",)):
        header_deps[os.path.relpath(h, inc)] = direct(h)
    counts = {h: 0 for h in header_deps}
    for cu in cus:
        seen = set()
        todo = direct(cu)
        while todo:
            h = todo.pop()
            if h not in seen:
                seen.add(h)
                todo.extend(header_deps.get(h, []))
        for h in seen:
            counts[h] += 1
    return counts


def row(name, m, files, lines, jobs, note=""):
    return {
        "mode": name,
        "files": files,
        "lines": lines,
        "jobs": jobs,
        "wall_s": round(m.wall, 2),
        "cpu_s": round(m.cpu, 2),
        "files_per_s": round(files / m.wall, 2) if m.wall else None,
        "cpu_ms_per_file": round(1000.0 * m.cpu / files) if files else None,
        "lines_per_s": round(lines / m.wall) if m.wall else None,
        "peak_rss_mib": round(m.maxrss_kib / 1024.0, 1),
        "processes": m.runs,
        "note": note,
    }


def markdown(rows):
    head = ("| mode | files | lines | -j | wall s | CPU s | files/s | lines/s "
            "| CPU ms/file | peak RSS MiB | note |")
    out = [head, "|" + "---|" * 11]
    for r in rows:
        out.append("| %s | %d | %d | %d | %.2f | %.2f | %.2f | %d | %d | %.0f "
                   "| %s |" % (r["mode"], r["files"], r["lines"], r["jobs"],
                               r["wall_s"], r["cpu_s"], r["files_per_s"] or 0,
                               r["lines_per_s"] or 0, r["cpu_ms_per_file"] or 0,
                               r["peak_rss_mib"], r["note"]))
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


def command_output(argv):
    try:
        out = subprocess.run(argv, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT).stdout
    except OSError:
        return ""
    return out.decode("utf-8", "replace")


def version_line(argv):
    lines = [l.strip() for l in command_output(argv).splitlines() if l.strip()]
    return lines[0] if lines else ""


def summary_line(stderr):
    """cu2hip's closing 'N translated ...' line, for the record."""
    lines = [l for l in stderr.splitlines() if l.startswith("cu2hip: ")]
    return lines[-1][len("cu2hip: "):] if lines else ""


def cu2hip_features(tool):
    """Which of the newer options this cu2hip has, from its --help text."""
    text = command_output([tool, "--help-hidden"]) or \
        command_output([tool, "--help"])
    has = lambda name: re.search(r"^\s*--?%s\b" % re.escape(name), text,
                                 re.M) is not None
    return {"jobs": has("j"), "cache_dir": has("cache-dir"),
            "no_cache": has("no-cache")}


def device_sdk_workaround(clang, base_flags, probe_file):
    """Extra flags that make a host+device parse work, and why.

    Clang 22 passes -target-sdk-version only to the host side when the CUDA
    SDK is newer than it knows (13.0 > 12.9); the device side then expects the
    pre-9.2 launch function cudaConfigureCall, which CUDA 13 no longer
    declares, and every <<<...>>> in host code fails. Passing the host side's
    version to both sides fixes it without changing what is parsed.
    """
    text = command_output([clang, "-###"] + base_flags + [probe_file])
    jobs = [l for l in text.splitlines() if "-cc1" in l]
    versions = [re.search(r'"-target-sdk-version=([^"]+)"', l) for l in jobs]
    found = [v.group(1) for v in versions if v]
    if not found or len(found) == len(jobs):
        return [], ""
    return (["-Xclang", "-target-sdk-version=" + found[0]],
            "clang gave -target-sdk-version=%s to the host side only; "
            "passed to both with -Xclang" % found[0])


class Bench:
    """The runs of one benchmark, sharing a work directory and settings."""

    def __init__(self, args, work, tool, features):
        self.args = args
        self.work = work
        self.tool = tool
        self.features = features
        self.jobs = args.jobs
        self.rows = []
        self.summaries = {}
        self.logs = os.path.join(work, "logs")
        os.makedirs(self.logs)
        # A default cache location, if cu2hip has one, must not be the
        # user's: every cu2hip run gets a private XDG_CACHE_HOME.
        self.env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "xdg"))
        self.counter = 0

    def log(self, label):
        self.counter += 1
        return os.path.join(self.logs, "%02d-%s.log" % (
            self.counter, re.sub(r"[^A-Za-z0-9]+", "-", label).strip("-")))

    def cu2hip_argv(self, src, out, cache, jobs, extra=()):
        """cache: a directory, or None for no cache."""
        f = self.features
        argv = [self.tool, src, "-o", out, "--cuda-path", self.args.cuda_path,
                "--hip-version", self.args.hip_version,
                "-I", os.path.join(src, "include")]
        if f["jobs"]:
            argv += ["-j", str(jobs)]
        if cache is not None and f["cache_dir"]:
            argv += ["--cache-dir", cache]
        if cache is None and f["no_cache"]:
            argv += ["--no-cache"]
        return argv + list(extra)

    def cu2hip(self, label, src, out, cache, files, lines, jobs=None,
               extra=(), note=""):
        """Runs cu2hip once, adds a row; returns the row, or None on failure."""
        jobs = self.jobs if jobs is None else jobs
        argv = self.cu2hip_argv(src, out, cache, jobs, extra)
        m, err = run_one(argv, self.log(label), self.env)
        if m.failures:
            sys.stderr.write("%s\n%s failed: %s\n" % (" ".join(argv), label,
                                                       m.failure_text))
            return None
        self.summaries[label] = summary_line(err)
        shown_jobs = jobs if self.features["jobs"] else 1
        if shown_jobs != jobs:
            note = "; ".join(x for x in (note, "no -j: one thread") if x)
        r = row(label, m, files, lines, shown_jobs,
                "; ".join(x for x in ("1 process", note) if x))
        self.rows.append(r)
        return r

    def clang(self, label, cus, lines, flags, note):
        batch = os.path.join(self.logs, re.sub(r"[^A-Za-z0-9]+", "-", label))
        os.makedirs(batch)
        m = run_batch([[self.args.clang] + flags + [f] for f in cus],
                      self.jobs, batch)
        if m.failures:
            sys.stderr.write("%s failed on %d of %d files; first:\n%s\n" % (
                label, m.failures, m.runs, m.failure_text))
            return None
        r = row(label, m, len(cus), lines, self.jobs,
                "%d processes, .cu only, peak RSS = largest process; %s"
                % (m.runs, note))
        self.rows.append(r)
        return r


def append(path, text):
    with open(path, "a", encoding="utf-8") as f:
        f.write(text)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def edited_ok(out_file, marker, cuda_name, hip_name):
    """The output has the edit, translated: HIP_NAME, not CUDA_NAME, after it."""
    if not os.path.isfile(out_file):
        return False, "no output %s" % out_file
    text = read(out_file)
    if marker not in text:
        return False, "%s lacks the edit (stale output)" % out_file
    after = text.split(marker, 1)[1]
    if hip_name not in after or cuda_name in after:
        return False, "%s has the edit but not translated" % out_file
    return True, ""


def ratio(a, b):
    return round(a / b, 4) if a is not None and b else None


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--files", type=int, default=1000, help=".cu files (1000)")
    p.add_argument("--headers", type=int, default=40, help=".cuh headers (40)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="parallelism for cu2hip and the clang baselines "
                   "(default: %d, the number of cores)" % (os.cpu_count() or 1))
    p.add_argument("--keep", action="store_true",
                   help="keep the generated and translated trees")
    p.add_argument("--json", metavar="FILE", help="also write results here")
    p.add_argument("--cu2hip", default=os.path.join(ROOT, "build/bin/cu2hip"))
    p.add_argument("--clang", default="/usr/lib/llvm-22/bin/clang++")
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("--hip-version", default="5.2")
    p.add_argument("--skip-clang", action="store_true",
                   help="run neither clang -fsyntax-only baseline")
    p.add_argument("--skip-device-baseline", action="store_true",
                   help="run only the --cuda-host-only baseline")
    p.add_argument("--edit-header", metavar="PATH",
                   help="header to edit, relative to include/ (default: the "
                   "one included by the most .cu, check.cuh aside)")
    p.add_argument("--determinism-files", type=int, default=50, metavar="K",
                   help="compare -j1 and -jJ outputs on the first K files "
                   "(50; 0 skips)")
    p.add_argument("--skip-incremental-check", action="store_true",
                   help="do not translate the edited tree again without the "
                   "cache to compare (saves one cold run)")
    p.add_argument("--skip-memory-scaling", action="store_true",
                   help="do not run cu2hip on the N/10-file tree")
    p.add_argument("--hipcc-check", type=int, default=0, metavar="K",
                   help="compile K translated files with hipcc (needs hipcc)")
    args = p.parse_args(argv)

    if args.files < 1 or args.headers < 1 or args.jobs < 1:
        p.error("--files, --headers and -j must be at least 1")
    if not os.access(args.cu2hip, os.X_OK):
        p.error("%s is not built (ninja -C build cu2hip)" % args.cu2hip)
    if not args.skip_clang and not os.access(args.clang, os.X_OK):
        p.error("%s not found (or pass --skip-clang)" % args.clang)

    work = tempfile.mkdtemp(prefix="cu2hip-bench-")
    try:
        return run(args, work)
    finally:
        if args.keep:
            print("kept: %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)


def run(args, work):
    # Run a private copy: a concurrent relink of build/bin/cu2hip must not
    # change the binary halfway through the measurement.
    tool = os.path.join(work, "cu2hip")
    shutil.copy2(args.cu2hip, tool)
    features = cu2hip_features(tool)
    notes = []
    if not features["jobs"]:
        notes.append("cu2hip has no -j: its runs are single-threaded while "
                     "the clang baselines run %d at a time" % args.jobs)
    if not features["cache_dir"]:
        notes.append("cu2hip has no --cache-dir: the warm and edit runs "
                     "translate everything again")
    if not features["no_cache"]:
        notes.append("cu2hip has no --no-cache: the no-cache runs use a "
                     "fresh empty cache directory instead" if
                     features["cache_dir"] else
                     "cu2hip has no --no-cache (nor a cache)")
    b = Bench(args, work, tool, features)

    def fresh_cache(name):
        """An empty cache directory (or None: no cache, when --no-cache)."""
        path = os.path.join(work, name)
        os.makedirs(path)
        return path

    def no_cache(name):
        return None if features["no_cache"] else fresh_cache(name)

    gen = os.path.join(work, "gen")
    generate_codebase.generate(gen, args.files, args.headers, args.seed)
    cus = find_sources(gen, (".cu",))
    cuhs = find_sources(gen, (".cuh",))
    cu_lines = count_lines(cus)
    all_lines = cu_lines + count_lines(cuhs)
    n_all = len(cus) + len(cuhs)
    inc = os.path.join(gen, "include")
    # The header the header-changed run edits, and how many .cu include it.
    counts = includers(gen, cus)
    if args.edit_header:
        header = os.path.normpath(args.edit_header)
        if header not in counts:
            sys.stderr.write("--edit-header %s: no such header under %s\n"
                             % (args.edit_header, inc))
            return 1
    else:
        others = [h for h in counts if h != "common/check.cuh"] or list(counts)
        header = sorted(others, key=lambda h: (-counts[h], h))[0]
    load_before = os.getloadavg()
    checks = []

    # 1. The baselines: what parsing the same .cu files costs.
    plain_row = host_row = None
    if not args.skip_clang:
        base = ["-fsyntax-only", "-x", "cuda",
                "--cuda-path=" + args.cuda_path, "-nocudalib",
                "-Wno-unknown-cuda-version", "-I", inc]
        host_row = b.clang("clang++ -fsyntax-only -x cuda --cuda-host-only",
                           cus, cu_lines, base[:3] + ["--cuda-host-only"] +
                           base[3:], "host only")
        if host_row is None:
            return 1
        if not args.skip_device_baseline:
            extra, why = device_sdk_workaround(args.clang, base, cus[0])
            if why:
                notes.append(why)
            plain_row = b.clang("clang++ -fsyntax-only -x cuda", cus,
                                cu_lines, base[:3] + extra + base[3:],
                                "host + device (default GPU arch)")
            if plain_row is None:
                return 1

    # 2-3. Cold, then warm: same cache, same (already written) output.
    out = os.path.join(work, "out")
    cache = fresh_cache("cache")
    cold = b.cu2hip("cu2hip cold", gen, out, cache, n_all, all_lines,
                    note="empty cache")
    if cold is None:
        return 1
    cold_hashes = tree_hashes(out)
    warm = b.cu2hip("cu2hip warm", gen, out, cache, n_all, all_lines,
                    note="same cache and output")
    if warm is None:
        return 1
    warm_hashes = tree_hashes(out)
    checks.append(check("warm output == cold output",
                        tree_diff(cold_hashes, warm_hashes), len(cold_hashes)))

    # 5. Token-level mode, cold, on the same (unedited) tree.
    noast = b.cu2hip("cu2hip --no-ast cold", gen,
                     os.path.join(work, "out-noast"), fresh_cache("cache-noast"),
                     n_all, all_lines, extra=["--no-ast"], note="empty cache")
    if noast is None:
        return 1
    noast_diff = tree_diff(cold_hashes,
                           tree_hashes(os.path.join(work, "out-noast")))

    # 4. One .cu changed, then one shared header changed.
    edit_cu = cus[len(cus) // 2]
    rel_cu = os.path.relpath(edit_cu, gen)
    cu_mark = "// %s: one translation unit changed" % EDIT_MARK
    append(edit_cu, "\n%s\n"
           "__device__ float cu2hip_bench_probe(float x) {\n"
           "  return __expf(x) + __shfl_down_sync(0xffffffffu, x, 1);\n"
           "}\n"
           "void cu2hip_bench_sync() { CUDA_CHECK(cudaDeviceSynchronize()); }\n"
           % cu_mark)
    one = b.cu2hip("cu2hip, 1 .cu changed", gen, out, cache, n_all, all_lines,
                   note=rel_cu)
    if one is None:
        return 1
    ok, why = edited_ok(os.path.join(out, rel_cu), cu_mark,
                        "cudaDeviceSynchronize", "hipDeviceSynchronize")
    checks.append(check("changed .cu re-translated", [] if ok else [rel_cu],
                        1, why))

    rel_h = os.path.join("include", header)
    h_mark = "// %s: a shared header changed" % EDIT_MARK
    append(os.path.join(gen, rel_h), "\n%s\n"
           "inline cudaError_t cu2hip_bench_header_probe() {\n"
           "  return cudaDeviceSynchronize();\n"
           "}\n" % h_mark)
    hdr = b.cu2hip("cu2hip, 1 header changed", gen, out, cache, n_all,
                   all_lines, note="%s, included by %d of %d .cu"
                   % (header, counts[header], len(cus)))
    if hdr is None:
        return 1
    ok, why = edited_ok(os.path.join(out, rel_h), h_mark,
                        "cudaDeviceSynchronize", "hipDeviceSynchronize")
    checks.append(check("changed header re-translated",
                        [] if ok else [rel_h], 1, why))

    # The cached, incremental output must be what a full translation of the
    # edited tree gives.
    if not args.skip_incremental_check:
        fresh = os.path.join(work, "out-fresh")
        full = b.cu2hip("cu2hip, edited tree, no cache", gen, fresh,
                        no_cache("cache-fresh"), n_all, all_lines,
                        note="check for the two runs above")
        if full is None:
            return 1
        inc_hashes = tree_hashes(out)
        checks.append(check("incremental output == uncached translation",
                            tree_diff(tree_hashes(fresh), inc_hashes),
                            len(inc_hashes)))

    # 6. Memory against the number of files: the same generator gives the
    # first N/10 files of the big tree.
    small = None
    if not args.skip_memory_scaling:
        small_n = max(1, args.files // 10)
        small_gen = os.path.join(work, "gen-small")
        generate_codebase.generate(small_gen, small_n, args.headers, args.seed)
        s_files = find_sources(small_gen, (".cu", ".cuh"))
        small = b.cu2hip("cu2hip cold, N/10 files", small_gen,
                         os.path.join(work, "out-small"),
                         fresh_cache("cache-small"), len(s_files),
                         count_lines(s_files), note="memory scaling")
        if small is None:
            return 1

    # -j1 against -jJ on the first K files, both without a cache.
    k = min(args.determinism_files, args.files)
    if k > 0:
        det_gen = os.path.join(work, "gen-det")
        generate_codebase.generate(det_gen, k, args.headers, args.seed)
        d_files = find_sources(det_gen, (".cu", ".cuh"))
        d_lines = count_lines(d_files)
        d1 = os.path.join(work, "out-j1")
        dj = os.path.join(work, "out-jJ")
        r1 = b.cu2hip("cu2hip -j1, first %d files" % k, det_gen, d1,
                      no_cache("cache-j1"), len(d_files), d_lines, jobs=1,
                      note="no cache")
        rj = b.cu2hip("cu2hip -j%d, first %d files" % (args.jobs, k), det_gen,
                      dj, no_cache("cache-jJ"), len(d_files), d_lines,
                      note="no cache")
        if r1 is None or rj is None:
            return 1
        h1 = tree_hashes(d1)
        checks.append(check("-j1 output == -j%d output" % args.jobs,
                            tree_diff(h1, tree_hashes(dj)), len(h1),
                            "" if features["jobs"] else
                            "cu2hip has no -j: two identical runs compared"))

    hipcc = hipcc_check(work, out, args.hipcc_check) if args.hipcc_check \
        else None
    load_after = os.getloadavg()

    # Ratios against the goals.
    plain = plain_row or host_row
    plain_name = None if plain is None else plain["mode"]
    ratios = {
        "baseline": plain_name,
        "cold_vs_plain_wall": ratio(cold["wall_s"], plain and plain["wall_s"]),
        "warm_vs_plain_wall": ratio(warm["wall_s"], plain and plain["wall_s"]),
        "one_cu_vs_plain_wall": ratio(one["wall_s"],
                                      plain and plain["wall_s"]),
        "one_header_vs_plain_wall": ratio(hdr["wall_s"],
                                          plain and plain["wall_s"]),
        "cold_vs_plain_cpu": ratio(cold["cpu_s"], plain and plain["cpu_s"]),
        "cold_vs_host_only_wall": ratio(cold["wall_s"],
                                        host_row and host_row["wall_s"]),
        "warm_vs_cold_wall": ratio(warm["wall_s"], cold["wall_s"]),
        "peak_rss_n_vs_n10": ratio(cold["peak_rss_mib"],
                                   small and small["peak_rss_mib"]),
    }
    goals = []
    if plain is not None:
        goals.append(("cold / plain parse (wall)", ratios["cold_vs_plain_wall"],
                      "<= %g" % GOAL_COLD,
                      ratios["cold_vs_plain_wall"] <= GOAL_COLD))
        goals.append(("warm / plain parse (wall)", ratios["warm_vs_plain_wall"],
                      "< %g" % GOAL_WARM,
                      ratios["warm_vs_plain_wall"] < GOAL_WARM))
    if small is not None:
        goals.append(("peak RSS, %d / %d files" % (cold["files"],
                                                   small["files"]),
                      ratios["peak_rss_n_vs_n10"],
                      "<= %g" % MEMORY_GROWTH_LIMIT,
                      ratios["peak_rss_n_vs_n10"] <= MEMORY_GROWTH_LIMIT))

    meta = {
        "date": datetime.date.today().isoformat(),
        "machine": "%s, %d cores, %s, kernel %s" % (
            os_name(), os.cpu_count() or 0, platform.machine(),
            platform.release()),
        "cu2hip_version": version_line([tool, "--version"]),
        "cu2hip_features": features,
        "clang_version": version_line([args.clang, "--version"]),
        "jobs": args.jobs,
        "load_avg_before": [round(x, 2) for x in load_before],
        "load_avg_after": [round(x, 2) for x in load_after],
        "seed": args.seed,
        "cu_files": len(cus),
        "cuh_files": len(cuhs),
        "cu_lines": cu_lines,
        "total_lines": all_lines,
        "edited_cu": rel_cu,
        "edited_header": rel_h,
        "edited_header_includers": counts[header],
        "noast_files_differing_from_ast": len(noast_diff),
        "cu2hip_summary": b.summaries,
        "notes": notes,
        "hipcc_check": hipcc,
    }
    print("codebase: %d .cu (%d lines) + %d .cuh, %d lines in all, seed %d"
          % (len(cus), cu_lines, len(cuhs), all_lines, args.seed))
    print("machine: %s; -j %d; load average %s before, %s after" % (
        meta["machine"], args.jobs, meta["load_avg_before"],
        meta["load_avg_after"]))
    print("tools: %s; %s" % (meta["cu2hip_version"], meta["clang_version"]))
    print("cu2hip options: %s\n" % ", ".join(
        "%s %s" % (name, "yes" if v else "NO") for name, v in
        (("-j", features["jobs"]), ("--cache-dir", features["cache_dir"]),
         ("--no-cache", features["no_cache"]))))
    print(markdown(b.rows))
    print()
    print("goals (against %s):" % (plain_name or "no baseline, --skip-clang"))
    for name, value, goal, met in goals:
        print("  %-38s %8.4f  goal %-7s %s" % (name, value, goal,
                                               "met" if met else "NOT met"))
    for name, key in (("1 .cu changed / plain parse (wall)",
                       "one_cu_vs_plain_wall"),
                      ("1 header changed / plain parse (wall)",
                       "one_header_vs_plain_wall"),
                      ("cold / host-only parse (wall)",
                       "cold_vs_host_only_wall"),
                      ("cold / plain parse (CPU)", "cold_vs_plain_cpu"),
                      ("warm / cold (wall)", "warm_vs_cold_wall")):
        if ratios[key] is not None:
            print("  %-38s %8.4f" % (name, ratios[key]))
    print("\nchecks:")
    for c in checks:
        print("  %-44s %s (%d file%s compared%s)%s" % (
            c["check"], "ok" if c["ok"] else "FAILED", c["files_compared"],
            "" if c["files_compared"] == 1 else "s",
            "" if c["ok"] else ", %d differ: %s" % (
                c["differing"], ", ".join(c["first_differing"])),
            " - " + c["detail"] if c["detail"] else ""))
    print("  --no-ast output differs from the AST output in %d of %d files "
          "(information, not a check)" % (len(noast_diff), len(cold_hashes)))
    print("\ncu2hip's summaries:")
    for mode, line in b.summaries.items():
        print("  %s: %s" % (mode, line))
    for n in notes:
        print("note: %s" % n)
    if hipcc is not None:
        print("hipcc check: %d/%d translated files compiled%s" % (
            hipcc["ok"], hipcc["tried"],
            "" if not hipcc["failed"] else
            " (failed: %s)" % ", ".join(hipcc["failed"])))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"meta": meta, "results": b.rows, "ratios": ratios,
                       "goals": [{"goal": n, "value": v, "target": g,
                                  "met": m} for n, v, g, m in goals],
                       "checks": checks}, f, indent=2)
            f.write("\n")
    if not all(c["ok"] for c in checks):
        return 3
    return 0 if hipcc is None or not hipcc["failed"] else 2


def hipcc_check(work, out, count):
    """Compiles COUNT translated files, spread over the tree, for gfx90a."""
    hipcc = shutil.which("hipcc")
    if hipcc is None:
        return {"tried": 0, "ok": 0, "failed": [], "note": "no hipcc"}
    files = find_sources(os.path.join(out, "src"), (".cu",))
    step = max(1, len(files) // max(1, count))
    picked = files[::step][:count]
    failed = []
    for f in picked:
        proc = subprocess.run(
            [hipcc, "--offload-arch=gfx90a", "-x", "hip", "-I",
             os.path.join(out, "include"), "-c", f, "-o",
             os.path.join(work, "hipcc-check.o")],
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
