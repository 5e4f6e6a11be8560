#!/usr/bin/env python3
"""validate_json.py SCHEMA FILE: validates FILE against the JSON Schema SCHEMA
(draft 7) with python3-jsonschema and prints `ok: FILE` or every error,
one per line as `error: <path>: <message>` (exit status 1)."""
import json
import sys

import jsonschema


def main(schema_path, document_path):
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(document_path, encoding="utf-8") as f:
        document = json.load(f)
    validator = jsonschema.Draft7Validator(schema)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    for e in errors:
        where = "/".join(str(p) for p in e.absolute_path) or "(root)"
        print(f"error: {where}: {e.message}")
    if not errors:
        print(f"ok: {document_path}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
