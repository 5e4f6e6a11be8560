"""Bazel rules that translate CUDA sources to HIP with cu2hip, one action per file.

The CUDA tree stays the source; the build makes the HIP tree. Every file (a
translation unit or a header) is translated by its own action,

    cu2hip FILE --source-root=DIR -o OUTDIR --no-headers --no-cache --progress=none
           [--hip-version=X.Y] [--no-cuda-sdk | --cuda-path=P] [--rules=T.yaml]...
           -- -I... -D... [copts]

run as `cu2hip @PARAMS` (the arguments one a line) or, where Bazel runs it
in a persistent worker (`cu2hip --persistent_worker`, Bazel's default proto
worker protocol, which every Bazel from 4 on speaks with no flag; the
default strategy where the action supports it), as one request to a cu2hip
that stays up between actions and keeps its tables and the precompiled SDK,
some ten times faster an action; --strategy=Cu2hipTranslate=sandboxed (or
local) runs each action in a process of its own instead. The actions
are the same either way, and so are their outputs and cache keys. An
action's inputs are declared (the cu2hip binary, the file, every CUDA header the
target and its deps provide, the --rules tables) and its one output is the
translated file. Every path on the command line is relative to the execroot,
the environment is empty, and cu2hip writes neither absolute paths nor
timestamps, so the action key and the output are the same on every machine:
Bazel caches the actions (--disk_cache, --remote_cache) and can run them on
remote workers.

Use, in a WORKSPACE:

    local_repository(name = "cu2hip", path = "/path/to/cu2hip")   # this checkout
    load("@cu2hip//bazel:cu2hip.bzl", "cu2hip_binary")
    cu2hip_binary(name = "cu2hip_tool")   # the cu2hip to run: $CU2HIP, path = ..., or PATH

and in a BUILD file:

    load("@cu2hip//bazel:cu2hip.bzl", "cu2hip_sources")
    cu2hip_sources(
        name = "kernels_hip",
        srcs = glob(["src/*.cu"]),
        hdrs = glob(["include/**/*.cuh", "include/**/*.h"]),
        includes = ["include"],
        hip_version = "5.2",
    )

which defines
    :kernels_hip       every translated file; CcInfo with the translated headers
                       and include folders, for cc_library/cc_binary deps
    :kernels_hip_srcs  the translated sources (output group "srcs")
    :kernels_hip_hdrs  the translated headers (output group "hdrs")

A translated file keeps its path below the package, under a folder named
after the target: src/saxpy.cu -> <bin>/<package>/kernels_hip/src/saxpy.cu,
include/dual/check.cuh -> <bin>/<package>/kernels_hip/include/dual/check.cuh,
so the translated sources find the translated headers through the same
relative #include lines, and `includes` become the translated include folders
(in a genrule: -I$(RULEDIR)/kernels_hip/include).

Machine inputs (not declared, so the same on every machine that runs the
actions, remote workers included): the shared libraries cu2hip links (LLVM
and Clang 22), Clang's resource directory compiled into cu2hip, and, only
with cuda_path set, the CUDA toolkit. By default the rules parse against the
stand-in CUDA headers cu2hip generates from its built-in tables
(--no-cuda-sdk), which needs no toolkit. The mapping tables are compiled into
the cu2hip binary, so the binary's digest covers them.
"""

Cu2hipInfo = provider(
    doc = "What a cu2hip_sources target gives the translations of the targets that depend on it.",
    fields = {
        "cuda_hdrs": "depset of the CUDA headers (this target's and its deps'), inputs of every dependent translation",
        "cuda_includes": "depset of the execroot-relative folders passed as -I when parsing",
        "hip_hdrs": "depset of the translated headers (this target's and its deps')",
        "hip_includes": "depset of the execroot-relative folders holding the translated headers",
    },
)

def _join(*parts):
    return "/".join([p for p in parts if p])

def _package_dir(ctx, root_path):
    """Execroot-relative folder of this package under one root (source or generated)."""
    return _join(root_path, ctx.label.workspace_root, ctx.label.package)

