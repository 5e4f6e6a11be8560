#!/usr/bin/env python3
"""The cache under pressure: many diverse real files, one cu2hip process each.

Takes up to --files (1,000) CUDA files from the projects of a corpus folder
(every subfolder a project; never committed here): .cu files, and C++ files
that include a CUDA header or call the runtime. The projects are taken in
turn, each one's files in path order, so that every project is represented
and the choice is the same on every run. Then runs one cu2hip process per
file (--jobs at a time), all sharing one --cache-dir with the default
--cache-limit (2G), each with the file's include folders as real_code.py
gives them, and measures their CPU seconds (user + system).

After each process it reads the cache: the name, inode and mtime of each
file. A PCH (pch/*.pch) is built when its name appears or its inode changes
(a new file renamed over it); it is built twice when that name was there
before (replaced, or back after it was pruned). Its mtime, or its stamps'
(`.inputs`), alone changing is a use (the cache marks the entries a run
reads, for least-recently-used pruning), counted apart. A PCH or a cached parse (facts/) is pruned when
its file disappears.
Reports the files, the total CPU, the cache's size at most and at the end,
the PCHs built, those built twice (named) and the entries pruned.

Builds nothing: expects build/bin/cu2hip-static, else build/bin/cu2hip (or
--cu2hip), and runs a copy.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import sys
import tempfile
import threading

from real_code import ROOT, default_cu2hip, include_flags, private_copy, run

CPP = (".cpp", ".cc", ".cxx")
USES_CUDA = re.compile(
    rb'#\s*include\s*[<"](cuda|cublas|cufft|curand|cusparse|cusolver|nccl|'
    rb'thrust/|cub/)|\bcuda[A-Z][A-Za-z]*\s*\(')


def uses_cuda(path):
    if path.endswith(".cu"):
        return True
    if not path.endswith(CPP):
        return False
    with open(path, "rb") as f:
        return USES_CUDA.search(f.read()) is not None


def cuda_files(project):
    found = []
    for folder, dirs, files in os.walk(project):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.join(folder, f) for f in sorted(files)
                  if uses_cuda(os.path.join(folder, f))]
    return found


def pick(corpus, count):
    """Up to count files, the projects taken in turn."""
    projects = sorted(os.path.join(corpus, p) for p in os.listdir(corpus)
                      if os.path.isdir(os.path.join(corpus, p)))
    queues = [cuda_files(p) for p in projects]
    picked = []
    while len(picked) < count and any(queues):
        for queue in queues:
            if queue and len(picked) < count:
                picked.append(queue.pop(0))
    return projects, picked


def snapshot(cache):
    """{path under the cache: (inode, mtime, size)} of every file in it."""
    files = {}
    for folder, _, names in os.walk(cache):
        for name in names:
            path = os.path.join(folder, name)
            try:
                st = os.lstat(path)
            except FileNotFoundError:  # pruned while we looked
                continue
            files[os.path.relpath(path, cache)] = (st.st_ino, st.st_mtime_ns,
                                                   st.st_size)
    return files


class Watch:
    """What the cache did, from one snapshot to the next."""

    def __init__(self):
        self.last = {}
        self.seen = set()
        self.built = 0
        self.used = 0
        self.twice = []
        self.pruned = {"pch": 0, "facts": 0}
        self.size_max = 0

    def step(self, now, after):
        for name, (ino, mtime, _) in now.items():
            if not (name.startswith("pch/") and name.endswith(".pch")):
                continue
            old = self.last.get(name)
            if old and old[0] == ino:
                # Since 30f6008 a use is marked on the PCH's stamps.
                stamps = name + ".inputs"
                self.used += (old[1] != mtime or
                              self.last.get(stamps, (0, 0))[1] !=
                              now.get(stamps, (0, 0))[1])
                continue
            self.built += 1
            if name in self.seen:
                self.twice.append({"pch": name, "after": after,
                                   "how": "replaced" if old else "again"})
            self.seen.add(name)
        for name in self.last.keys() - now.keys():
            if name.endswith(".pch"):
                self.pruned["pch"] += 1
            elif name.startswith("facts/"):
                self.pruned["facts"] += 1
        self.size_max = max(self.size_max, sum(f[2] for f in now.values()))
        self.last = now


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("corpus", help="folder whose subfolders are projects")
    p.add_argument("--files", type=int, default=1000)
    p.add_argument("--cu2hip", default=default_cu2hip())
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("-j", "--jobs", type=int, default=1,
                   help="processes at a time (1)")
    p.add_argument("--json", metavar="FILE")
    args = p.parse_args()
    projects, files = pick(os.path.abspath(args.corpus), args.files)
    if not files:
        sys.exit("cache_pressure: no CUDA files under " + args.corpus)
    work = tempfile.mkdtemp(prefix="cu2hip-cache-pressure-")
    cache = os.path.join(work, "cache")
    tool = private_copy(args.cu2hip, work)
    watch = Watch()
    lock = threading.Lock()
    totals = {"cpu_s": 0.0, "failed": 0, "peak_kib": 0}

    def one(index):
        path = files[index]
        out = os.path.join(work, "out", str(index), os.path.basename(path))
        cpu, peak, status = run(
            [tool, path, "-o", out, "--cache-dir", cache,
             "--cuda-path", args.cuda_path, "--progress=none", "-j", "1"] +
            include_flags(path, projects))
        with lock:
            totals["cpu_s"] += cpu
            totals["failed"] += status != 0
            totals["peak_kib"] = max(totals["peak_kib"], peak)
            watch.step(snapshot(cache), os.path.relpath(path, args.corpus))

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(one, range(len(files))))
    final = snapshot(cache)
    figures = {
        "files": len(files), "jobs": args.jobs,
        "projects": sum(any(f.startswith(os.path.join(p, "")) for f in files)
                        for p in projects),
        "cpu_s": round(totals["cpu_s"], 1), "failed": totals["failed"],
        "peak_kib": totals["peak_kib"],
        "cache_bytes_max": watch.size_max,
        "cache_bytes_final": sum(f[2] for f in final.values()),
        "pch_final": sum(n.endswith(".pch") for n in final),
        "pch_built": watch.built, "pch_built_twice": watch.twice,
        "pch_uses_seen": watch.used,
        "pruned": watch.pruned}
    shutil.rmtree(work, ignore_errors=True)
    print(f"{figures['files']} files from {figures['projects']} projects, "
          f"one process each, {args.jobs} at a time: "
          f"{figures['cpu_s']} CPU s ({figures['cpu_s'] / len(files):.3f} a "
          f"file), {figures['failed']} exited non-zero, peak RSS "
          f"{figures['peak_kib'] // 1024} MiB")
    print(f"cache: at most {figures['cache_bytes_max'] / 2**20:.0f} MiB, at "
          f"the end {figures['cache_bytes_final'] / 2**20:.0f} MiB with "
          f"{figures['pch_final']} PCHs; {watch.built} PCHs built, "
          f"{len(watch.twice)} built twice, {watch.used} uses seen; "
          f"pruned: {watch.pruned['pch']} PCHs, {watch.pruned['facts']} "
          "parses (facts/)")
    for twice in watch.twice:
        print(f"  built twice: {twice['pch']} ({twice['how']}, "
              f"after {twice['after']})")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)


if __name__ == "__main__":
    main()
