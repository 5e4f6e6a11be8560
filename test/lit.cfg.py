# -*- Python -*-
# lit configuration for cu2hip. Most tests run against the hermetic headers in
# Inputs/cuda; tests that need the real CUDA SDK or hipcc say so with REQUIRES.
import os
import shutil
import subprocess

import lit.formats

config.name = "cu2hip"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cuh", ".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cu2hip_obj_root, "test")

llvm_bin = config.llvm_tools_dir
config.environment["PATH"] = os.pathsep.join(
    [config.cu2hip_tools_dir, llvm_bin, config.environment.get("PATH", "")])

mock_cuda = os.path.join(config.test_source_root, "Inputs", "cuda")
cu2hip = os.path.join(config.cu2hip_tools_dir, "cu2hip")
# Tests neither read nor fill a cache unless they say so (--cache-dir), and
# show no progress: their stderr is checked line by line.
quiet_run = "--no-cache --progress=none"
# `verify` is a subcommand: it comes before every option.
config.substitutions.append(("%cu2hip-verify", f"{cu2hip} verify --cuda-path={config.cuda_path} {quiet_run}"))
config.substitutions.append(("%cu2hip-cache", f"{cu2hip} cache"))
# `cu2hip lsp` against the mock headers, and the scripted client that drives
# it (test/lsp/Inputs/lsp_client.py: STEPS ROOT -- SERVER...).
config.substitutions.append(("%cu2hip-lsp", f"{cu2hip} lsp --cuda-path={mock_cuda} --no-cache"))
config.substitutions.append(
    ("%lsp-client",
     f"{config.python_executable} "
     f"{os.path.join(config.test_source_root, 'lsp', 'Inputs', 'lsp_client.py')}"))
# Before %cu2hip, which is a prefix of it.
config.substitutions.append(
    ("%cu2hip-nvidia-compat",
     os.path.join(config.cu2hip_tools_dir, "cu2hip-nvidia-compat")))
config.substitutions.append(("%cu2hip-sdk", f"{cu2hip} --cuda-path={config.cuda_path} {quiet_run}"))
config.substitutions.append(("%cu2hip-nosdk", f"{cu2hip} --no-cuda-sdk {quiet_run}"))
config.substitutions.append(("%cu2hip", f"{cu2hip} --cuda-path={mock_cuda} {quiet_run}"))
config.substitutions.append(("%mock-cuda", mock_cuda))
config.substitutions.append(("%cuda-path", config.cuda_path))
# %expect-exit N CMD...: CMD must exit with status N exactly. First, so that
# %cu2hip inside it is substituted afterwards.
config.substitutions.insert(
    0,
    ("%expect-exit",
     f"{config.python_executable} "
     f"{os.path.join(config.test_source_root, 'Inputs', 'expect_exit.py')}"))
config.substitutions.append(("%examples", config.examples_dir))
config.substitutions.append(("%mappings", config.mappings_dir))
config.substitutions.append(("%docs", config.docs_dir))
config.substitutions.append(("%build", config.cu2hip_obj_root))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(
    ("%strip-checks", f"{config.python_executable} {os.path.join(config.test_source_root, 'Inputs', 'strip_checks.py')}"))

if os.path.exists(os.path.join(config.cuda_path, "include", "cuda_runtime.h")):
    config.available_features.add("cuda-sdk")
# nvcc itself: CMake's CUDA language needs it to configure a CUDA project.
if os.access(os.path.join(config.cuda_path, "bin", "nvcc"), os.X_OK):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", os.path.join(config.cuda_path, "bin", "nvcc")))
hipcc = shutil.which("hipcc")
if hipcc and os.path.exists("/usr/include/hip/hip_runtime.h"):
    config.available_features.add("hipcc")
    config.substitutions.append(("%hipcc", hipcc))
# bin/cu2hip-static, LLVM and Clang linked statically (CU2HIP_STATIC_TWIN):
# test/static compares it with bin/cu2hip.
if config.static_twin:
    config.available_features.add("static-twin")
# The build tools that read a build action's depfile.
for tool in ("make", "ninja"):
    if shutil.which(tool):
        config.available_features.add(tool)
# The Bazel rules (bazel/) are built with Debian's bazel-bootstrap; their
# shared cache is served by nginx (WebDAV PUT). test/bazel/lit.local.cfg
# has their substitutions.
bazel = shutil.which("bazel")
if bazel and subprocess.call([bazel, "--version"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("bazel")
if os.access("/usr/sbin/nginx", os.X_OK):
    config.available_features.add("nginx")
# cu2hip verify runs programs only where the driver lists a GPU.
smi = shutil.which("nvidia-smi")
if smi and subprocess.call([smi, "-L"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("cuda-gpu")
# The HTML report is checked in a headless Chromium (Debian's `chromium`),
# the SARIF report against a schema with python3-jsonschema.
if os.access("/usr/bin/chromium", os.X_OK):
    config.available_features.add("chromium")
    config.substitutions.append(("%chromium", "/usr/bin/chromium"))
if subprocess.call([config.python_executable, "-c", "import jsonschema"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("jsonschema")
# The fixes of --export-fixes are applied with clang-apply-replacements
# (Debian's clang-tools-22).
car = os.path.join(llvm_bin, "clang-apply-replacements")
if not os.access(car, os.X_OK):
    car = shutil.which("clang-apply-replacements-22") or ""
if car:
    config.available_features.add("clang-apply-replacements")
    config.substitutions.append(("%clang-apply-replacements", car))

# Real editors drive `cu2hip lsp` in test/editors/: Neovim 0.7 or newer
# (vim.lsp.start_client, nvim_create_autocmd), and Emacs with Debian's
# elpa-eglot, whose folder emacs -Q does not activate by itself.
def succeeds(argv):
    try:
        return subprocess.call(argv, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, timeout=60) == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


nvim = shutil.which("nvim")
if nvim and succeeds([nvim, "--headless", "--clean", "-c",
                      "if has('nvim-0.7') | qall! | else | cquit | endif"]):
    config.available_features.add("nvim")
emacs = shutil.which("emacs")
if emacs and succeeds([emacs, "--batch", "-Q", "--eval",
                       "(progn (setq package-directory-list"
                       " '(\"/usr/share/emacs/site-lisp/elpa\"))"
                       " (package-initialize) (require 'eglot))"]):
    config.available_features.add("emacs-eglot")

# Permissions only bind an ordinary user: tests about them run as the
# suite's own user where it is not root, else as nobody through setpriv
# (root's reads ignore chmod 000). Their %t must be open to that user.
# %give-to-ordinary-user DIR makes that user own the test's files.
if os.geteuid() != 0:
    config.available_features.add("ordinary-user")
    config.substitutions.append(("%as-ordinary-user", ""))
    config.substitutions.append(("%give-to-ordinary-user", "true"))
elif shutil.which("setpriv"):
    config.available_features.add("ordinary-user")
    config.substitutions.append(
        ("%as-ordinary-user",
         "setpriv --reuid=65534 --regid=65534 --clear-groups --"))
    config.substitutions.append(("%give-to-ordinary-user",
                                 "chown -R 65534:65534"))
# A full disk is a tiny tmpfs mounted in a private mount namespace, which
# needs root (CI runs as root); elsewhere those tests are unsupported.
if os.geteuid() == 0 and shutil.which("unshare") and subprocess.call(
        ["unshare", "-m", "--propagation", "private", "sh", "-c",
         "mount -t tmpfs -o size=8k tmpfs /mnt"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("private-mounts")
