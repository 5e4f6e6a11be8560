#!/usr/bin/env python3
"""Times cu2hip's Bazel rules on a generated CUDA codebase: each translation
action cold (a process each, sandboxed and not, and in persistent workers),
in workers already up (a rebuild after every unit was edited, same Bazel
server), and from a --disk_cache and from an HTTP remote cache (nginx on
loopback), each cold build in a clean copy of the workspace with its own
output base.

    python3 bench/continuous_bazel.py --cu2hip build/bin/cu2hip
    python3 bench/continuous_bazel.py --files 200 --headers 20 --json out.json

A benchmark, not a test: it asserts only that every translation of the
cache builds is a cache hit. Per action it reports the time Bazel spent on
it (from --profile: sandbox set-up, cu2hip or the cache download, output
checks) and, for the cold build, the time cu2hip itself took (the spawn).
Needs Debian's bazel-bootstrap and nginx (scripts/setup.sh)."""
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
ROOT = os.path.dirname(HERE)
WITH_NGINX = os.path.join(ROOT, "test", "bazel", "Inputs", "with_nginx.py")

BUILD = """load("@cu2hip//bazel:cu2hip.bzl", "cu2hip_sources")

cu2hip_sources(
    name = "hip",
    srcs = glob(["src/**/*.cu"]),
    hdrs = glob(["include/**/*.cuh"]),
    includes = ["include"],
)
"""

WORKSPACE = """workspace(name = "bench")

local_repository(name = "cu2hip", path = "{root}")

load("@cu2hip//bazel:cu2hip.bzl", "cu2hip_binary")

cu2hip_binary(name = "cu2hip_tool")
"""


def bazel(work, name, flags, jobs, nginx=False, again=None):
    """One build of //:hip in a fresh copy ws-NAME with output base ob-NAME
    (or, with again, in ws-AGAIN by the server that built it, kept up);
    returns (wall seconds, per-action profile durations, spawn durations)."""
    ws = os.path.join(work, "ws-" + (again or name))
    if not again:
        shutil.copytree(os.path.join(work, "tree"), ws, symlinks=True)
    profile = os.path.join(work, name + ".profile.json")
    command = ["env", "HOME=" + os.path.join(work, "home"), "bazel"] + \
        ([] if again or "--strategy=Cu2hipTranslate=worker" in flags else ["--batch"]) + \
        ["--nohome_rc", "--output_base=" + os.path.join(work, "ob-" + (again or name)),
               "build", "--nosandbox_debug", "--jobs=%d" % jobs,
               "--profile=" + profile,
               "--execution_log_json_file=" + os.path.join(work, name + ".exec.json"),
               ] + flags + ["//:hip"]
    if nginx:
        command = [sys.executable, WITH_NGINX, os.path.join(work, "nginx"), "--"] + command
    start = time.monotonic()
    run = subprocess.run(command, cwd=ws, capture_output=True, text=True)
    wall = time.monotonic() - start
    if run.returncode:
        sys.exit(run.stdout + run.stderr)
    events = json.load(open(profile))["traceEvents"]
    actions, spawns = [], []
    for e in events:
        if e.get("ph") != "X" or "dur" not in e:
            continue
        if e.get("cat") == "action processing" and e.get("name", "").startswith("Translating "):
            actions.append(e["dur"] / 1e6)
    # The spawn (cu2hip itself) of each action: the subprocess.run events.
    for e in events:
        if e.get("ph") == "X" and e.get("name") == "subprocess.run":
            spawns.append(e["dur"] / 1e6)
    hits = summary(os.path.join(work, name + ".exec.json"))
    return {"wall_s": round(wall, 2), "actions": actions, "spawns": spawns, "hits": hits}


def edit_units_and(tree, work, build):
    """Edits every unit of the worker build's workspace, rebuilds there with
    the server and workers still up, then stops them."""
    ws = os.path.join(work, "ws-worker")
    for folder, _, files in os.walk(os.path.join(ws, "src")):
        for f in files:
            with open(os.path.join(folder, f), "a") as out:
                out.write("// edited\n")
    result = build()
    subprocess.run(["env", "HOME=" + os.path.join(work, "home"), "bazel",
                    "--nohome_rc", "--output_base=" + os.path.join(work, "ob-worker"),
                    "shutdown"], cwd=ws, capture_output=True)
    return result


