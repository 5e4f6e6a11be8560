#!/usr/bin/env python3
"""Checks that a translated tree has no CUDA name left unreported.

Every identifier spelled like a CUDA API (cudaX, cuX, CUx, CU_X, CUDA_X) that
survives in code (comments and string literals are ignored) must either be a
macro the project defines itself or be named by a finding the JSON report has
for that file (output lines can move when includes are added or merged, so
findings are matched by name, not line). Prints each violation; exits 1 if
there is any."""
import json
import os
import re
import sys

CUDA_NAME = re.compile(
    r"\b(cuda[A-Z]\w*|cu[A-Z][a-z]\w*|CU[a-z]\w*|CU_\w+|CUDA_\w+|CUDART_\w+"
    # The NVIDIA libraries: cuBLAS(Lt), cuRAND (host and device API), cuSPARSE,
    # cuFFT, cuSOLVER, cuDNN, and the CUB/Thrust CUDA-only spellings. NCCL's
    # names are RCCL's too, so they are not listed.
    r"|(?:cublas|cublasLt|curand|cusparse|cufft|cusolver|cudnn)(?:[A-Z_]\w*)?"
    r"|(?:CUBLAS|CURAND|CUSPARSE|CUFFT|CUSOLVER|CUDNN)_\w+"
    r"|cub::\w+|thrust::cuda(?:_cub)?::\w+)\b")
TOKENS = re.compile(
    r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
DEFINE = re.compile(r"^\s*#\s*define\s+(\w+)", re.M)


def code_only(text):
    # Blank comments and literals but keep newlines, so line numbers hold.
    return TOKENS.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def main(out_dir, report_path):
    with open(report_path, encoding="utf-8") as f:
        report = json.load(f)
    reported = set()
    for entry in report["files"]:
        out = os.path.relpath(entry["output"], out_dir) if entry["output"] else None
        for finding in entry["findings"]:
            reported.add((out, finding.get("cuda_name", "")))
    sources = []
    for root, _, files in os.walk(out_dir):
        for name in files:
            if name.endswith((".cu", ".cuh", ".cpp", ".h", ".hpp")):
                sources.append(os.path.join(root, name))
    own_macros = set()
    texts = {}
    for path in sorted(sources):
        with open(path, encoding="utf-8", errors="replace") as f:
            texts[path] = code_only(f.read())
        own_macros.update(DEFINE.findall(texts[path]))
    bad = 0
    for path, text in texts.items():
        rel = os.path.relpath(path, out_dir)
        for lineno, line in enumerate(text.splitlines(), 1):
            for name in CUDA_NAME.findall(line):
                if name in own_macros or (rel, name) in reported:
                    continue
                print(f"{rel}:{lineno}: unreported CUDA name '{name}'")
                bad += 1
    print(f"checked {len(texts)} files: {bad} unreported CUDA names")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
