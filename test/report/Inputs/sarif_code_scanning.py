#!/usr/bin/env python3
"""sarif_code_scanning.py FILE: checks what GitHub code scanning needs of a
SARIF upload beyond the schema, and that the references inside agree: every
result names a rule of the driver by ruleId (and ruleIndex, when given, points
at that rule), has a level and a message text, and is located in a relative
URI under a base id the run defines, whose artifact index names the same URI.
Prints `ok: N results` or one `error: ...` line per problem (exit status 1)."""
import json
import sys


def main(path):
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    errors = []
    for run in log["runs"]:
        rules = run["tool"]["driver"].get("rules", [])
        ids = [r["id"] for r in rules]
        bases = run.get("originalUriBaseIds", {})
        artifacts = run.get("artifacts", [])
        for n, result in enumerate(run.get("results", [])):
            where = f"result {n}"
            rule = result.get("ruleId")
            if rule not in ids:
                errors.append(f"{where}: ruleId {rule!r} is not a rule of the driver")
            elif "ruleIndex" in result and ids[result["ruleIndex"]] != rule:
                errors.append(f"{where}: ruleIndex {result['ruleIndex']} is not {rule}")
            if result.get("level") not in ("error", "warning", "note"):
                errors.append(f"{where}: level {result.get('level')!r}")
            if not result.get("message", {}).get("text"):
                errors.append(f"{where}: no message text")
            locations = result.get("locations", [])
            if not locations:
                errors.append(f"{where}: no location")
                continue
            loc = locations[0]["physicalLocation"]["artifactLocation"]
            uri = loc.get("uri", "")
            if uri.startswith("/") or ":" in uri.split("/")[0]:
                errors.append(f"{where}: uri {uri!r} is not relative")
            if loc.get("uriBaseId") not in bases:
                errors.append(f"{where}: uriBaseId {loc.get('uriBaseId')!r} is not defined")
            index = loc.get("index", -1)
            if index < 0 or artifacts[index]["location"]["uri"] != uri:
                errors.append(f"{where}: artifact index {index} does not name {uri!r}")
        count = len(run.get("results", []))
    for e in errors:
        print(f"error: {e}")
    if not errors:
        print(f"ok: {count} results")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