def summary(log):
    decoder = json.JSONDecoder()
    text = open(log).read()
    pos, total, hits = 0, 0, 0
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos == len(text):
            return (total, hits)
        spawn, pos = decoder.raw_decode(text, pos)
        if spawn.get("mnemonic") == "Cu2hipTranslate":
            total += 1
            hits += bool(spawn.get("remoteCacheHit"))


def stats(values):
    if not values:
        return {}
    values = sorted(values)
    return {"n": len(values), "mean_s": round(statistics.mean(values), 3),
            "median_s": round(statistics.median(values), 3),
            "p90_s": round(values[int(0.9 * (len(values) - 1))], 3),
            "sum_s": round(sum(values), 2)}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cu2hip", default=os.path.join(ROOT, "build", "bin", "cu2hip"))
    p.add_argument("--files", type=int, default=60)
    p.add_argument("--headers", type=int, default=8)
    p.add_argument("--jobs", type=int, default=os.cpu_count())
    p.add_argument("--work", help="folder to work in (default: a temporary one, removed)")
    p.add_argument("--json", help="write the results here")
    args = p.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="cu2hip-bazel-bench-")
    os.makedirs(os.path.join(work, "home"), exist_ok=True)
    tree = os.path.join(work, "tree")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_codebase.py"), tree,
                    "--files", str(args.files), "--headers", str(args.headers)],
                   check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(tree, "WORKSPACE"), "w") as f:
        f.write(WORKSPACE.format(root=ROOT))
    with open(os.path.join(tree, "BUILD.bazel"), "w") as f:
        f.write(BUILD)
    # The sandboxed cold build is what the rules did before they supported
    # workers.
    common = ["--repo_env=CU2HIP=" + os.path.abspath(args.cu2hip)]
    disk = "--disk_cache=" + os.path.join(work, "disk")
    remote = "--remote_cache=http://127.0.0.1:@PORT@"
    worker = common + ["--strategy=Cu2hipTranslate=worker"]
    runs = {
        "cold": bazel(work, "cold", common + ["--strategy=Cu2hipTranslate=sandboxed"], args.jobs),
        "cold_local": bazel(work, "local", common + ["--strategy=Cu2hipTranslate=local"], args.jobs),
        "cold_worker": bazel(work, "worker", worker, args.jobs),
        "worker_warm": edit_units_and(tree, work, lambda: bazel(
            work, "warm", worker, args.jobs, again="worker")),
        "cold_filling_caches": bazel(work, "fill", common + [disk, remote], args.jobs, nginx=True),
        "disk_cache_hits": bazel(work, "disk", common + [disk], args.jobs),
        "remote_cache_hits": bazel(work, "remote", common + [remote], args.jobs, nginx=True),
    }
    units, headers = args.files, len([1 for _, _, fs in os.walk(os.path.join(tree, "include")) for _ in fs])
    result = {"files": units, "headers": headers, "jobs": args.jobs, "cu2hip": args.cu2hip}
    for name, run in runs.items():
        total, hits = run["hits"]
        result[name] = {"wall_s": run["wall_s"], "translations": total, "cache_hits": hits,
                        "action": stats(run["actions"])}
        if name in ("cold", "cold_local"):
            result[name]["cu2hip_spawn"] = stats(run["spawns"])
        print(f"{name:20} wall {run['wall_s']:7.2f} s  {total} translations, {hits} cache hits  "
              f"per action: median {result[name]['action'].get('median_s')} s, "
              f"mean {result[name]['action'].get('mean_s')} s, "
              f"p90 {result[name]['action'].get('p90_s')} s")
    print(f"cold cu2hip spawn per action: {result['cold']['cu2hip_spawn']}")
    for name in ("disk_cache_hits", "remote_cache_hits"):
        total, hits = runs[name]["hits"]
        if total != units + headers or hits != total:
            sys.exit(f"{name}: {hits} of {total} translations were cache hits, "
                     f"expected all {units + headers}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=2)
    if not args.work:
        subprocess.run(["chmod", "-R", "u+w", work])
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
