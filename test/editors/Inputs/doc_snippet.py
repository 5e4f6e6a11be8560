#!/usr/bin/env python3
"""doc_snippet.py DOC LANGUAGE TEXT: prints the first ```LANGUAGE block of
the Markdown file DOC that contains TEXT, without the indentation of a list
item around it, so that the editor tests run the set-up docs/editors.md
gives users as it is written there."""
import re
import sys


def snippet(doc, language, text):
    fence = re.compile(r"^( *)```(\S*)\s*$")
    block, indent, lang = None, "", None
    for line in open(doc, encoding="utf-8"):
        match = fence.match(line)
        if block is None:
            if match:
                block, indent, lang = [], match.group(1), match.group(2)
            continue
        if match and match.group(1) == indent:
            if lang == language and any(text in b for b in block):
                return "".join(block)
            block = None
            continue
        block.append(line[len(indent):] if line.startswith(indent) else line)
    sys.exit(f"doc_snippet: no ```{language} block of {doc} has '{text}'")


if __name__ == "__main__":
    sys.stdout.write(snippet(*sys.argv[1:]))
