"""What one `ninja -d explain` run did, sorted: the outputs it found dirty
(`dirty: <path>`, paths under the build folder made relative) and the steps
it ran (`ran: <description>`)."""
import re
import sys

dirty, ran = set(), set()
for line in open(sys.argv[1], encoding="utf-8"):
    found = re.match(r"ninja explain: (.*) is dirty$", line.rstrip("\n"))
    if found:
        path = found.group(1)
        dirty.add(re.sub(r"^.*?/(cu2hip/)", r"\1", path) if path.startswith("/") else path)
        continue
    found = re.match(r"\[\d+/\d+\] (.*)$", line.rstrip("\n"))
    if found:
        ran.add(found.group(1))
for path in sorted(dirty):
    print("dirty:", path)
for step in sorted(ran):
    print("ran:", step)
