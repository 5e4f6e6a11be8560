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
  template-nest   a type of templates nested 5000 deep (A<A<...int...>>)
  long-expression one 1 MB line: int x = a+a+...+a;
  unary-nest  1000000 unary minuses before one operand: deeper than even
              the parse thread's stack
  macro-bomb  a macro that doubles 40 times (2^41 tokens) used once
  arg-bomb    a macro doubling its argument, nested 40 deep in the argument
  wide-arg-bomb  a macro that copies its argument 32 times, nested 7 deep:
              each expansion a single step of up to gigabytes of tokens
Each ends with a CUDA call, the line the tests look for in the output.
"""
import random
import sys

kind, out = sys.argv[1], sys.argv[2]
rng = random.Random(20240607)
TAIL = "void f() { cudaDeviceSynchronize(); }\n"
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
elif kind == "template-nest":
    n = 5000
    data = ("#include <cuda_runtime.h>\ntemplate <class T> struct A {};\n" +
            "A<" * n + "int" + ">" * n + " *p;\n" + TAIL).encode()
elif kind == "long-expression":
    data = ("#include <cuda_runtime.h>\nint a;\nint x = " +
            "+".join(["a"] * 500000) + ";\n" + TAIL).encode()
elif kind == "unary-nest":
    data = ("#include <cuda_runtime.h>\nint a;\nint x = " + "-" * 1000000 +
            "a;\n" + TAIL).encode()
elif kind == "macro-bomb":
    lines = ["#include <cuda_runtime.h>", "#define A0 x x"]
    lines += [f"#define A{i} A{i - 1} A{i - 1}" for i in range(1, 41)]
    data = ("\n".join(lines) + "\nint A40;\n" + TAIL).encode()
elif kind == "arg-bomb":
    use = "y"
    for _ in range(40):
        use = f"D({use})"
    data = ("#include <cuda_runtime.h>\n#define D(x) x x\nint " + use +
            ";\n" + TAIL).encode()
elif kind == "wide-arg-bomb":
    use = "y"
    for _ in range(7):
        use = f"W({use})"
    data = ("#include <cuda_runtime.h>\n#define W(x) " + " ".join(["x"] * 32) +
            "\nint " + use + ";\n" + TAIL).encode()
else:
    sys.exit(f"unknown kind {kind}")
with open(out, "wb") as f:
    f.write(data)
