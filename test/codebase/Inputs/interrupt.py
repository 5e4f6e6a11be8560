"""interrupt.py CU2HIP_COMMAND...: interrupt cu2hip with SIGINT (Ctrl-C) at
several moments of a run over a generated tree and check, each time, that
every file in the output is complete (identical to an uninterrupted run's)
and that no temporary file is left; then that a plain re-run finishes the
job without --force. Exits non-zero on the first violation."""
import filecmp
import os
import shutil
import signal
import subprocess
import sys
import time

cmd = sys.argv[1:]
root = os.getcwd()
src = os.path.join(root, "src")
os.makedirs(src, exist_ok=True)
for i in range(1500):
    with open(os.path.join(src, f"k{i:04}.cu"), "w") as f:
        f.write("#include <cuda_runtime.h>\n")
        f.write(f"void f{i}(float *p) {{ cudaMalloc(&p, {i}); cudaFree(p); }}\n" * 40)

subprocess.run(cmd + ["src", "-o", "ref"], check=True, stderr=subprocess.DEVNULL)
ref_files = set()
for d, _, files in os.walk("ref"):
    for f in files:
        ref_files.add(os.path.relpath(os.path.join(d, f), "ref"))


def check(out):
    for d, _, files in os.walk(out):
        for f in files:
            rel = os.path.relpath(os.path.join(d, f), out)
            if rel not in ref_files:
                sys.exit(f"{out}: unexpected file {rel} (temporary file left?)")
            if rel == ".cu2hip-manifest.json":
                continue
            if rel == "compile_commands.json":  # names its own directory
                text = open(os.path.join(out, rel)).read()
                same = text.replace(os.path.abspath(out),
                                    os.path.abspath("ref")) == \
                    open(os.path.join("ref", rel)).read()
            else:
                same = filecmp.cmp(os.path.join(out, rel),
                                   os.path.join("ref", rel), shallow=False)
            if not same:
                sys.exit(f"{out}: {rel} differs from a complete run")


interrupted = 0
for n, delay in enumerate([0.05, 0.2, 0.4, 0.6, 0.8, 1.0, 1.3, 1.7]):
    out = f"out{n}"
    # A shell or test runner may have started us with SIGINT ignored, which
    # children inherit; a user's terminal does not.
    p = subprocess.Popen(cmd + ["src", "-o", out], stderr=subprocess.DEVNULL,
                         preexec_fn=lambda: signal.signal(signal.SIGINT,
                                                          signal.SIG_DFL))
    time.sleep(delay)
    p.send_signal(signal.SIGINT)
    status = p.wait()
    if status != 0:
        interrupted += 1
    check(out)
    # The next run finishes the job: the manifest was written before any file.
    subprocess.run(cmd + ["src", "-o", out], check=True,
                   stderr=subprocess.DEVNULL)
    check(out)
    for rel in ref_files:
        if not os.path.exists(os.path.join(out, rel)):
            sys.exit(f"{out}: {rel} missing after the re-run")
    shutil.rmtree(out)
print(f"interrupt.py: {interrupted} runs interrupted, all outputs complete")
