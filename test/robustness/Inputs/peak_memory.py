#!/usr/bin/env python3
"""peak_memory.py MIB CMD...: run CMD (its stdin, stdout and stderr pass
through) and print its exit status, then "peak below MIB MiB" when its peak
resident memory stayed under MIB MiB, else the peak it reached."""
import resource
import subprocess
import sys

limit = int(sys.argv[1])
rc = subprocess.call(sys.argv[2:])
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
print(f"exit {rc}")
print(f"peak below {limit} MiB" if peak < limit else f"peak {peak} MiB")
