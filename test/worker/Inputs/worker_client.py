#!/usr/bin/env python3
"""worker_client.py SCRIPT -- COMMAND...: starts COMMAND (a persistent
worker), plays the script's `# WORKER: ` lines and prints what comes back:

    send TEXT      write TEXT to the worker's stdin, as it is (no newline)
    sendline TEXT  write TEXT and a newline
    request ARG... write {"arguments": [ARG...], "requestId": N} (N counts up)
    big MIB        write a request of MIB mebibytes
    expect N       read N responses; print each as
                   "response <requestId> exit <exitCode>", then its output's
                   lines as "| line"
    term           send SIGTERM; print "ended <status>" once it ends
    eof            close stdin; print "ended <status>" once it ends

Every response must be one JSON object with only exitCode, output and
requestId; anything else the worker writes on stdout fails the run."""
import json
import signal
import subprocess
import sys
import time

TIMEOUT = 60


def read_response(out):
    line = out.readline()
    if not line:
        sys.exit("error: the worker's stdout ended")
    response = json.loads(line)
    extra = set(response) - {"exitCode", "output", "requestId"}
    if extra:
        sys.exit("error: unexpected fields %s" % sorted(extra))
    print("response %d exit %d" % (response.get("requestId", 0),
                                   response.get("exitCode", 0)))
    for text in response.get("output", "").splitlines():
        print("| " + text)


def wait_end(worker):
    start = time.time()
    status = worker.wait(timeout=TIMEOUT)
    # Bazel waits a little for a worker it stops: it must not linger.
    print("ended %d%s" % (status, "" if time.time() - start < 2 else " late"))


def main():
    script, command = sys.argv[1], sys.argv[sys.argv.index("--") + 1:]
    worker = subprocess.Popen(command, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    next_id = 1
    for line in open(script):
        if not line.startswith("# WORKER: "):
            continue
        verb, _, rest = line[len("# WORKER: "):].rstrip("\n").partition(" ")
        if verb in ("send", "sendline"):
            worker.stdin.write((rest + ("\n" if verb == "sendline" else ""))
                               .encode())
        elif verb == "request":
            worker.stdin.write(json.dumps(
                {"arguments": rest.split(), "requestId": next_id,
                 "inputs": [{"path": "x", "digest": "eA=="}]}).encode())
            next_id += 1
        elif verb == "big":
            worker.stdin.write(b'{"arguments": ["' +
                               b"x" * (int(rest) << 20) + b'"]}')
        elif verb == "expect":
            worker.stdin.flush()
            for _ in range(int(rest)):
                read_response(worker.stdout)
        elif verb == "term":
            time.sleep(0.2)
            worker.send_signal(signal.SIGTERM)
            wait_end(worker)
        elif verb == "eof":
            worker.stdin.close()
            wait_end(worker)
        else:
            sys.exit("error: unknown verb " + verb)
        if verb != "eof" and worker.poll() is None:
            worker.stdin.flush()
    rest = worker.stdout.read()
    if rest:
        sys.exit("error: the worker wrote more: %r" % rest[:200])


if __name__ == "__main__":
    main()
