#!/usr/bin/env python3
"""Checks that docs/diagnostics/ documents exactly the ids of Diagnostics.def.

Usage: check_diagnostic_pages.py DIAGNOSTICS_DEF PAGES_DIR

Fails (exit 1, one "error:" line per problem) when
  - an id declared in Diagnostics.def has no PAGES_DIR/<id>.md,
  - a page PAGES_DIR/<name>.md names an id Diagnostics.def does not declare,
  - a page's title is not `# cu2hip-<id>` for its own file name,
  - a page mentions `[cu2hip-<id>]` for an id that does not exist,
  - a page does not state the severity and effort class Diagnostics.def gives,
  - README.md does not link every page, or links a page that does not exist.
"""
import os
import re
import sys

DIAG_RE = re.compile(
    r'^\s*CU2HIP_DIAG\(\s*\w+\s*,\s*"([^"]+)"\s*,\s*(\w+)\s*,\s*(\w+)\s*,', re.M)
MENTION_RE = re.compile(r'\[cu2hip-([a-z0-9-]+)\]')
LINK_RE = re.compile(r'\]\(([a-z0-9-]+)\.md\)')


def declared(def_path):
    """id -> (severity, effort), lower case, as the pages spell them."""
    with open(def_path, encoding="utf-8") as f:
        return {i: (sev.lower(), eff.lower())
                for i, sev, eff in DIAG_RE.findall(f.read())}


def main(argv):
    if len(argv) != 3:
        print("usage: check_diagnostic_pages.py DIAGNOSTICS_DEF PAGES_DIR",
              file=sys.stderr)
        return 2
    def_path, pages_dir = argv[1], argv[2]
    table = declared(def_path)
    ids = list(table)
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
        if page in known:
            severity, effort = table[page]
            if f"**Severity:** {severity}" not in text:
                errors.append(f"page '{path}' must say '**Severity:** "
                              f"{severity}' as Diagnostics.def does")
            if f"**Effort:** {effort}" not in text:
                errors.append(f"page '{path}' must say '**Effort:** "
                              f"{effort}' as Diagnostics.def does")
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
