#!/usr/bin/env python3
"""expect_exit.py STATUS CMD ARGS...: run CMD and succeed only when it exits
with exactly STATUS (lit's `not` accepts any non-zero status, and cu2hip's
1 and 2 mean different things). stdin, stdout and stderr pass through."""
import subprocess
import sys

want = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != want:
    sys.stderr.write(f"expect_exit.py: wanted exit status {want}, got {got}\n")
    sys.exit(1)