def _relative(ctx, f):
    """f's path below its package; fails for a file of another package."""
    base = _package_dir(ctx, f.root.path)
    if not base:
        return f.path
    if not f.path.startswith(base + "/"):
        fail("%s: %s is not in package %s; cu2hip_sources translates files of its own package only" %
             (ctx.label, f.path, ctx.label.package))
    return f.path[len(base) + 1:]

def _check_param_line(ctx, arg):
    """A params file line reads as one argument both to a worker (the line) and to `cu2hip @FILE` (GNU quoting)."""
    for c in [" ", "\t", "'", '"', "\\"]:
        if c in arg:
            fail("%s: argument %r holds whitespace, a quote or a backslash, which the params file of a cu2hip action cannot carry" % (ctx.label, arg))

def _translate(ctx, f, rel, inputs, common, clang_args):
    for arg in [f.path] + common + clang_args:
        _check_param_line(ctx, arg)
    out = ctx.actions.declare_file(_join(ctx.attr.name, rel))

    # OUTDIR is the output's path less its path below the package.
    out_dir = out.path[:-len(rel) - 1]
    source_root = _package_dir(ctx, f.root.path) or "."
    args = ctx.actions.args()
    args.add(f)
    args.add("--source-root=" + source_root)
    args.add("-o", out_dir)
    args.add_all(common)
    args.add("--")
    args.add_all(clang_args)

    # Every argument goes in a params file (`cu2hip @FILE`), one a line, as
    # a persistent worker takes them (Bazel hands it the lines as they are).
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    ctx.actions.run(
        executable = ctx.attr.cu2hip[DefaultInfo].files_to_run,
        arguments = [args],
        inputs = depset([f], transitive = [inputs]),
        outputs = [out],
        mnemonic = "Cu2hipTranslate",
        progress_message = "Translating %s to HIP" % f.short_path,
        env = {},
        execution_requirements = {"supports-workers": "1"},
    )
    return out

def _cu2hip_translation_impl(ctx):
    dep_infos = [d[Cu2hipInfo] for d in ctx.attr.deps]
    cuda_hdrs = depset(ctx.files.hdrs, transitive = [i.cuda_hdrs for i in dep_infos])

    # -I for every folder in `includes`, under each root the headers come
    # from (the source tree, and the output tree for generated headers).
    roots = {h.root.path: True for h in ctx.files.hdrs}
    roots[""] = True
    own_cuda_includes = []
    own_hip_includes = []

    # The translated tree: <bin>/<package>/<name>, as _translate declares it.
    tree = _join(ctx.bin_dir.path, ctx.label.workspace_root, ctx.label.package, ctx.attr.name)
    for inc in ctx.attr.includes:
        inc = inc.rstrip("/")
        if inc.startswith("/") or inc.startswith("../") or inc == "..":
            fail("%s: includes must be folders of the package, not %s" % (ctx.label, inc))
        if inc == ".":
            inc = ""
        for root in roots.keys():
            own_cuda_includes.append(_join(_package_dir(ctx, root), inc) or ".")
        own_hip_includes.append(_join(tree, inc))
    cuda_includes = depset(own_cuda_includes, transitive = [i.cuda_includes for i in dep_infos])

    # Findings print as warnings (Bazel shows them for the action), no progress.
    common = ["--no-headers", "--no-cache", "--progress=none"]
    if ctx.attr.hip_version:
        common.append("--hip-version=" + ctx.attr.hip_version)
    if ctx.attr.cuda_path:
        common.append("--cuda-path=" + ctx.attr.cuda_path)
    else:
        common.append("--no-cuda-sdk")
    common += ["--rules=" + r.path for r in ctx.files.rules]
    common += ctx.attr.options
    clang_args = ["-I" + i for i in cuda_includes.to_list()]
    clang_args += ["-D" + d for d in ctx.attr.defines]
    clang_args += ctx.attr.copts
    inputs = depset(ctx.files.rules, transitive = [cuda_hdrs])

    hip_srcs = [_translate(ctx, f, _relative(ctx, f), inputs, common, clang_args) for f in ctx.files.srcs]
    own_hip_hdrs = [_translate(ctx, h, _relative(ctx, h), inputs, common, clang_args) for h in ctx.files.hdrs]
    hip_hdrs = depset(own_hip_hdrs, transitive = [i.hip_hdrs for i in dep_infos])
    hip_includes = depset(own_hip_includes, transitive = [i.hip_includes for i in dep_infos])

    return [
        DefaultInfo(files = depset(hip_srcs + own_hip_hdrs)),
        OutputGroupInfo(srcs = depset(hip_srcs), hdrs = depset(own_hip_hdrs)),
        Cu2hipInfo(
            cuda_hdrs = cuda_hdrs,
            cuda_includes = cuda_includes,
            hip_hdrs = hip_hdrs,
            hip_includes = hip_includes,
        ),
        CcInfo(compilation_context = cc_common.create_compilation_context(
            headers = hip_hdrs,
            includes = hip_includes,
        )),
    ]

