#!/usr/bin/env bash
# Installs every Debian package cu2hip needs to build and test. Idempotent:
# packages already present are skipped, and `apt-get update` runs at most once.
set -euo pipefail

PACKAGES=(
  # Build: Clang/LLVM 22 LibTooling, fmt, ninja, cmake; the zstd and zlib
  # archives of a static link (lib/StaticLlvm.cmake).
  clang-22 libclang-22-dev libclang-cpp22-dev llvm-22-dev llvm-22-tools
  libzstd-dev zlib1g-dev libfmt-dev ninja-build cmake
  # Tests: HIP 5.2 toolchain and headers for the end-to-end compile checks.
  hipcc libamdhip64-dev rocm-device-libs libhiprand-dev librocrand-dev
  libhipsparse-dev librocsparse-dev librocprim-dev
  # Tests: lit runs on python3; unit tests use GoogleTest.
  python3 libgtest-dev
  # Tests: clang-apply-replacements applies the fixes of --export-fixes.
  clang-tools-22
  # Tests: the build action's depfiles are read back by real Make and Ninja.
  make
  # CI: scripts/lint.sh checks changed files with clang-format and clang-tidy.
  clang-format-22 clang-tidy-22
  # Tests: the HTML report is checked in headless Chromium, the SARIF report
  # against a schema with python3-jsonschema.
  chromium python3-jsonschema
  # Tests: `cu2hip lsp` in real editors, headless (test/editors/): Neovim
  # 0.7's built-in client, and Emacs with eglot.
  neovim emacs-nox elpa-eglot
  # Tests: the Bazel rules (bazel/) build the dual-build example offline, and
  # nginx (WebDAV PUT) serves their shared HTTP cache.
  bazel-bootstrap nginx
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "setup: all ${#PACKAGES[@]} packages already installed"
  exit 0
fi

SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
echo "setup: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
