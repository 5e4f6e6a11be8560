#!/usr/bin/env python3
"""particles_copy.py EXAMPLE DEST: the first step of the walkthrough in
docs/editors.md, which the editor tests follow: a copy of examples/particles
at DEST with the compile_commands.json the walkthrough writes (the example's
two include folders for each of its sources)."""
import glob
import json
import os
import shutil
import sys

example, dest = sys.argv[1:]
shutil.copytree(example, dest)
os.chdir(dest)
# The walkthrough's one-liner, as it is written there.
json.dump([{"directory": os.getcwd(), "file": f, "command": "nvcc -Iinclude -Ikernels -c " + f} for f in glob.glob("kernels/*.cu") + glob.glob("src/*.c*")], open("compile_commands.json", "w"), indent=1)
