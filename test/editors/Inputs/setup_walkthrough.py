#!/usr/bin/env python3
"""setup_walkthrough.py DOC EXAMPLE DEST SERVER...: the first steps of the
walkthrough in DOC (docs/editors.md), which the editor tests follow:
DEST/particles is a copy of EXAMPLE with the compile_commands.json that the
walkthrough's own command writes, and DEST/bin/cu2hip stands for
`cu2hip lsp` on the PATH, running SERVER... (the test's cu2hip, on the mock
CUDA headers, without a cache)."""
import os
import shlex
import shutil
import subprocess
import sys

from doc_snippet import snippet

doc, example, dest, *server = sys.argv[1:]
particles = os.path.join(dest, "particles")
shutil.copytree(example, particles)
steps = snippet(doc, "sh", "compile_commands.json").splitlines()
write_database = [line for line in steps if "json.dump" in line]
subprocess.run(["sh", "-c", write_database[0]], cwd=particles, check=True)

wrapper = os.path.join(dest, "bin", "cu2hip")
os.makedirs(os.path.dirname(wrapper))
with open(wrapper, "w") as out:
    out.write('#!/bin/sh\n[ "$1" = lsp ] || exit 2\nshift\n'
              f'exec {shlex.join(server)} "$@"\n')
os.chmod(wrapper, 0o755)
