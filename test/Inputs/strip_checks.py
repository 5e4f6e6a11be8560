#!/usr/bin/env python3
"""Blank every FileCheck directive comment in a test file, so that a test
checking the translator's output can never pass by matching the CHECK lines
the translator echoes back (the trick of clang-tidy's check_clang_tidy.py).
Lines keep their numbers, so [[@LINE]] expressions stay valid."""
import re
import sys

DIRECTIVE = re.compile(r"//\s*(RUN|REQUIRES|UNSUPPORTED|[A-Z][A-Z0-9-]*(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY)?):.*$")

src, dst = sys.argv[1], sys.argv[2]
with open(src, encoding="utf-8") as f:
    text = f.read()
with open(dst, "w", encoding="utf-8") as f:
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\n")
        stripped = DIRECTIVE.sub("//", body)
        f.write(stripped + line[len(body):])
