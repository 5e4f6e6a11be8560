#!/usr/bin/env python3
"""Fails when a layer of cu2hip includes a header of a layer above it.

The layers are the libraries lib/<Folder>/CMakeLists.txt declares with
add_cu2hip_layer(<lib> SOURCES ... DEPENDS ...); a folder may use its own
headers and those of the folders its libraries depend on, directly or not.
Checked: every file under lib/<Folder>/ and include/cu2hip/<Folder>/ (which
mirrors lib/). The linker checks the same layering for calls
(lib/AddLayer.cmake); this catches what a header alone brings in.

Usage: check-layering.py SOURCE_ROOT
"""
import os
import re
import sys

LAYER = re.compile(r"add_cu2hip_layer\(\s*(\w+)(.*?)\)", re.S)
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# Headers the table generator writes into the build tree: the tables' own.
GENERATED = {"MappingRows.inc": "Mapping", "ShimRows.inc": "Mapping",
             "NvidiaShimRows.inc": "Mapping",
             "BuildSystemRows.inc": "Mapping"}


def read_layers(root):
    """Folder of each layer library, and each folder's direct dependencies."""
    lib_folder, lib_deps = {}, {}
    lib = os.path.join(root, "lib")
    for folder in sorted(os.listdir(lib)):
        cmake = os.path.join(lib, folder, "CMakeLists.txt")
        if not os.path.isfile(cmake):
            continue
        for name, body in LAYER.findall(open(cmake).read()):
            deps = body.split("DEPENDS", 1)[1].split() if "DEPENDS" in body else []
            lib_folder[name] = folder
            lib_deps[name] = deps
    folder_deps = {f: set() for f in lib_folder.values()}
    for name, deps in lib_deps.items():
        for dep in deps:
            if dep in lib_folder and lib_folder[dep] != lib_folder[name]:
                folder_deps[lib_folder[name]].add(lib_folder[dep])
    return folder_deps


def closure(folder_deps):
    reach = {}
    for folder in folder_deps:
        seen, todo = set(), [folder]
        while todo:
            for dep in folder_deps[todo.pop()]:
                if dep not in seen:
                    seen.add(dep)
                    todo.append(dep)
        if folder in seen:
            sys.exit(f"check-layering: error: layer {folder} depends on itself")
        reach[folder] = seen
    return reach


def layer_of(include):
    """The folder an #include "cu2hip/..." names, or None for other headers."""
    parts = include.split("/")
    if parts[0] != "cu2hip":
        return None
    if len(parts) == 2:
        return GENERATED.get(parts[1], "")  # "": a header outside any layer
    return parts[1]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    root = sys.argv[1]
    folder_deps = read_layers(root)
    if not folder_deps:
        sys.exit(f"check-layering: error: no add_cu2hip_layer under {root}/lib")
    reach = closure(folder_deps)
    problems, files = [], 0
    for top in ("lib", os.path.join("include", "cu2hip")):
        base = os.path.join(root, top)
        for folder in sorted(os.listdir(base)):
            path = os.path.join(base, folder)
            if not os.path.isdir(path):
                if top != "lib" and not folder.endswith(".in"):
                    problems.append(f"{top}/{folder}: a public header outside "
                                    "every layer folder")
                continue
            if folder not in folder_deps:
                problems.append(f"{top}/{folder}: a folder no layer library "
                                f"declares (lib/{folder}/CMakeLists.txt)")
                continue
            for dirpath, _, names in os.walk(path):
                for name in sorted(names):
                    file = os.path.join(dirpath, name)
                    rel = os.path.relpath(file, root)
                    files += 1
                    text = open(file, errors="replace").read()
                    for m in INCLUDE.finditer(text):
                        target = layer_of(m.group(1))
                        if target is None or target == folder:
                            continue
                        line = text.count("\n", 0, m.start()) + 1
                        if target == "":
                            problems.append(f"{rel}:{line}: includes "
                                            f"'{m.group(1)}', outside every layer")
                        elif target not in reach[folder]:
                            problems.append(
                                f"{rel}:{line}: layer {folder} includes "
                                f"'{m.group(1)}' of layer {target}, which it "
                                "does not depend on")
    for p in sorted(problems):
        print(f"check-layering: error: {p}", file=sys.stderr)
    if problems:
        return 1
    order = sorted(folder_deps, key=lambda f: (len(reach[f]), f))
    print(f"check-layering: {files} files in {len(folder_deps)} layers, "
          f"bottom up: {' '.join(order)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
