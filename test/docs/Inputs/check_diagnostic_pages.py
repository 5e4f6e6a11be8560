#!/usr/bin/env python3
"""Checks that docs/diagnostics/ documents exactly the ids of Diagnostics.def.

Usage: check_diagnostic_pages.py DIAGNOSTICS_DEF PAGES_DIR

Fails (exit 1, one "error:" line per problem) when
  - an id declared in Diagnostics.def has no PAGES_DIR/<id>.md,
  - a page PAGES_DIR/<name>.md names an id Diagnostics.def does not declare,
  - a page's title is not `# cu2hip-<id>` for its own file name,
  - a page mentions `[cu2hip-<id>]` for an id that does not exist,
  - README.md does not link every page, or links a page that does not exist.
"""
import os
import re
import sys

DIAG_RE = re.compile(r'^\s*CU2HIP_DIAG\(\s*\w+\s*,\s*"([^"]+)"', re.M)
MENTION_RE = re.compile(r'\[cu2hip-([a-z0-9-]+)\]')
LINK_RE = re.compile(r'\]\(([a-z0-9-]+)\.md\)')


def declared_ids(def_path):
    with open(def_path, encoding="utf-8") as f:
        return DIAG_RE.findall(f.read())


def main(argv):
    if len(argv) != 3:
        print("usage: check_diagnostic_pages.py DIAGNOSTICS_DEF PAGES_DIR",
              file=sys.stderr)
        return 2
    def_path, pages_dir = argv[1], argv[2]
    ids = declared_ids(def_path)
    if not ids:
        print(f"error: no CU2HIP_DIAG entries found in '{def_path}'",
              file=sys.stderr)
        return 1
    known = set(ids)
    pages = sorted(name[:-3] for name in os.listdir(pages_dir)
                   if name.endswith(".md") and name != "README.md")
    errors = []

    for diag_id in ids:
        if diag_id not in pages:
            errors.append(f"no page for diagnostic '{diag_id}': expected "
                          f"{os.path.join(pages_dir, diag_id + '.md')}")

    for page in pages:
        path = os.path.join(pages_dir, page + ".md")
        if page not in known:
            errors.append(f"page '{path}' documents '{page}', which "
                          f"Diagnostics.def does not declare")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        first = text.splitlines()[0] if text else ""
        if first != f"# cu2hip-{page}":
            errors.append(f"page '{path}' must start with '# cu2hip-{page}', "
                          f"not '{first}'")
        for mention in sorted(set(MENTION_RE.findall(text))):
            if mention not in known:
                errors.append(f"page '{path}' mentions [cu2hip-{mention}], "
                              f"which Diagnostics.def does not declare")

    readme = os.path.join(pages_dir, "README.md")
    if not os.path.exists(readme):
        errors.append(f"no index '{readme}'")
    else:
        with open(readme, encoding="utf-8") as f:
            index = f.read()
        for page in pages:
            if f"({page}.md)" not in index:
                errors.append(f"'{readme}' does not link '{page}.md'")
        for target in sorted(set(LINK_RE.findall(index))):
            if target not in pages:
                errors.append(f"'{readme}' links '{target}.md', which does "
                              f"not exist")

    for e in errors:
        print("error: " + e, file=sys.stderr)
    if errors:
        return 1
    print(f"ok: {len(ids)} diagnostic ids, {len(pages)} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
