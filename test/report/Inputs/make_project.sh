#!/bin/sh
# make_project.sh INPUTS DIR: the small codebase the report tests translate,
# in DIR/proj: Inputs/proj, plus a file whose name holds HTML, Markdown and
# URI syntax (a <script>&#|.cu: such names cannot live in the repository)
# and a symbolic link out of the tree, which fails with a whole-file finding.
set -e
cp -R "$1/proj" "$2/proj"
cp "$1/named.cu" "$2/proj/src/a <script>&#|.cu"
ln -s ../../README.txt "$2/proj/src/link.cu"
