#!/usr/bin/env python3
"""A stand-in for hipcc, so that --check-build's mapping can be tested
without ROCm. It compiles nothing: it reports, in Clang's format and with
absolute paths, an error at each line of the source (and of the quoted
headers the source includes) that holds `// NOT_HIP: <message>`, and an
error in a system header, behind an include stack, for each line that holds
`// NOT_HIP_SYSTEM: <message>`. A source holding `// HIPCC_CRASH` ends it
with status 139 and no message.

Like hipcc, which hands its arguments to a shell, it refuses (status 99)
any argument a shell would not read as itself. It appends its argument
vector, one repr() a line, to $FAKE_HIPCC_LOG when that is set."""
import os
import re
import sys

PLAIN = re.compile(r"^[A-Za-z0-9_=./,:+@%-]*$")

args = sys.argv[1:]
if os.environ.get("FAKE_HIPCC_LOG"):
    with open(os.environ["FAKE_HIPCC_LOG"], "a") as log:
        log.write(repr(args) + "\n")
for a in args:
    if not a.startswith("-D") and not PLAIN.match(a):
        print("fake-hipcc: unsafe argument %r" % a, file=sys.stderr)
        sys.exit(99)
source = os.path.abspath(args[-1])
quote_dirs = [os.path.dirname(source)] + [a[len("-iquote"):] for a in args
                                          if a.startswith("-iquote")]


def scan(path):
    with open(path) as f:
        return f.read().splitlines()


errors = 0
lines = scan(source)
if any("// HIPCC_CRASH" in l for l in lines):
    sys.exit(139)
for n, text in enumerate(lines, 1):
    m = re.search(r'#include "([^"]+)"', text)
    if m:
        for d in quote_dirs:
            header = os.path.join(d, m.group(1))
            if os.path.exists(header):
                for hn, htext in enumerate(scan(header), 1):
                    hm = re.search(r"// NOT_HIP: (.*)", htext)
                    if hm:
                        print("In file included from %s:%d:" % (source, n), file=sys.stderr)
                        print("%s:%d:3: error: %s" % (os.path.abspath(header), hn, hm.group(1)),
                              file=sys.stderr)
                        errors += 1
                break
    m = re.search(r"// NOT_HIP: (.*)", text)
    if m:
        print("%s:%d:3: error: %s" % (source, n, m.group(1)), file=sys.stderr)
        errors += 1
    m = re.search(r"// NOT_HIP_SYSTEM: (.*)", text)
    if m:
        print("In file included from %s:%d:" % (source, n), file=sys.stderr)
        print("/opt/rocm/include/hip/fake_detail.h:10:5: error: %s" % m.group(1), file=sys.stderr)
        errors += 1
if errors:
    print("%d error%s generated when compiling for gfx90a." % (errors, "s" if errors > 1 else ""),
          file=sys.stderr)
sys.exit(1 if errors else 0)
