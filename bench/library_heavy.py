#!/usr/bin/env python3
"""Library-heavy translation speed: CUB/Thrust units against runtime-only ones.

A benchmark, not a test. It generates two trees of the same size, one whose
units begin with CUB, Thrust, cuBLAS, cuFFT and cuRAND headers and one whose
units use the runtime only, and translates each four ways, each in its own
cache: cold (empty cache), with the precompiled headers ready but no cached
parses, warm (nothing changed), and per-file (precompiled headers ready, no
cached parses, one process per file). It prints CPU seconds per unit, peak
memory, and the library/plain ratio for each state; outputs must match a run
without any cache (exit 3 if not). --other runs the same files through
another translator command, one process per file, side by side.
"""
import argparse
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Leading include sets: real code varies them, so some units share a PCH
# and some do not.
LIBRARY_HEADERS = [
    ["cub/cub.cuh"],
    ["thrust/device_vector.h", "thrust/sort.h"],
    ["cub/cub.cuh", "thrust/device_vector.h", "thrust/reduce.h"],
    ["thrust/device_vector.h", "thrust/transform.h", "cublas_v2.h"],
    ["cub/cub.cuh", "curand_kernel.h"],
    ["cufft.h", "thrust/device_vector.h"],
]

LIBRARY_BODY = """
__global__ void block_sum_{i}(const int *in, int *out) {{
  typedef cub::BlockReduce<int, 128> Reduce;
  __shared__ typename Reduce::TempStorage temp;
  int v = Reduce(temp).Sum(in[blockIdx.x * 128 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = v + {i};
}}
void sort_{i}(std::vector<float> &host) {{
  thrust::device_vector<float> d(host.begin(), host.end());
  thrust::sort(d.begin(), d.end());
  float total = thrust::reduce(d.begin(), d.end());
  host[0] = total;
  cudaDeviceSynchronize();
}}
"""

PLAIN_BODY = """
__global__ void scale_{i}(float *x, float a, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a + {i};
}}
void run_{i}(float *x, int n) {{
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, x, n * sizeof(float), cudaMemcpyHostToDevice);
  scale_{i}<<<(n + 255) / 256, 256>>>(d, 2.0f, n);
  cudaMemcpy(x, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
}}
"""


def generate(root, units, library, seed):
    rng = random.Random(seed)
    os.makedirs(root)
    for i in range(units):
        if library:
            headers = LIBRARY_HEADERS[rng.randrange(len(LIBRARY_HEADERS))]
            # Every body needs CUB and Thrust's sort/reduce: after the
            # leading set, so the set itself varies.
            lines = [f"#include <{h}>" for h in headers]
            lines += ["#include <cub/cub.cuh>", "#include <thrust/device_vector.h>",
                      "#include <thrust/sort.h>", "#include <thrust/reduce.h>",
                      "#include <vector>"]
            text = "\n".join(lines) + "\n" + LIBRARY_BODY.format(i=i)
        else:
            text = "#include <cuda_runtime.h>\n" + PLAIN_BODY.format(i=i)
        with open(os.path.join(root, f"unit{i:04d}.cu"), "w") as f:
            f.write(text)


def timed(argv, env, work):
    """CPU seconds (user + system) and peak RSS (MiB) of one run."""
    rss_file = os.path.join(work, "rss.txt")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rss_file] + argv,
                          env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        sys.exit(f"failed ({done.returncode}): {' '.join(argv)}\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    with open(rss_file) as f:
        rss_kib = int(f.read().split()[-1])
    return cpu, rss_kib / 1024


def same_tree(a, b):
    for dirpath, _, files in os.walk(a):
        for name in files:
            if name.endswith(".cu"):
                rel = os.path.relpath(os.path.join(dirpath, name), a)
                with open(os.path.join(a, rel), "rb") as x, open(os.path.join(b, rel), "rb") as y:
                    if x.read() != y.read():
                        return rel
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--units", type=int, default=40, help="units per tree (40)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--cu2hip", default=os.path.join(ROOT, "build/bin/cu2hip"))
    p.add_argument("--cuda-path", default="/usr/local/cuda")
    p.add_argument("--other", metavar="CMD",
                   help="another translator, run once per file as CMD FILE > OUT")
    p.add_argument("--keep", action="store_true")
    args = p.parse_args()

    work = tempfile.mkdtemp(prefix="cu2hip-libbench-")
    tool = os.path.join(work, "cu2hip")
    shutil.copy2(args.cu2hip, tool)
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "xdg"))
    base = [tool, f"--cuda-path={args.cuda_path}", "--progress=none",
            "--hip-version", "5.2", f"-j{args.jobs}"]
    rows, status = [], 0
    try:
        for kind, library in (("plain", False), ("library", True)):
            src = os.path.join(work, kind)
            generate(src, args.units, library, args.seed)
            ref = os.path.join(work, kind + "-ref")
            timed(base + [src, "-o", ref, "--no-cache"], env, work)
            cache = os.path.join(work, kind + "-cache")
            states = {}
            for state in ("cold", "pch-ready", "warm", "per-file"):
                if state in ("pch-ready", "per-file"):
                    shutil.rmtree(os.path.join(cache, "facts"), ignore_errors=True)
                out = os.path.join(work, f"{kind}-{state}")
                if state == "per-file":
                    # As a user scripting one run per file would: each
                    # process pays its own start-up and PCH loading.
                    cpu, rss = 0.0, 0.0
                    os.makedirs(out)
                    for name in sorted(os.listdir(src)):
                        c, r = timed(base + [os.path.join(src, name), "-o",
                                             os.path.join(out, name), "--cache-dir", cache],
                                     env, work)
                        cpu, rss = cpu + c, max(rss, r)
                else:
                    cpu, rss = timed(base + [src, "-o", out, "--cache-dir", cache], env, work)
                states[state] = (cpu / args.units, rss)
                bad = same_tree(ref, out)
                if bad:
                    print(f"output differs from the uncached run: {kind} {state} {bad}")
                    status = 3
            if args.other:
                start = resource.getrusage(resource.RUSAGE_CHILDREN)
                for name in sorted(os.listdir(src)):
                    with open(os.path.join(work, "other.out"), "w") as out:
                        subprocess.run(args.other.split() + [os.path.join(src, name)],
                                       stdout=out, stderr=subprocess.DEVNULL)
                end = resource.getrusage(resource.RUSAGE_CHILDREN)
                states["other"] = ((end.ru_utime - start.ru_utime +
                                    end.ru_stime - start.ru_stime) / args.units, 0)
            rows.append((kind, states))
        plain = dict(rows)["plain"]
        print(f"{args.units} units per tree, -j{args.jobs}; CPU seconds per unit "
              "(peak RSS of the run)")
        print("| tree | " + " | ".join(rows[0][1]) + " |")
        print("|---" * (len(rows[0][1]) + 1) + "|")
        for kind, states in rows:
            print(f"| {kind} | " + " | ".join(
                f"{cpu:.3f} s ({rss:.0f} MiB)" for cpu, rss in states.values()) + " |")
        lib = dict(rows)["library"]
        print("| library / plain | " + " | ".join(
            f"{lib[s][0] / plain[s][0]:.1f}x" if plain[s][0] else "-" for s in lib) + " |")
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