cu2hip_translation = rule(
    implementation = _cu2hip_translation_impl,
    doc = "Translates CUDA sources and headers of one package to HIP, one action per file.",
    attrs = {
        "srcs": attr.label_list(
            allow_files = True,
            doc = "CUDA translation units (.cu, .cpp...) of this package.",
        ),
        "hdrs": attr.label_list(
            allow_files = True,
            doc = "CUDA headers of this package: each is translated on its own, and all are inputs of every translation.",
        ),
        "deps": attr.label_list(
            providers = [Cu2hipInfo],
            doc = "Other cu2hip_sources targets whose headers these files include.",
        ),
        "includes": attr.string_list(
            doc = "Include folders, relative to the package: -I when parsing the CUDA files, and the translated folders in CcInfo.",
        ),
        "defines": attr.string_list(doc = "-D definitions for parsing."),
        "copts": attr.string_list(doc = "Further Clang arguments for parsing (after --), e.g. -std=c++20."),
        "hip_version": attr.string(doc = "--hip-version: use only what this HIP version has (default: the newest cu2hip knows)."),
        "cuda_path": attr.string(
            doc = "Parse against this CUDA toolkit (a machine input, not declared). Default: cu2hip's stand-in headers (--no-cuda-sdk), hermetic.",
        ),
        "rules": attr.label_list(
            allow_files = [".yaml", ".yml"],
            doc = "User mapping tables (--rules), declared inputs.",
        ),
        "options": attr.string_list(doc = "Further cu2hip options, e.g. --roc."),
        "cu2hip": attr.label(
            default = Label("@cu2hip_tool//:cu2hip"),
            executable = True,
            allow_files = True,
            cfg = "exec",
            doc = "The cu2hip executable (default: the one cu2hip_binary found).",
        ),
    },
)

def cu2hip_sources(name, visibility = None, **kwargs):
    """cu2hip_translation `name`, plus `name`_srcs and `name`_hdrs: its translated sources and headers."""
    cu2hip_translation(name = name, visibility = visibility, **kwargs)
    native.filegroup(name = name + "_srcs", srcs = [":" + name], output_group = "srcs", visibility = visibility)
    native.filegroup(name = name + "_hdrs", srcs = [":" + name], output_group = "hdrs", visibility = visibility)

def _cu2hip_binary_impl(rctx):
    path = rctx.os.environ.get("CU2HIP", "") or rctx.attr.path
    if not path:
        found = rctx.which("cu2hip")
        path = str(found) if found else ""
    if not path:
        fail("cu2hip_binary: no cu2hip: set CU2HIP (bazel build --repo_env=CU2HIP=/path/to/cu2hip), " +
             "give path = ..., or put cu2hip on PATH")
    binary = rctx.path(path)
    if not binary.exists:
        fail("cu2hip_binary: %s does not exist" % path)
    rctx.symlink(binary, "cu2hip")
    rctx.file("BUILD.bazel", 'exports_files(["cu2hip"])\n')

cu2hip_binary = repository_rule(
    implementation = _cu2hip_binary_impl,
    doc = "A repository whose :cu2hip is a cu2hip built elsewhere (CMake): $CU2HIP, else `path`, else cu2hip on PATH. " +
          "Actions key on the binary's content, not its path.",
    attrs = {"path": attr.string(doc = "Absolute path of the cu2hip executable, when CU2HIP is not set.")},
    environ = ["CU2HIP", "PATH"],
    local = True,
)
