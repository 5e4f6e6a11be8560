#!/usr/bin/env python3
"""interrupt.py SIGNAL CMD...: start CMD, wait until it is parsing (it has a
thread beyond the main one and the -j1 worker, on Linux; at most 30 s), send
it SIGNAL (INT or TERM), and print how it ended:

  exit N              its exit status (or "killed by SIGX")
  stopped promptly    when it exited within 2 s of the signal

A CMD that does not stop within 60 s of the signal is killed and reported as
"still running", so a regression fails instead of hanging the suite.
"""
import os
import signal
import subprocess
import sys
import time

sig = getattr(signal, "SIG" + sys.argv[1])
proc = subprocess.Popen(sys.argv[2:])


def threads(pid):
    try:
        return len(os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return 0


deadline = time.monotonic() + 30
while proc.poll() is None and threads(proc.pid) < 3 and time.monotonic() < deadline:
    time.sleep(0.05)
time.sleep(0.5)  # well into the parse
sent = time.monotonic()
proc.send_signal(sig)
try:
    rc = proc.wait(timeout=60)
except subprocess.TimeoutExpired:
    proc.kill()
    proc.wait()
    print("still running")
    sys.exit(0)
elapsed = time.monotonic() - sent
print(f"exit {rc}" if rc >= 0 else f"killed by {signal.Signals(-rc).name}")
if elapsed < 2:
    print("stopped promptly")
else:
    print(f"stopped after {elapsed:.1f} s")
