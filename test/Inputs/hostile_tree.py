#!/usr/bin/env python3
"""hostile_tree.py DIR: writes a small CUDA tree into DIR whose file and
folder names hold every character a shell reads ($(...), backquotes, ; | &,
quotes, a backslash, a newline, a tab, globs, redirections, # ! ~). Each
unit includes a header beside it by a quoted include; a command that ran a
name would leave a file named PWNED-<where> somewhere.

Prints nothing; the units are listed in DIR/units.txt (one repr() a line),
so a test can check that each was built under its own name."""
import os
import sys

UNITS = [
    ("$(touch PWNED-dir)", "$(touch PWNED-file).cu"),
    ("a;touch PWNED-semi|touch PWNED-pipe&touch PWNED-amp&",
     "`touch PWNED-backquote` 'single' \"double\".cu"),
    ("new\nline $HOME", "back\\slash *?[x] <in >out #hash !bang ~tilde.cu"),
    ("", "tab\there $(touch PWNED-top).cu"),
]

root = sys.argv[1]
listed = []
for i, (folder, name) in enumerate(UNITS):
    where = os.path.join(root, folder) if folder else root
    os.makedirs(where, exist_ok=True)
    with open(os.path.join(where, "values.cuh"), "w") as f:
        f.write(f"#define SCALE_{i} {i + 2}\n")
    with open(os.path.join(where, name), "w") as f:
        f.write('#include <cuda_runtime.h>\n#include "values.cuh"\n'
                f"__global__ void kernel{i}(float *p) {{\n"
                f"  p[threadIdx.x] *= SCALE_{i};\n}}\n")
    listed.append(os.path.join(folder, name) if folder else name)
with open(os.path.join(root, "..", "units.txt"), "w") as f:
    for unit in listed:
        f.write(repr(unit) + "\n")
