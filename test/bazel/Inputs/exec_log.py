#!/usr/bin/env python3
"""exec_log.py LOG [--execroot DIR] [--forbid TEXT]...: summarizes a Bazel
--execution_log_json_file, one line per mnemonic, sorted:

    Cu2hipTranslate: 6 actions, 6 cache hits

and checks the Cu2hipTranslate actions for machine paths: no argument is an
absolute path or holds a --forbid text, and (with --execroot, the execroot
the outputs are under) no output holds a --forbid text. Each offence is a
line "error: ..." and the exit status is 1."""
import argparse
import json
import os
import sys
from collections import defaultdict

MNEMONIC = "Cu2hipTranslate"


def spawns(path):
    """The log is a sequence of JSON objects (Bazel 4), not one array."""
    text = open(path).read()
    decoder = json.JSONDecoder()
    pos = 0
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos == len(text):
            return
        spawn, pos = decoder.raw_decode(text, pos)
        yield spawn


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("log")
    parser.add_argument("--execroot")
    parser.add_argument("--forbid", action="append", default=[])
    args = parser.parse_args()
    counts = defaultdict(lambda: [0, 0])
    errors = []
    for spawn in spawns(args.log):
        mnemonic = spawn.get("mnemonic", "?")
        counts[mnemonic][0] += 1
        counts[mnemonic][1] += bool(spawn.get("remoteCacheHit"))
        if mnemonic != MNEMONIC:
            continue
        what = spawn.get("progressMessage", "?")
        if spawn.get("environmentVariables"):
            errors.append(f"{what}: environment {spawn['environmentVariables']}")
        for arg in spawn.get("commandArgs", []):
            if arg.startswith("/") or any(t in arg for t in args.forbid):
                errors.append(f"{what}: argument {arg!r} is a machine path")
        if not args.execroot:
            continue
        for out in spawn.get("actualOutputs", []):
            data = open(os.path.join(args.execroot, out["path"]), "rb").read()
            for text in args.forbid:
                if text.encode() in data:
                    errors.append(f"{out['path']} holds {text!r}")
    for mnemonic in sorted(counts):
        total, hits = counts[mnemonic]
        print(f"{mnemonic}: {total} actions, {hits} cache hits")
    for error in errors:
        print("error: " + error)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
