#!/usr/bin/env python3
"""make_input.py KIND OUT: write a hostile input file for the robustness
tests, byte for byte (lit's RUN lines cannot spell NUL-free random bytes or
half a megabyte on one line).

  garbage     printable text that is not C++ and names nothing of CUDA:
              unbalanced brackets, quotes and
              comments, directives, backslashes (fixed seed)
  bytes       random bytes 1..255, no NUL (so not "binary"), fixed seed
  long-line   one 480 KB line of 20000 cudaMemset calls
  long-line.expected  its translation
  deep        a CUDA call after brackets nested 100000 deep
"""
import random
import sys

kind, out = sys.argv[1], sys.argv[2]
rng = random.Random(20240607)
if kind == "garbage":
    pieces = ["(", ")", "{", "}", "[", "]", '"', "'", "/*", "*/",
              "//", "\\\n", "#if", "#define X(", "#include <", "::", "template<",
              "R\"(", "\n", " ", "kernel", "0x", "1e+", "@", "$", "`", ";"]
    text = "".join(rng.choice(pieces) for _ in range(20000))
    data = text.encode("ascii")
elif kind == "bytes":
    data = bytes(rng.randrange(1, 256) for _ in range(20000))
elif kind in ("long-line", "long-line.expected"):
    prefix = "cuda" if kind == "long-line" else "hip"
    include = "cuda_runtime.h" if kind == "long-line" else "hip/hip_runtime.h"
    calls = " ".join(f"{prefix}Memset(p, {i}, 4);" for i in range(20000))
    data = f"#include <{include}>\nvoid f(char *p) {{ {calls} }}\n".encode()
elif kind == "deep":
    n = 100000
    data = ("#include <cuda_runtime.h>\nint x = " + "(" * n + "1" + ")" * n +
            ";\nvoid f() { cudaDeviceSynchronize(); }\n").encode()
else:
    sys.exit(f"unknown kind {kind}")
with open(out, "wb") as f:
    f.write(data)
